import { Box, useTheme } from '@mui/material';
import { sidebarSurface, surfaceVars } from '../theme/shellColors';
import type { ThemeSettings } from '../theme/settings';
import { CondensedMenu } from './CondensedMenu';
import { SidebarMenu } from './SidebarMenu';
import { SidebarUserInfo } from './SidebarUserInfo';
import { TwoColumnMenu } from './TwoColumnMenu';
import { COLUMN_WIDTH, DETACHED_GAP, RAIL_WIDTH, SIDEBAR_WIDTH, TOPBAR_HEIGHT } from './dimensions';

const USER_INFO_VARIANT = { default: 'row', compact: 'stacked', condensed: 'avatar' } as const;

interface SidebarProps {
  settings: ThemeSettings;
  /** The menu toggle's state: closed shrinks the sidebar to icons (two columns: hides the entries column). */
  open: boolean;
}

/**
 * The sidebar of the vertical, detached and two-column layouts on wide screens. Fixed, it stays
 * in view under the top bar and scrolls by itself; scrollable, it moves with the page.
 */
export const Sidebar = ({ settings, open }: SidebarProps) => {
  const theme = useTheme();
  const twoColumn = settings.layoutType === 'two-column';
  const detached = settings.layoutType === 'detached';
  const fixed = settings.menuPosition === 'fixed';
  const size = open ? settings.leftSidebarSize : 'condensed';
  const width = twoColumn ? RAIL_WIDTH + (open ? COLUMN_WIDTH : 0) : SIDEBAR_WIDTH[size];
  const gap = detached ? DETACHED_GAP : 0;
  return (
    <Box component="aside" data-testid="sidebar"
      sx={{
        ...surfaceVars(sidebarSurface(settings.leftSidebarType, theme)),
        width, flexShrink: 0, boxSizing: 'border-box', overflowX: 'hidden',
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        ...(fixed
          ? { position: 'sticky', top: TOPBAR_HEIGHT + gap, alignSelf: 'flex-start', height: `calc(100vh - ${TOPBAR_HEIGHT + 2 * gap}px)`, overflowY: 'auto' }
          : { position: 'relative', alignSelf: detached ? 'flex-start' : 'stretch' }),
        ...(detached
          ? { m: `${gap}px`, marginInlineEnd: 0, borderRadius: 3, boxShadow: 6 }
          : { borderInlineEnd: settings.leftSidebarType === 'light' ? `1px solid ${theme.palette.divider}` : 'none' }),
      }}>
      {settings.sidebarUserInfo && <SidebarUserInfo variant={twoColumn ? (open ? 'row' : 'avatar') : USER_INFO_VARIANT[size]} />}
      {twoColumn ? <TwoColumnMenu showColumn={open} />
        : size === 'condensed' ? <CondensedMenu />
        : <SidebarMenu compact={size === 'compact'} />}
    </Box>
  );
};
