import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installChunkReload } from './errors/chunkReload';
import { createI18nProvider } from './providers/i18nProvider';
import { decideStart, readLocaleCookie } from './providers/localeRoute';

installChunkReload();
const start = decideStart(window.location, readLocaleCookie(), navigator.languages ?? []);
if ('redirect' in start) {
  window.location.replace(start.redirect);
} else {
  const i18nProvider = await createI18nProvider(start.locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} locale={start.locale} basename={start.basename} />
    </StrictMode>,
  );
}
