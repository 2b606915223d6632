import { type Theme, alpha } from '@mui/material';
import { BRAND } from './buildTheme';
import type { ThemeSettings } from './settings';

/** Colours of a surface of the shell (sidebar, top bar) and of the menu items drawn on it. */
export interface Surface {
  background: string;
  color: string;
  muted: string;
  hover: string;
  active: string;
  activeColor: string;
  divider: string;
}

const onDark = (background: string): Surface => ({
  background,
  color: 'rgba(255, 255, 255, 0.87)',
  muted: 'rgba(255, 255, 255, 0.6)',
  hover: 'rgba(255, 255, 255, 0.08)',
  active: 'rgba(255, 255, 255, 0.16)',
  activeColor: '#fff',
  divider: 'rgba(255, 255, 255, 0.12)',
});

const onLight = (theme: Theme): Surface => ({
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  muted: theme.palette.text.secondary,
  hover: theme.palette.action.hover,
  active: alpha(theme.palette.primary.main, 0.1),
  activeColor: theme.palette.primary.main,
  divider: theme.palette.divider,
});

export const sidebarSurface = (type: ThemeSettings['leftSidebarType'], theme: Theme): Surface => {
  switch (type) {
    case 'dark':
      return onDark(BRAND.dark);
    case 'brand':
      return onDark(BRAND.primary);
    case 'gradient':
      return onDark(`linear-gradient(180deg, ${BRAND.primary} 0%, ${BRAND.secondary} 100%)`);
    default:
      return onLight(theme);
  }
};

export const topbarSurface = (type: ThemeSettings['topbar'], theme: Theme): Surface =>
  type === 'dark' ? onDark(BRAND.dark) : onLight(theme);

/**
 * A surface's colours as CSS variables: the menu items inside read them, so one menu
 * component serves every sidebar colour.
 */
export const surfaceVars = (s: Surface) => ({
  '--shell-bg': s.background,
  '--shell-fg': s.color,
  '--shell-muted': s.muted,
  '--shell-hover': s.hover,
  '--shell-active': s.active,
  '--shell-active-fg': s.activeColor,
  '--shell-divider': s.divider,
  background: 'var(--shell-bg)',
  color: 'var(--shell-fg)',
});
