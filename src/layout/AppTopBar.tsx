import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/Settings';
import { AppBar, Box, IconButton, Toolbar, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import { LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { OfflineNotice, OutboxBadge, SyncModal } from '../offline/ui/lazyParts';
import { topbarSurface, surfaceVars } from '../theme/shellColors';
import type { ThemeSettings } from '../theme/settings';
import { AppLogo } from './AppLogo';
import { AppUserMenu } from './AppUserMenu';
import { DocumentTitle } from './DocumentTitle';
import { FullscreenButton } from './FullscreenButton';
import { LanguageMenu } from './LanguageMenu';
import { TOPBAR_HEIGHT } from './dimensions';

interface AppTopBarProps {
  color: ThemeSettings['topbar'];
  /** Absent where there is no menu to toggle (the horizontal layout on a wide screen). */
  onToggleMenu?: () => void;
  /** Opens the theme panel. */
  onOpenSettings: () => void;
}

/**
 * Menu toggle, logo, page title, language picker (docs/domain.md "Languages"), refresh, full
 * screen, theme settings and the user menu with logout. On a phone the bar keeps the toggle,
 * the logo, the title, the outbox badge and the user menu; the rest moves into the user menu.
 * Under the bar, "offline · data from" while the screen reads the offline cache; over the page,
 * the sync modal while a replay runs (docs/architecture.md "Offline").
 */
export const AppTopBar = ({ color, onToggleMenu, onOpenSettings }: AppTopBarProps) => {
  const translate = useTranslate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const settingsLabel = translate('app.shell.topbar.theme_settings');
  return (
    <AppBar position="static" elevation={0} data-testid="topbar"
      sx={{ ...surfaceVars(topbarSurface(color, theme)), borderBottom: color === 'light' ? `1px solid ${theme.palette.divider}` : 'none' }}>
      <Toolbar disableGutters sx={{ minHeight: { xs: TOPBAR_HEIGHT }, px: 1.5, gap: { xs: 0.5, sm: 1 }, '& .MuiButton-root': { textTransform: 'none' } }}>
        {onToggleMenu && (
          <IconButton color="inherit" edge="start" aria-label={translate('app.shell.topbar.toggle_menu')} onClick={onToggleMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <AppLogo showName={wide} />
        {!phone && <Box sx={{ width: '1px', height: 24, bgcolor: 'var(--shell-divider)', flexShrink: 0 }} />}
        <TitlePortal variant="subtitle1" sx={{ color: 'var(--shell-muted)' }} />
        <DocumentTitle />
        {!phone && (
          <>
            <LanguageMenu />
            {/* The label reaches the spinner shown while loading (react-admin passes unknown props to it). */}
            <LoadingIndicator aria-label={translate('ra.page.loading')} />
            <FullscreenButton />
            <Tooltip title={settingsLabel}>
              <IconButton color="inherit" aria-label={settingsLabel} onClick={onOpenSettings}>
                <SettingsIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
        <OutboxBadge />
        <AppUserMenu compact={phone} onOpenSettings={() => onOpenSettings()} />
      </Toolbar>
      <OfflineBar />
      <SyncModal />
    </AppBar>
  );
};

/** Under the bar, only while the notice has something to say. */
const OfflineBar = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', px: 1, '&:has(> *)': { pb: 0.75 } }}>
    <OfflineNotice />
  </Box>
);
