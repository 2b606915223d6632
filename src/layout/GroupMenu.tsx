import { ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, type PopoverOrigin } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { SUBGROUPS, type VisibleGroup } from './menu';
import { useEntryLabel } from './MenuEntryLink';
import { NamedIcon } from './icons';
import { isActivePath, splitSubgroups } from './useMenu';

interface GroupMenuProps {
  group: VisibleGroup;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** Where the list opens: under the anchor (horizontal bar) or beside it (condensed sidebar). */
  placement: 'below' | 'beside';
  rtl: boolean;
}

/** A group's entries as a drop-down list, for the horizontal bar and the icon-only sidebar. */
export const GroupMenu = ({ group, anchorEl, onClose, placement, rtl }: GroupMenuProps) => {
  const translate = useTranslate();
  const entryLabel = useEntryLabel();
  const { pathname } = useLocation();
  // Popover positions are computed in pixels, outside the stylesheet that RTL mirrors.
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const anchorOrigin: PopoverOrigin = placement === 'below' ? { vertical: 'bottom', horizontal: start } : { vertical: 'top', horizontal: end };
  return (
    <Menu anchorEl={anchorEl} open={!!anchorEl} onClose={onClose} anchorOrigin={anchorOrigin}
      transformOrigin={{ vertical: 'top', horizontal: start }} data-group-menu={group.name}
      slotProps={{ list: { dense: true, 'aria-label': translate(group.labelKey) } }}>
      {splitSubgroups(group.entries).flatMap(({ subgroup, entries }) => [
        ...(subgroup ? [<ListSubheader key={subgroup} sx={{ lineHeight: '32px' }}>{translate(SUBGROUPS[subgroup].labelKey)}</ListSubheader>] : []),
        ...entries.map((e) => {
          return (
            <MenuItem key={e.path} component={Link} to={e.path} onClick={onClose} selected={isActivePath(pathname, e.path)}
              data-menu-entry={e.path} sx={subgroup ? { paddingInlineStart: 3 } : undefined}>
              <ListItemIcon><NamedIcon name={e.icon} fontSize="small" /></ListItemIcon>
              <ListItemText>{entryLabel(e)}</ListItemText>
            </MenuItem>
          );
        }),
      ])}
    </Menu>
  );
};
