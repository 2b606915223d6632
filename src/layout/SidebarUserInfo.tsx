import { Avatar, Box, Tooltip, Typography, useTheme } from '@mui/material';
import { session } from '../providers/session';

/**
 * The signed-in user at the top of the sidebar (a theme panel switch): name and email beside
 * the avatar, the first name under it in a compact sidebar, the avatar alone in a condensed one.
 */
export const SidebarUserInfo = ({ variant }: { variant: 'row' | 'stacked' | 'avatar' }) => {
  const rtl = useTheme().direction === 'rtl';
  const user = session.user();
  if (!user) return null;
  const name = variant === 'row' ? [user.firstName, user.lastName].filter(Boolean).join(' ') : user.firstName;
  return (
    <Box data-testid="sidebar-user" sx={{ display: 'flex', flexDirection: variant === 'row' ? 'row' : 'column', alignItems: 'center', gap: 1.5,
      px: variant === 'row' ? 2.5 : 1, py: 2, borderBottom: '1px solid var(--shell-divider)', textAlign: variant === 'row' ? 'start' : 'center' }}>
      <Tooltip title={variant === 'avatar' ? name : ''} placement={rtl ? 'left' : 'right'}>
        <Avatar sx={{ bgcolor: 'var(--shell-active)', color: 'var(--shell-active-fg)', width: 40, height: 40, fontWeight: 600 }}>
          {user.firstName.charAt(0).toUpperCase()}
        </Avatar>
      </Tooltip>
      {variant !== 'avatar' && (
        <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
          <Typography variant="subtitle2" noWrap>{name}</Typography>
          {variant === 'row' && user.email && (
            <Typography variant="caption" noWrap component="div" sx={{ color: 'var(--shell-muted)' }}>{user.email}</Typography>
          )}
        </Box>
      )}
    </Box>
  );
};
