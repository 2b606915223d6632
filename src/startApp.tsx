import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { I18nProvider } from 'react-admin';
import type { Locale } from '../i18n';
import { App } from './App';
import { openFirstScreen } from './firstScreen';
import { splitLocalePath } from './providers/localeRoute';
import { loadResources } from './providers/homes';
import { session } from './providers/session';
import { preloadShell } from './layout/shellChunk';

/**
 * The app in `root`: on a page load (main.tsx) and after signing in on the login page opened
 * alone (layout/LoginAlone.tsx). The catalog (`catalog`, asked for by the caller before this
 * chunk came in) and the declarations load side by side; the first render needs both. The
 * page's own screen and data are asked for as soon as the declarations say what the path opens
 * (docs/architecture.md "First screen"). The first render also waits for that screen's code and,
 * signed in, the shell's: drawn without a Suspense fallback, the page is not held back by
 * React's throttle of reveals (docs/decisions.md "Suspense on the first screen").
 */
export const startApp = async (root: Root, { locale, basename }: { locale: Locale; basename: string }, catalog: Promise<I18nProvider>): Promise<void> => {
  const [i18nProvider] = await Promise.all([
    catalog.then((p) => { performance.mark('app:catalog'); return p; }),
    loadResources().then(() => {
      performance.mark('app:declarations');
      return openFirstScreen(splitLocalePath(window.location.pathname).rest, window.location.search);
    }),
    session.tokens() ? preloadShell() : undefined,
  ]);
  performance.mark('app:render');
  root.render(
    <StrictMode>
      <App i18nProvider={i18nProvider} locale={locale} basename={basename} />
    </StrictMode>,
  );
};
