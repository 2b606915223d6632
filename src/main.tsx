// First: zod set up for the page's Content-Security-Policy before any chunk builds a schema.
import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadShell } from './App';
import { installChunkReload } from './errors/chunkReload';
import { openFirstScreen } from './firstScreen';
import { createI18nProvider } from './providers/i18nProvider';
import { setCurrentLocale } from './providers/locale';
import { decideStart, readLocaleCookie, splitLocalePath } from './providers/localeRoute';
import { loadResources } from './providers/homes';
import { session } from './providers/session';

// Marks of the first screen's steps, which `npm run bench -- first-row` prints in its waterfall.
performance.mark('app:start');
installChunkReload();
const start = decideStart(window.location, readLocaleCookie(), navigator.languages ?? []);
if ('redirect' in start) {
  window.location.replace(start.redirect);
} else {
  // An early read speaks the page's language (Accept-Language) before the catalog is in.
  setCurrentLocale(start.locale);
  if (session.tokens()) preloadShell();
  // The catalog and the declarations load side by side; the first render needs both. The page's
  // own screen and data are asked for as soon as the declarations say what the path opens.
  const [i18nProvider] = await Promise.all([
    createI18nProvider(start.locale).then((p) => { performance.mark('app:catalog'); return p; }),
    loadResources().then(() => {
      performance.mark('app:declarations');
      openFirstScreen(splitLocalePath(window.location.pathname).rest, window.location.search);
    }),
  ]);
  performance.mark('app:render');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} locale={start.locale} basename={start.basename} />
    </StrictMode>,
  );
}
