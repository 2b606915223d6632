// First: zod set up for the page's Content-Security-Policy before any chunk builds a schema.
import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installChunkReload } from './errors/chunkReload';
import { createI18nProvider } from './providers/i18nProvider';
import { decideStart, readLocaleCookie } from './providers/localeRoute';
import { loadResources } from './providers/homes';

installChunkReload();
const start = decideStart(window.location, readLocaleCookie(), navigator.languages ?? []);
if ('redirect' in start) {
  window.location.replace(start.redirect);
} else {
  // The catalog and the declarations load side by side; the first render needs both.
  const [i18nProvider] = await Promise.all([createI18nProvider(start.locale), loadResources()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} locale={start.locale} basename={start.basename} />
    </StrictMode>,
  );
}
