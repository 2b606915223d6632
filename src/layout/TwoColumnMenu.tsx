import { Box, List, ListItemButton, Tooltip, Typography, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { MenuGroup } from '../registry/roles';
import { shellItemSx } from './MenuEntryLink';
import { GroupEntries } from './SidebarMenu';
import { COLUMN_WIDTH, RAIL_WIDTH } from './dimensions';
import { NamedIcon } from './icons';
import { isActivePath, useVisibleMenu } from './useMenu';

/**
 * The two-column layout: a rail of group icons, and beside it the entries of the chosen
 * group (at first the group of the current page). The menu toggle hides the column.
 */
export const TwoColumnMenu = ({ showColumn }: { showColumn: boolean }) => {
  const translate = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  const groups = useVisibleMenu();
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<MenuGroup>();
  const current = groups.find((g) => g.name === chosen)
    ?? groups.find((g) => g.entries.some((e) => isActivePath(pathname, e.path)))
    ?? groups[0];
  return (
    <Box sx={{ display: 'flex', minHeight: '100%' }}>
      <List component="nav" aria-label={translate('app.shell.menu.label')} disablePadding data-testid="menu-rail"
        sx={{ width: RAIL_WIDTH, flexShrink: 0, p: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5,
          backgroundColor: 'rgba(0, 0, 0, 0.08)' }}>
        {groups.map((g) => {
          const label = translate(g.labelKey);
          return (
            <Tooltip key={g.name} title={label} placement={rtl ? 'left' : 'right'}>
              <ListItemButton data-menu-group={g.name} aria-label={label} aria-pressed={g === current} selected={g === current}
                onClick={() => setChosen(g.name)}
                sx={{ ...shellItemSx, width: 48, height: 48, flex: 'none', justifyContent: 'center', '& svg': { color: 'var(--shell-muted)' },
                  '&.Mui-selected svg': { color: 'var(--shell-active-fg)' } }}>
                <NamedIcon name={g.icon} />
              </ListItemButton>
            </Tooltip>
          );
        })}
      </List>
      {showColumn && current && (
        <Box data-testid="menu-column" sx={{ width: COLUMN_WIDTH, flexShrink: 0, py: 1.5, px: 1 }}>
          <Typography variant="overline" component="h2" sx={{ px: 1.5, color: 'var(--shell-muted)', display: 'block' }}>
            {translate(current.labelKey)}
          </Typography>
          <List disablePadding sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
            <GroupEntries group={current.name} entries={current.entries} depth={0} />
          </List>
        </Box>
      )}
    </Box>
  );
};
