import { homes as declaredHomes } from '../providers/homes';
import type { Home } from '../registry/area';
import { isArea } from '../registry/area';
import type { Resource } from '../registry/define';
import { pageLabelKey, resourceNameKey } from '../registry/labels';
import { type Access, allows } from '../registry/operations';
import { menuPath } from '../screens/paths';
import { MENU_GROUPS, type MenuGroup, hasRole } from '../registry/roles';

export type MenuSubgroup = 'produtos';

/** One entry of the left menu: a declared resource's, or a page a home declares with a `menu` (docs/domain.md "Left menu"). */
export interface MenuEntry {
  path: string;
  group: MenuGroup;
  /** Place in the group: the declarations' `menu.order`, on one scale for resources and pages. */
  order: number;
  subgroup?: MenuSubgroup;
  /** The home that declares it, whose roles `access` names. */
  home: Home;
  /** Who sees it: the rule the server applies to what the page calls. */
  access: Access;
  labelKey: string;
  icon: string;
}

export const GROUP_ICONS: Record<MenuGroup, string> = {
  dashboards: 'Dashboard',
  configuracoes: 'Settings',
  gestao: 'BusinessCenter',
  transporte: 'LocalShipping',
  armazenamento: 'Warehouse',
  relatorios: 'Assessment',
};

export const SUBGROUPS: Record<MenuSubgroup, { labelKey: string; icon: string }> = {
  produtos: { labelKey: 'app.shell.menu.produtos', icon: 'Inventory' },
};

const fromResource = (r: Resource): MenuEntry => ({
  path: menuPath(r), group: r.menu.group, order: r.menu.order, home: r, access: 'view', labelKey: resourceNameKey(r.name), icon: r.menu.icon,
});

const fromPages = (h: Home): MenuEntry[] => Object.entries(h.pages ?? {}).flatMap(([key, p]) => (p.menu ? [{
  path: p.path, group: p.menu.group, order: p.menu.order, subgroup: p.menu.subgroup, home: h, access: p.access, labelKey: pageLabelKey(h.name, key), icon: p.menu.icon,
}] : []));

/**
 * Every menu entry in order: the declared resources and the homes' pages, each group sorted by
 * `order`, so a declaration alone places its entry. On equal orders, resources first.
 */
export const menuEntries = (declared: readonly Home[] = declaredHomes): MenuEntry[] => {
  const entries = [
    ...declared.filter((h): h is Resource => !isArea(h) && !h.menu.hidden).map(fromResource),
    ...declared.flatMap(fromPages),
  ];
  return MENU_GROUPS.flatMap((g) => entries.filter((e) => e.group === g.name).sort((a, b) => a.order - b.order));
};

export interface VisibleGroup {
  name: MenuGroup;
  labelKey: string;
  icon: string;
  entries: MenuEntry[];
}

/** Who a menu is for: their roles, and their user type (a driver owns their itineraries). */
export interface MenuViewer {
  roles: readonly string[];
  tipo?: string;
}

/**
 * The pages a user of `tipo` opens as the owner of a resource's records (a driver's day and its
 * map: the declarations' `menu.ownerEntries`), in that resource's group. They show by ownership,
 * whatever the roles; `role` is the resource's.
 */
export const ownerEntries = (tipo: string | undefined, declared: readonly Home[] = declaredHomes): MenuEntry[] =>
  declared.filter((h): h is Resource => !isArea(h) && !!tipo && h.owner?.tipo === tipo).flatMap((r) => (r.menu.ownerEntries ?? []).map((e) => ({
    path: e.path, group: r.menu.group, order: r.menu.order, home: r, access: 'owner' as const, labelKey: e.label, icon: e.icon,
  })));

/**
 * docs/domain.md "Left menu": an entry shows to whoever passes its access rule; a group with its role and one entry showing.
 * An owner's pages come first in their group, shown with or without its role, once (a driver who also holds
 * the map's role sees one map).
 */
export const visibleMenu = ({ roles, tipo }: MenuViewer, declared: readonly Home[] = declaredHomes): VisibleGroup[] => {
  const entries = menuEntries(declared).filter((e) => allows(e.access, { roles, tipo_id: tipo }, e.home));
  const own = ownerEntries(tipo, declared).filter((o) => !entries.some((e) => e.path === o.path));
  return MENU_GROUPS.map((g) => ({
    name: g.name,
    labelKey: `app.menu.${g.name}`,
    icon: GROUP_ICONS[g.name],
    entries: [...own, ...(hasRole(roles, g.role) ? entries : [])].filter((e) => e.group === g.name),
  })).filter((g) => g.entries.length > 0);
};
