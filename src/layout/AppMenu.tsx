import { ListSubheader } from '@mui/material';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { resources } from '../registry/browser';
import { MENU_GROUPS, hasRole } from '../registry/roles';
import { iconFor } from './icons';

/**
 * Menu groups of SPEC 2 filled from the declarations: an entry shows when the user holds
 * its view role, a group when the user holds the group's role and one of its entries shows.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const roles = permissions ?? [];
  return (
    <Menu>
      <Menu.DashboardItem />
      {MENU_GROUPS.map((group) => {
        const entries = resources.filter((r) => r.menu.group === group.name && hasRole(roles, r.viewRole));
        if (!entries.length || !hasRole(roles, group.role)) return null;
        return [
          <ListSubheader key={group.name} sx={{ background: 'transparent', lineHeight: '32px' }} data-menu-group={group.name}>
            {translate(`app.menu.${group.name}`)}
          </ListSubheader>,
          ...entries.map((r) => {
            const Icon = iconFor(r.menu.icon);
            return <Menu.ResourceItem key={r.name} name={r.name} leftIcon={<Icon />} />;
          }),
        ];
      })}
    </Menu>
  );
};
