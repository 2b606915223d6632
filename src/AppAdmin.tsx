import { CssBaseline } from '@mui/material';
import type { ComponentType } from 'react';
import { AccessDenied, AdminContext, type AdminProps, CoreAdminUI, LoadingPage } from 'react-admin';
import { lazyPage } from './lazyPage';

// Loaded when shown: react-admin's page draws its configurable title, whose editor is a whole
// text field, which otherwise sat in the login page's download.
const AuthenticationError = lazyPage(() => import('./errors/authenticationError'));

/**
 * react-admin's `<Admin>` (AdminContext + AdminUI), minus the defaults this app replaces. `<Admin>`
 * and `<AdminUI>` name their default login page, layout and English catalog in their parameter
 * defaults, so those (with react-hook-form, behind the login form) were in the first download
 * even though we pass our own: 21 KB gzip (docs/architecture.md "Lazy chunks"). The rest is AdminUI's body as it is.
 */
export const AppAdmin = ({ notification: Notification, theme, store, dataProvider, authProvider, i18nProvider, queryClient, children, ...ui }: AdminProps & { notification: ComponentType }) => (
  <AdminContext theme={theme} store={store} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
    <CssBaseline enableColorScheme>
      <CoreAdminUI accessDenied={AccessDenied} authenticationError={AuthenticationError} loading={LoadingPage} {...ui}>
        {children}
      </CoreAdminUI>
      <Notification />
    </CssBaseline>
  </AdminContext>
);
