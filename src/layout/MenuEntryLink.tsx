import { ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { MenuEntry } from './menu';
import { NamedIcon } from './icons';
import { isActivePath } from './useMenu';
import { preloadScreen } from '../resourceRoutes';

/** Colours of a menu row on a sidebar surface (see surfaceVars). */
export const shellItemSx = {
  color: 'var(--shell-fg)',
  borderRadius: 1,
  '& .MuiListItemIcon-root': { color: 'var(--shell-muted)' },
  '&:hover': { backgroundColor: 'var(--shell-hover)' },
  '&.Mui-selected, &.Mui-selected:hover': {
    backgroundColor: 'var(--shell-active)',
    color: 'var(--shell-active-fg)',
    '& .MuiListItemIcon-root': { color: 'var(--shell-active-fg)' },
  },
} as const;

export const useEntryLabel = () => {
  const translate = useTranslate();
  return (entry: MenuEntry) => translate(entry.labelKey, { smart_count: 2 });
};

/** One entry of the sidebar: icon and label side by side, or (compact) the label under the icon. */
export const MenuEntryLink = ({ entry, compact, indent = 0 }: { entry: MenuEntry; compact?: boolean; indent?: number }) => {
  const label = useEntryLabel()(entry);
  const { pathname } = useLocation();
  const selected = isActivePath(pathname, entry.path);
  // The screen's code is asked for while the pointer is over the entry (or it has focus, or a finger on it).
  const warm = { onMouseEnter: () => preloadScreen(entry.path), onFocus: () => preloadScreen(entry.path), onPointerDown: () => preloadScreen(entry.path) };
  if (compact) {
    return (
      <ListItemButton component={Link} to={entry.path} selected={selected} data-menu-entry={entry.path} {...warm}
        sx={{ ...shellItemSx, flexDirection: 'column', gap: 0.5, py: 1, px: 0.5, textAlign: 'center' }}>
        <NamedIcon name={entry.icon} fontSize="small" sx={{ color: selected ? 'inherit' : 'var(--shell-muted)' }} />
        <Typography variant="caption" sx={{ lineHeight: 1.2, overflowWrap: 'anywhere' }}>{label}</Typography>
      </ListItemButton>
    );
  }
  return (
    <ListItemButton component={Link} to={entry.path} selected={selected} data-menu-entry={entry.path} {...warm}
      sx={{ ...shellItemSx, py: 0.75, paddingInlineStart: 2 + indent * 1.5 }}>
      <ListItemIcon sx={{ minWidth: 36 }}><NamedIcon name={entry.icon} fontSize="small" /></ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { variant: 'body2' } }} sx={{ my: 0.25 }} />
    </ListItemButton>
  );
};
