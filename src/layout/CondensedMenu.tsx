import { List, ListItemButton, Tooltip, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { MenuGroup } from '../registry/roles';
import { GroupMenu } from './GroupMenu';
import { shellItemSx } from './MenuEntryLink';
import { NamedIcon } from './icons';
import { isActivePath, useVisibleMenu } from './useMenu';

/** The condensed sidebar: one icon per group, named by a tooltip, opening its entries beside it. */
export const CondensedMenu = () => {
  const translate = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  const groups = useVisibleMenu();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ group: MenuGroup; anchor: HTMLElement }>();
  const openGroup = groups.find((g) => g.name === open?.group);
  return (
    <List component="nav" aria-label={translate('app.shell.menu.label')} disablePadding
      sx={{ p: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
      {groups.map((g) => {
        const label = translate(g.labelKey);
        return (
          <Tooltip key={g.name} title={label} placement={rtl ? 'left' : 'right'}>
            <ListItemButton data-menu-group={g.name} aria-label={label} aria-haspopup="menu" aria-expanded={open?.group === g.name}
              selected={g.entries.some((e) => isActivePath(pathname, e.path))}
              onClick={(e) => setOpen({ group: g.name, anchor: e.currentTarget })}
              sx={{ ...shellItemSx, width: 48, height: 48, flex: 'none', justifyContent: 'center', '& svg': { color: 'var(--shell-muted)' },
                '&.Mui-selected svg': { color: 'var(--shell-active-fg)' } }}>
              <NamedIcon name={g.icon} />
            </ListItemButton>
          </Tooltip>
        );
      })}
      {openGroup && <GroupMenu group={openGroup} anchorEl={open!.anchor} onClose={() => setOpen(undefined)} placement="beside" rtl={rtl} />}
    </List>
  );
};
