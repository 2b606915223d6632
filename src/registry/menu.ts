import { resources as declaredResources } from './browser';
import type { Resource } from './define';
import { MENU_GROUPS, type MenuGroup, type Role, hasRole } from './roles';

export type MenuSubgroup = 'produtos';

/**
 * A place in the left menu (SPEC 2). An entry that opens a declared resource takes its group,
 * view role, label and icon from the declaration; `group`, `role`, `label` and `icon` are given
 * here only while the resource (or page) does not exist yet, and are deleted when it lands.
 */
export interface MenuEntryDef {
  path: string;
  group?: MenuGroup;
  subgroup?: MenuSubgroup;
  /** The resource the entry opens, declared in src/resources or still to come. */
  resource?: string;
  role?: Role;
  /** Translation key of the label. */
  label?: string;
  icon?: string;
}

export interface MenuEntry {
  path: string;
  group: MenuGroup;
  subgroup?: MenuSubgroup;
  resource?: string;
  role: Role;
  labelKey: string;
  icon: string;
  /** True when a declared resource answers the entry. */
  declared: boolean;
}

/** SPEC 2 "Left menu", in menu order. */
export const MENU_ENTRIES: readonly MenuEntryDef[] = [
  { path: '/dashboard/ordens-servico', group: 'dashboards', role: 'view-dashboard-ordens-servico', label: 'app.shell.menu.dashboard_ordens_servico', icon: 'Assignment' },
  { path: '/dashboard/transportes', group: 'dashboards', role: 'view-dashboard-transportes', label: 'app.shell.menu.dashboard_transportes', icon: 'LocalShipping' },
  { path: '/dashboard/armazenamento', group: 'dashboards', role: 'view-dashboard-armazenamento', label: 'app.shell.menu.dashboard_armazenamento', icon: 'Warehouse' },

  { path: '/grupos', resource: 'grupos' },
  { path: '/status', resource: 'status' },
  { path: '/tipos', resource: 'tipos' },
  { path: '/categorias', resource: 'categorias' },
  { path: '/configuracoes', resource: 'configuracoes' },

  { path: '/empresas', resource: 'empresas' },
  { path: '/clientes', resource: 'clientes' },
  { path: '/usuarios', resource: 'usuarios' },
  { path: '/fornecedores', resource: 'fornecedores' },
  { path: '/transportadoras', resource: 'transportadoras' },
  { path: '/destinatarios', resource: 'destinatarios' },

  { path: '/aeroportos', resource: 'aeroportos' },
  { path: '/v2/pontos', resource: 'pontos' },
  { path: '/v2/rotas', resource: 'rotas' },
  { path: '/v2/materiais', resource: 'materiais' },
  { path: '/v2/solicitacoes', resource: 'solicitacoes' },
  { path: '/v2/itinerarios', resource: 'itinerarios' },
  { path: '/veiculos', resource: 'veiculos' },
  { path: '/ocorrencias', resource: 'ocorrencias' },
  { path: '/v2/ordens-servico', resource: 'ordens-servico' },
  { path: '/insumos', resource: 'insumos' },
  { path: '/v2/maps', group: 'transporte', role: 'view-coleta-entrega', label: 'app.shell.menu.maps', icon: 'Map' },

  { path: '/agendamentos', group: 'armazenamento', resource: 'agendamentos', role: 'view-agendamentos', label: 'app.shell.menu.agendamentos', icon: 'EventAvailable' },
  { path: '/entradas', group: 'armazenamento', resource: 'entradas', role: 'view-entradas', label: 'app.shell.menu.entradas', icon: 'MoveToInbox' },
  { path: '/expedicoes', group: 'armazenamento', resource: 'expedicoes', role: 'view-saidas', label: 'app.shell.menu.expedicoes', icon: 'Outbox' },
  { path: '/produtos/saldo-fisico', group: 'armazenamento', subgroup: 'produtos', role: 'view-produtos', label: 'app.shell.menu.saldo_fisico', icon: 'Inventory' },
  { path: '/produtos/saldo-produto-lote', group: 'armazenamento', subgroup: 'produtos', role: 'view-produtos', label: 'app.shell.menu.saldo_produto_lote', icon: 'Layers' },
  { path: '/produtos/saldo-produto-lote-enderecamento', group: 'armazenamento', subgroup: 'produtos', role: 'view-produtos', label: 'app.shell.menu.saldo_produto_lote_enderecamento', icon: 'GridView' },
  { path: '/produtos/status', group: 'armazenamento', subgroup: 'produtos', role: 'view-produtos', label: 'app.shell.menu.produtos_status', icon: 'FactCheck' },
  { path: '/romaneios', group: 'armazenamento', resource: 'romaneios', role: 'view-romaneios', label: 'app.shell.menu.romaneios', icon: 'ReceiptLong' },
  { path: '/motivos-ressalvas', group: 'armazenamento', resource: 'motivos-ressalvas', role: 'view-motivos-ressalvas', label: 'app.shell.menu.motivos_ressalvas', icon: 'Rule' },

  { path: '/dashboard/consolidado', group: 'relatorios', role: 'view-dashboard', label: 'app.shell.menu.consolidado', icon: 'Summarize' },
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

const fromDeclaration = (r: Resource, path: string, def?: MenuEntryDef): MenuEntry => ({
  path,
  group: r.menu.group,
  subgroup: def?.subgroup,
  resource: r.name,
  role: r.viewRole,
  labelKey: `resources.${r.name}.name`,
  icon: r.menu.icon,
  declared: true,
});

/**
 * Every menu entry in order. A declared resource the list does not name joins the end of its
 * declared group, so adding a resource file is enough to reach it from the menu.
 */
export const menuEntries = (declared: readonly Resource[] = declaredResources): MenuEntry[] => {
  const byName = new Map(declared.map((r) => [r.name, r]));
  const listed = MENU_ENTRIES.map((def): MenuEntry => {
    const r = def.resource ? byName.get(def.resource) : undefined;
    if (r) return fromDeclaration(r, def.path, def);
    return {
      path: def.path,
      group: def.group!,
      subgroup: def.subgroup,
      resource: def.resource,
      role: def.role!,
      labelKey: def.label!,
      icon: def.icon!,
      declared: false,
    };
  });
  const named = new Set(MENU_ENTRIES.map((e) => e.resource));
  const unlisted = declared.filter((r) => !named.has(r.name)).map((r) => fromDeclaration(r, `/${r.name}`));
  return MENU_GROUPS.flatMap((g) => [
    ...listed.filter((e) => e.group === g.name),
    ...unlisted.filter((e) => e.group === g.name),
  ]);
};

export interface VisibleGroup {
  name: MenuGroup;
  labelKey: string;
  icon: string;
  entries: MenuEntry[];
}

/** SPEC 2, 6: an entry shows with its own view role; a group with its role and one entry showing. */
export const visibleMenu = (roles: readonly string[], declared: readonly Resource[] = declaredResources): VisibleGroup[] => {
  const entries = menuEntries(declared).filter((e) => hasRole(roles, e.role));
  return MENU_GROUPS.filter((g) => hasRole(roles, g.role))
    .map((g) => ({ name: g.name, labelKey: `app.menu.${g.name}`, icon: GROUP_ICONS[g.name], entries: entries.filter((e) => e.group === g.name) }))
    .filter((g) => g.entries.length > 0);
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
