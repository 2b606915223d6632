import { Backdrop, Box, Drawer, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, Suspense, isValidElement, lazy, useCallback, useState } from 'react';
import { Loading, LogoutOnMount, SkipNavigationButton, useAuthState, useSidebarState } from 'react-admin';
import { type Location, createRoutesFromChildren, matchRoutes, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useIdleLock } from '../providers/idleLock';
import { useSignOutWhenSessionEnds } from '../providers/useSessionEnd';
import type { LayoutType } from '../theme/settings';
import { sidebarSurface, surfaceVars } from '../theme/shellColors';
import { useLayoutQuery } from '../theme/useLayoutQuery';
import { useThemeSettings } from '../theme/useThemeSettings';
import { AppFooter } from './AppFooter';
import { AppTopBar } from './AppTopBar';
import { ContentErrorBoundary } from './ContentErrorBoundary';
import { HorizontalMenu } from './HorizontalMenu';
import { InShellContext } from './InShellContext';
import { Sidebar } from './Sidebar';
import { SidebarMenu } from './SidebarMenu';
import { SidebarUserInfo } from './SidebarUserInfo';
import { BOXED_MAX_WIDTH, NARROW_QUERY, SIDEBAR_WIDTH } from './dimensions';

// The theme panel loads when first opened: most visits never open it. So does the lock.
const ThemePanel = lazy(async () => ({ default: (await import('../theme/ThemePanel')).ThemePanel }));
const LockOverlay = lazy(async () => ({ default: (await import('../pages/LockScreenPage')).LockOverlay }));

/**
 * Whether only the catch-all route answers this location. The layout receives react-admin's
 * router (a <Routes> of the resources, the custom routes, home and `*`), so the answer comes
 * from the real route table, not from a copy of it.
 */
const onlyCatchAll = (routes: ReactNode, location: Location): boolean => {
  if (!isValidElement<{ children?: ReactNode }>(routes)) return false;
  try {
    const matches = matchRoutes(createRoutesFromChildren(routes.props.children), location);
    return !matches || matches[matches.length - 1].route.path === '*';
  } catch {
    // Not a route table after all: treat the path as a page, which asks to sign in.
    return false;
  }
};

/**
 * Signed in: the shell. Signed out: the login page, except on a path that names no page,
 * which says so (docs/domain.md "Account and error pages") instead of asking to sign in first. This stands in for react-admin's
 * `requireAuth`, which sends every unknown path to the login page.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { authenticated, isPending } = useAuthState(undefined, false);
  const location = useLocation();
  if (isPending) return <Loading />;
  if (!authenticated) return onlyCatchAll(children, location) ? <NotFoundPage /> : <LogoutOnMount />;
  return <Shell>{children}</Shell>;
};

/**
 * The shell around every signed-in page (docs/domain.md "Shell and theme settings"): top bar, menu in the layout chosen in the
 * theme panel, content, footer. Below 992 px the menu moves into a drawer (docs/domain.md "Timings and breakpoints").
 */
const Shell = ({ children }: { children: ReactNode }) => {
  const theme = useTheme();
  const { settings: stored, set } = useThemeSettings();
  const saveLayout = useCallback((layout: LayoutType) => set('layoutType', layout), [set]);
  const queried = useLayoutQuery(saveLayout);
  const settings = queried ? { ...stored, layoutType: queried } : stored;
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: following a menu link closes it.
  const [drawerPath, setDrawerPath] = useState<string>();
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelLoaded, setPanelLoaded] = useState(false);
  useSignOutWhenSessionEnds();
  // A locked session shows no data: the lock covers the page, which stays as it was underneath.
  const locked = useIdleLock();
  const horizontal = settings.layoutType === 'horizontal';
  const toggleMenu = narrow ? () => setDrawerPath(drawerPath === pathname ? undefined : pathname)
    : horizontal ? undefined : () => setOpen(!open);
  return (
    <InShellContext.Provider value>
    <Box data-testid="app-layout" data-layout={settings.layoutType} data-width={settings.layoutWidth} data-topbar={settings.topbar}
      data-menu-position={settings.menuPosition} data-sidebar-color={settings.leftSidebarType} data-sidebar-size={settings.leftSidebarSize}
      data-sidebar-user={settings.sidebarUserInfo} data-sidebar-open={open}
      sx={{ minHeight: '100vh', bgcolor: settings.layoutWidth === 'boxed' ? '#e3e6ee' : 'background.default' }}>
      <SkipNavigationButton />
      <Box data-testid="layout-frame"
        sx={{ maxWidth: settings.layoutWidth === 'boxed' ? BOXED_MAX_WIDTH : 'none', mx: 'auto', minHeight: '100vh', display: 'flex',
          flexDirection: 'column', bgcolor: 'background.default', boxShadow: settings.layoutWidth === 'boxed' ? 4 : 0 }}>
        <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: theme.zIndex.appBar }}>
          <AppTopBar color={settings.topbar} onToggleMenu={toggleMenu} onOpenSettings={() => { setPanelLoaded(true); setPanelOpen(true); }} />
          {horizontal && !narrow && <HorizontalMenu sidebarColor={settings.leftSidebarType} />}
        </Box>
        <Box sx={{ display: 'flex', flex: 1 }}>
          {!narrow && !horizontal && <Sidebar settings={settings} open={open} />}
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Box component="main" id="main-content" sx={{ flex: 1, px: { xs: 1, sm: 2 }, py: 1 }}>
              <ContentErrorBoundary>
                <Suspense fallback={<Loading />}>{children}</Suspense>
              </ContentErrorBoundary>
            </Box>
            <AppFooter />
          </Box>
        </Box>
      </Box>
      {narrow && (
        <Drawer variant="temporary" open={drawerPath === pathname} onClose={() => setDrawerPath(undefined)}
          slotProps={{ paper: { sx: { ...surfaceVars(sidebarSurface(settings.leftSidebarType, theme)), width: SIDEBAR_WIDTH.default } } }}>
          <Box data-testid="menu-drawer">
            {settings.sidebarUserInfo && <SidebarUserInfo variant="row" />}
            <SidebarMenu />
          </Box>
        </Drawer>
      )}
      {panelLoaded && (
        <Suspense fallback={null}>
          <ThemePanel open={panelOpen} onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
      {locked && (
        <Suspense fallback={<Backdrop open sx={{ zIndex: theme.zIndex.tooltip + 1, bgcolor: '#00023b' }} />}>
          <LockOverlay />
        </Suspense>
      )}
    </Box>
    </InShellContext.Provider>
  );
};
