import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import PersonIcon from '@mui/icons-material/Person';
import RefreshIcon from '@mui/icons-material/Refresh';
import SettingsIcon from '@mui/icons-material/Settings';
import TranslateIcon from '@mui/icons-material/Translate';
import {
  Box, Button, Divider, IconButton, ListItemIcon, ListItemText, MenuItem, MenuList, Popover, Tooltip, Typography, useTheme,
} from '@mui/material';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useGetIdentity, useLogout, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SignOutGuard } from '../offline/ui/lazyParts';
import { OUTBOX_PATH } from '../offline/ui/paths';
import { useOutbox } from '../offline/useOutbox';
import { lockSession } from '../providers/idleLock';
import { session } from '../providers/session';
import { useFullscreen } from './FullscreenButton';
import { LanguageList, useLanguages } from './LanguageMenu';

const Item = ({ icon, children, ...props }: { icon: ReactNode; children: ReactNode; onClick?: () => void; component?: typeof Link; to?: string }) => (
  <MenuItem {...props}>
    <ListItemIcon>{icon}</ListItemIcon>
    <ListItemText>{children}</ListItemText>
  </MenuItem>
);

interface AppUserMenuProps {
  /** On a phone the top bar keeps only this menu: language, full screen, theme settings and refresh move into it. */
  compact: boolean;
  onOpenSettings: () => void;
}

/** The signed-in user's menu: their profile, locking the screen, and logout (the only way out; it warns of writes not yet sent). */
export const AppUserMenu = ({ compact, onOpenSettings }: AppUserMenuProps) => {
  const translate = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const refresh = useRefresh();
  const { currentName } = useLanguages();
  const fullscreen = useFullscreen();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [languagesAt, setLanguagesAt] = useState<HTMLElement | null>(null);
  const [guarding, setGuarding] = useState(false);
  const { pending } = useOutbox();
  const open = !!anchor;
  const user = session.user();
  const label = translate('ra.auth.user_menu');
  // Popover positions are pixels, outside the stylesheet that RTL mirrors: the menu opens under the button, towards the page.
  const end = rtl ? 'left' : 'right';

  const close = () => setAnchor(null);
  const signOut = () => logout({}, undefined, false);
  const then = (action: () => void) => () => {
    close();
    action();
  };
  // Like MUI's Menu: Tab leaves the menu.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Tab') {
      e.preventDefault();
      close();
    }
  };

  const trigger = {
    color: 'inherit' as const,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? 'user-menu' : undefined,
    onClick: (e: { currentTarget: HTMLElement }) => setAnchor(e.currentTarget),
  };

  return (
    <>
      {compact || !identity?.fullName ? (
        <Tooltip title={label}>
          <IconButton {...trigger} edge="end"><AccountCircleIcon /></IconButton>
        </Tooltip>
      ) : (
        <Button {...trigger} startIcon={<AccountCircleIcon />} sx={{ textTransform: 'none', flexShrink: 0, maxWidth: 200 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{identity.fullName}</Box>
        </Button>
      )}
      <Popover open={open} anchorEl={anchor} onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }} transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 16px)' } } }}>
        {user && (
          <Box sx={{ px: 2, pt: 1.5, pb: 1 }} data-testid="user-menu-identity">
            <Typography variant="subtitle2" noWrap>{[user.firstName, user.lastName].filter(Boolean).join(' ')}</Typography>
            {user.email && <Typography variant="body2" color="text.secondary" noWrap>{user.email}</Typography>}
          </Box>
        )}
        <Divider />
        <MenuList id="user-menu" autoFocusItem={open} aria-label={label} onKeyDown={onKeyDown}>
          <Item icon={<PersonIcon fontSize="small" />} component={Link} to="/profile" onClick={close}>
            {translate('app.shell.user_menu.profile')}
          </Item>
          {/* Always here, also with nothing waiting: a driver learns where the writes kept on the phone are. */}
          <Item icon={<CloudUploadIcon fontSize="small" />} component={Link} to={OUTBOX_PATH} onClick={close}>
            {translate('app.offline.page.title')}
          </Item>
          <Item icon={<LockIcon fontSize="small" />} onClick={then(lockSession)}>{translate('app.shell.user_menu.lock')}</Item>
          {compact && [
            <Divider key="divider" />,
            <Item key="language" icon={<TranslateIcon fontSize="small" />} onClick={() => {
              setLanguagesAt(anchor);
              close();
            }}>
              {translate('app.shell.topbar.language', { language: currentName })}
            </Item>,
            fullscreen.enabled && (
              <Item key="fullscreen" icon={fullscreen.full ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
                onClick={then(fullscreen.toggle)}>
                {fullscreen.label}
              </Item>
            ),
            <Item key="settings" icon={<SettingsIcon fontSize="small" />} onClick={then(onOpenSettings)}>
              {translate('app.shell.topbar.theme_settings')}
            </Item>,
            <Item key="refresh" icon={<RefreshIcon fontSize="small" />} onClick={then(refresh)}>{translate('ra.action.refresh')}</Item>,
          ]}
          <Divider />
          <Item icon={<LogoutIcon fontSize="small" />} onClick={then(() => (pending.length ? setGuarding(true) : signOut()))}>{translate('ra.auth.logout')}</Item>
        </MenuList>
      </Popover>
      <LanguageList anchorEl={languagesAt} onClose={() => setLanguagesAt(null)} />
      {guarding && <SignOutGuard open onClose={() => setGuarding(false)} onSignOut={() => void signOut()} />}
    </>
  );
};
