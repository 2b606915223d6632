import { useMemo } from 'react';
import { usePermissions, useStore } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { session } from '../providers/session';
import { type MenuEntry, visibleMenu } from './menu';

/** The menu groups and entries the signed-in user may see. */
export const useVisibleMenu = () => {
  const { permissions } = usePermissions<string[]>();
  const tipo = session.user()?.tipo_id;
  return useMemo(() => visibleMenu({ roles: permissions ?? [], tipo }), [permissions, tipo]);
};

export const isActivePath = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * Which groups (and sub-groups) are open. A group the user never toggled is open while it
 * holds the current page; a toggle is remembered in this browser.
 */
export const useOpenGroups = () => {
  const [toggled, setToggled] = useStore<Record<string, boolean>>('layout.menu.open', {});
  const { pathname } = useLocation();
  const isOpen = (key: string, entries: readonly MenuEntry[]) => toggled[key] ?? entries.some((e) => isActivePath(pathname, e.path));
  const toggle = (key: string, entries: readonly MenuEntry[]) => setToggled({ ...toggled, [key]: !isOpen(key, entries) });
  return { isOpen, toggle };
};

/** A group's entries cut into runs, in menu order: plain entries, or the entries of one sub-group. */
export const splitSubgroups = (entries: readonly MenuEntry[]) => {
  const blocks: { subgroup?: MenuEntry['subgroup']; entries: MenuEntry[] }[] = [];
  for (const e of entries) {
    const last = blocks.at(-1);
    if (last && last.subgroup === e.subgroup) last.entries.push(e);
    else blocks.push({ subgroup: e.subgroup, entries: [e] });
  }
  return blocks;
};
