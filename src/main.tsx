// First: zod set up for the page's Content-Security-Policy before any chunk builds a schema.
import './zodConfig';
import { createRoot } from 'react-dom/client';
import { installChunkReload } from './errors/chunkReload';
import { createI18nProvider } from './providers/i18nProvider';
import { setCurrentLocale } from './providers/locale';
import { decideStart, readLocaleCookie, splitLocalePath } from './providers/localeRoute';
import { session } from './providers/session';
import { preloadShell } from './layout/shellChunk';

// Marks of the first screen's steps, which `npm run bench -- first-row` prints in its waterfall.
performance.mark('app:start');
installChunkReload();
const start = decideStart(window.location, readLocaleCookie(), navigator.languages ?? []);
if ('redirect' in start) {
  window.location.replace(start.redirect);
} else {
  // An early read speaks the page's language (Accept-Language) before the catalog is in.
  setCurrentLocale(start.locale);
  const root = createRoot(document.getElementById('root')!);
  if (!session.tokens() && splitLocalePath(window.location.pathname).rest === '/login') {
    // The login page alone: its form and the catalog's own texts, nothing of the app behind it.
    const [{ openLoginAlone }, i18nProvider] = await Promise.all([
      import('./layout/LoginAlone'), createI18nProvider(start.locale, { signInOnly: true })]);
    openLoginAlone(root, i18nProvider, start);
  } else {
    // The catalog (and the declarations its labels come with) and, signed in, the shell are asked
    // for beside the app's own chunk, not after it has come in and run.
    const catalog = createI18nProvider(start.locale);
    if (session.tokens()) void preloadShell();
    const { startApp } = await import('./startApp');
    await startApp(root, start, catalog);
  }
}
