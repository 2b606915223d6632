import { resources as declaredResources } from './browser';
import type { Resource } from './define';
import { resourceNameKey } from './labels';
import { menuPath } from './resourcePaths';
import { MENU_GROUPS, type MenuGroup, type Role, hasRole } from './roles';

export type MenuSubgroup = 'produtos';

/**
 * A menu entry that is no declared resource (docs/domain.md "Left menu"): a dashboard, the map, a stock page, or a
 * resource still to come (`resource`), whose declaration replaces the entry when it lands.
 */
export interface MenuEntryDef {
  path: string;
  group: MenuGroup;
  /** Place in the group, on the same scale as the declarations' `menu.order`. */
  order: number;
  subgroup?: MenuSubgroup;
  resource?: string;
  role: Role;
  /** Translation key of the label. */
  label: string;
  icon: string;
}

export interface MenuEntry {
  path: string;
  group: MenuGroup;
  order: number;
  subgroup?: MenuSubgroup;
  resource?: string;
  role: Role;
  labelKey: string;
  icon: string;
  /** True when a declared resource answers the entry. */
  declared: boolean;
}

/** docs/domain.md "Left menu" beside the declared resources, by group. */
export const MENU_ENTRIES: readonly MenuEntryDef[] = [
  { path: '/dashboard/ordens-servico', group: 'dashboards', order: 1, role: 'view-dashboard-ordens-servico', label: 'app.shell.menu.dashboard_ordens_servico', icon: 'Assignment' },
  { path: '/dashboard/transportes', group: 'dashboards', order: 2, role: 'view-dashboard-transportes', label: 'app.shell.menu.dashboard_transportes', icon: 'LocalShipping' },
  { path: '/dashboard/armazenamento', group: 'dashboards', order: 3, role: 'view-dashboard-armazenamento', label: 'app.shell.menu.dashboard_armazenamento', icon: 'Warehouse' },

  // After the ten transport resources.
  { path: '/v2/maps', group: 'transporte', order: 11, role: 'view-coleta-entrega', label: 'app.shell.menu.maps', icon: 'Map' },

  { path: '/produtos/saldo-fisico', group: 'armazenamento', order: 4, subgroup: 'produtos', role: 'view-produtos', label: 'app.shell.menu.saldo_fisico', icon: 'Inventory' },
  { path: '/produtos/saldo-produto-lote', group: 'armazenamento', order: 5, subgroup: 'produtos', role: 'view-produtos', label: 'app.shell.menu.saldo_produto_lote', icon: 'Layers' },
  { path: '/produtos/saldo-produto-lote-enderecamento', group: 'armazenamento', order: 6, subgroup: 'produtos', role: 'view-produtos', label: 'app.shell.menu.saldo_produto_lote_enderecamento', icon: 'GridView' },
  { path: '/produtos/status', group: 'armazenamento', order: 7, subgroup: 'produtos', role: 'view-produtos', label: 'app.shell.menu.produtos_status', icon: 'FactCheck' },

  { path: '/dashboard/consolidado', group: 'relatorios', order: 1, role: 'view-dashboard', label: 'app.shell.menu.consolidado', icon: 'Summarize' },
];

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

const fromDeclaration = (r: Resource): MenuEntry => ({
  path: menuPath(r),
  group: r.menu.group,
  order: r.menu.order,
  resource: r.name,
  role: r.viewRole,
  labelKey: resourceNameKey(r.name),
  icon: r.menu.icon,
  declared: true,
});

const fromDef = ({ label, ...def }: MenuEntryDef): MenuEntry => ({ ...def, labelKey: label, declared: false });

/**
 * Every menu entry in order: the declared resources and MENU_ENTRIES, each group sorted by
 * `order`, so a resource file alone places its entry. On equal orders, declarations first.
 */
export const menuEntries = (declared: readonly Resource[] = declaredResources): MenuEntry[] => {
  const names = new Set(declared.map((r) => r.name));
  const entries = [
    ...declared.filter((r) => !r.menu.hidden).map(fromDeclaration),
    ...MENU_ENTRIES.filter((e) => !(e.resource && names.has(e.resource))).map(fromDef),
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
export const ownerEntries = (tipo: string | undefined, declared: readonly Resource[] = declaredResources): MenuEntry[] =>
  declared.filter((r) => !!tipo && r.owner?.tipo === tipo).flatMap((r) => (r.menu.ownerEntries ?? []).map((e) => ({
    path: e.path, group: r.menu.group, order: r.menu.order, resource: r.name, role: r.viewRole, labelKey: e.label, icon: e.icon, declared: true,
  })));

/**
 * docs/domain.md "Left menu": an entry shows with its own view role; a group with its role and one entry showing.
 * An owner's pages come first in their group, shown with or without its role, once (a driver who also holds
 * the map's role sees one map).
 */
export const visibleMenu = ({ roles, tipo }: MenuViewer, declared: readonly Resource[] = declaredResources): VisibleGroup[] => {
  const entries = menuEntries(declared).filter((e) => hasRole(roles, e.role));
  const own = ownerEntries(tipo, declared).filter((o) => !entries.some((e) => e.path === o.path));
  return MENU_GROUPS.map((g) => ({
    name: g.name,
    labelKey: `app.menu.${g.name}`,
    icon: GROUP_ICONS[g.name],
    entries: [...own, ...(hasRole(roles, g.role) ? entries : [])].filter((e) => e.group === g.name),
  })).filter((g) => g.entries.length > 0);
};

/**
 * Entries no declared resource answers yet, each to be routed to the "coming soon" page.
 * `routed` names the paths the app already routes to pages of their own.
 */
export const pendingEntries = (
  routed: readonly string[] = [],
  declared: readonly Resource[] = declaredResources,
): { path: string; labelKey: string }[] =>
  menuEntries(declared)
    .filter((e) => !e.declared && !routed.includes(e.path))
    .map(({ path, labelKey }) => ({ path, labelKey }));
