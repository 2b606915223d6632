import { CssBaseline } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { I18nContext, type I18nProvider } from 'react-admin';
import type { Locale } from '../../i18n';
import { DirectionProvider } from '../providers/DirectionProvider';
import { createI18nProvider, isRtl } from '../providers/i18nProvider';
import { type Credentials, signIn } from '../providers/signIn';
import { buildTheme } from '../theme/buildTheme';
import { LoginForm } from './LoginForm';
import { preloadShell } from './shellChunk';

interface Start {
  locale: Locale;
  /** The language prefix (`/pt`). */
  basename: string;
}

/**
 * The login page opened by itself (a visit to /login with no session: main.tsx): the same form,
 * card and theme as react-admin's login page, drawn with a translator only, so its download has
 * no react-admin core, router, query cache, declarations or zod (docs/decisions.md "The login
 * page alone"). Once signed in, the app starts in the same root at home, as react-admin's login
 * sends it; the form keeps its progress until the app replaces it.
 */
export const openLoginAlone = (root: Root, i18nProvider: I18nProvider, start: Start): void => {
  const signInThenOpen = async (credentials: Credentials) => {
    await signIn(credentials);
    window.history.replaceState(null, '', `${start.basename}/`);
    const catalog = createI18nProvider(start.locale);
    void preloadShell();
    const { startApp } = await import('../startApp');
    await startApp(root, start, catalog);
  };
  root.render(
    <StrictMode>
      <DirectionProvider rtl={isRtl(start.locale)}>
        <ThemeProvider theme={createTheme(buildTheme(isRtl(start.locale), i18nProvider.translate))}>
          <CssBaseline enableColorScheme />
          <I18nContext.Provider value={i18nProvider}>
            <LoginForm signIn={signInThenOpen} />
          </I18nContext.Provider>
        </ThemeProvider>
      </DirectionProvider>
    </StrictMode>,
  );
};
