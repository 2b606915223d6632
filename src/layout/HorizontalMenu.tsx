import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { MenuGroup } from '../registry/roles';
import { sidebarSurface, surfaceVars } from '../theme/shellColors';
import type { ThemeSettings } from '../theme/settings';
import { GroupMenu } from './GroupMenu';
import { HORIZONTAL_NAV_HEIGHT } from './dimensions';
import { NamedIcon } from './icons';
import { isActivePath, useVisibleMenu } from './useMenu';

/** The horizontal layout: the menu groups across the top, each opening its entries below it. */
export const HorizontalMenu = ({ sidebarColor }: { sidebarColor: ThemeSettings['leftSidebarType'] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const groups = useVisibleMenu();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ group: MenuGroup; anchor: HTMLElement }>();
  const openGroup = groups.find((g) => g.name === open?.group);
  return (
    <Box component="nav" aria-label={translate('app.shell.menu.label')} data-testid="horizontal-menu"
      sx={{ ...surfaceVars(sidebarSurface(sidebarColor, theme)), height: HORIZONTAL_NAV_HEIGHT, px: 1.5, display: 'flex', alignItems: 'center', gap: 0.5,
        overflowX: 'auto', boxShadow: 1, borderBottom: sidebarColor === 'light' ? `1px solid ${theme.palette.divider}` : 'none' }}>
      {groups.map((g) => {
        const active = g.entries.some((e) => isActivePath(pathname, e.path));
        return (
          <Button key={g.name} data-menu-group={g.name} color="inherit" aria-haspopup="menu" aria-expanded={open?.group === g.name}
            startIcon={<NamedIcon name={g.icon} fontSize="small" />} endIcon={<ExpandMoreIcon fontSize="small" />}
            onClick={(e) => setOpen({ group: g.name, anchor: e.currentTarget })}
            sx={{ textTransform: 'none', whiteSpace: 'nowrap', flexShrink: 0, px: 1.5,
              backgroundColor: active ? 'var(--shell-active)' : undefined, color: active ? 'var(--shell-active-fg)' : undefined,
              '&:hover': { backgroundColor: 'var(--shell-hover)' } }}>
            {translate(g.labelKey)}
          </Button>
        );
      })}
      {openGroup && (
        <GroupMenu group={openGroup} anchorEl={open!.anchor} onClose={() => setOpen(undefined)} placement="below" rtl={theme.direction === 'rtl'} />
      )}
    </Box>
  );
};
