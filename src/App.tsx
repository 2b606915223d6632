import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, useState } from 'react';
import { type AuthProvider, CustomRoutes, type DataProvider, type I18nProvider, type LayoutProps, LoadingPage, type Store } from 'react-admin';
import { AppAdmin } from './AppAdmin';
import { ErrorPage, ServerErrorPage } from './errors/ErrorPage';
import { ProgressBar } from './layout/ProgressBar';
import type { Locale } from '../i18n';
import { DirectionProvider } from './providers/DirectionProvider';
import { isRtl } from './providers/i18nProvider';
import { Link, Route, RouterProvider, ScrollRestoration, createBrowserRouter } from 'react-router-dom';
import { AppNotification } from './layout/AppNotification';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { createQueryClient } from './providers/queryClient';
import { createAppStore } from './theme/appStore';
import { buildTheme } from './theme/buildTheme';
import { loadHome, pageRoutes, resourceRoutes } from './resourceRoutes';
import { lazyPage } from './lazyPage';
import { lazyReady } from './lazyReady';
import { loadShell } from './layout/shellChunk';
import { OUTBOX_PATH } from './offline/ui/paths';
import { RouterLinkContext } from './pages/routerLink';

// Pages few visits need stay out of the first download.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPage(async () => ({ default: (await load())[name] }));
const RegisterPage = named(() => import('./pages/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = named(() => import('./pages/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = named(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage');
const LockScreenPage = named(() => import('./pages/LockScreenPage'), 'LockScreenPage');
const ProfilePage = named(() => import('./pages/ProfilePage'), 'ProfilePage');
const LoginPage = named(() => import('./layout/LoginPage'), 'LoginPage');
const Home = lazyPage(loadHome);
const OutboxPage = named(() => import('./offline/ui/OutboxPage'), 'OutboxPage');
// Not the login page's: the card, the language menu and its popover load when a path names no page.
const NotFoundPage = named(() => import('./errors/NotFoundPage'), 'NotFoundPage');

const ShellLayout = lazyReady(loadShell);
const LazyLayout = (props: LayoutProps) => (
  <Suspense fallback={<LoadingPage />}>
    <ShellLayout {...props} />
  </Suspense>
);

// Layout choices outlive a logout (react-admin empties its store then).
const appProviders: ShellProviders = {
  dataProvider, authProvider, store: createAppStore(), queryClient: createQueryClient(), layout: LazyLayout,
};

interface AppProps {
  i18nProvider: I18nProvider;
  locale: Locale;
  /** The language prefix (`/pt`); every route lives under it. */
  basename: string;
}

/**
 * What the shell runs on. The app's own above; a component test (tests/component/renderScreen.tsx)
 * gives an in-memory API behind the real data provider, and the layout without the offline
 * outbox and the service worker, so a screen renders in the same <Admin>, routes and catalogs.
 */
export interface ShellProviders {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  store: Store;
  queryClient: QueryClient;
  layout: ComponentType<LayoutProps>;
}

/** Everything under the router: react-admin renders its own routes inside. */
export const Shell = ({ i18nProvider, locale, providers }: Omit<AppProps, 'basename'> & { providers: ShellProviders }) => (
    <DirectionProvider rtl={isRtl(locale)}>
      <RouterLinkContext.Provider value={Link}>
        <ProgressBar />
        <AppAdmin
          theme={buildTheme(isRtl(locale), i18nProvider.translate)}
          store={providers.store}
          dataProvider={providers.dataProvider}
          queryClient={providers.queryClient}
          authProvider={providers.authProvider}
          i18nProvider={i18nProvider}
          layout={providers.layout}
          loginPage={LoginPage}
          dashboard={Home}
          notification={AppNotification}
          catchAll={NotFoundPage}
          error={ErrorPage}
          // No requireAuth: AppLayout asks to sign in, and still answers a path that names no page with "not found".
          disableTelemetry
        >
          <CustomRoutes noLayout>
            {/* Error pages of the theme (docs/domain.md "Account and error pages"). */}
            <Route path="/template/extras/404" element={<NotFoundPage />} />
            <Route path="/404-alt" element={<NotFoundPage />} />
            <Route path="/500" element={<ServerErrorPage />} />
            <Route path="/template/extras/404-alt" element={<NotFoundPage />} />
            <Route path="/template/extras/500" element={<ServerErrorPage />} />
            {/* Account pages (docs/domain.md "Account and error pages"), open without signing in. */}
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/redefinir-senha/:id?" element={<ResetPasswordPage />} />
            <Route path="/lock-screen" element={<LockScreenPage />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/profile" element={<ProfilePage />} />
            <Route path={OUTBOX_PATH} element={<OutboxPage />} />
            {pageRoutes()}
          </CustomRoutes>
          {resourceRoutes()}
        </AppAdmin>
      </RouterLinkContext.Provider>
    </DirectionProvider>
);

/**
 * History-mode URLs under the language prefix (docs/domain.md "Routes and menu"); the server answers index.html for every
 * page path. A data router, because react-admin's warnWhenUnsavedChanges blocks navigation with
 * useBlocker, which only data routers support; ScrollRestoration gives back the scroll position
 * of a page returned to, per path so that a list's filter and page changes keep it.
 * react-admin sees the router and does not make its own.
 */
export const App = ({ i18nProvider, locale, basename }: AppProps) => {
  const [router] = useState(() => createBrowserRouter([{
    path: '*',
    element: (
      <>
        <ScrollRestoration getKey={(location) => location.pathname} />
        <Shell i18nProvider={i18nProvider} locale={locale} providers={appProviders} />
      </>
    ),
  }], { basename }));
  return <RouterProvider router={router} />;
};
