// docs/domain.md "Roles": every role the product knows, by the menu group it opens. A role named anywhere
// else must be one of these.
export const ROLE_GROUPS = {
  admin: ['admin'],
  dashboards: ['view-dashboard', 'view-dashboard-ordens-servico', 'view-dashboard-transportes', 'view-dashboard-armazenamento'],
  configuracoes: ['view-configuracoes', 'view-grupos', 'view-status', 'view-tipos', 'view-categorias'],
  gestao: ['view-gestao', 'view-empresas', 'view-clientes', 'view-users', 'view-fornecedores'],
  transporte: [
    'view-coleta-entrega', 'view-pontos-menu', 'view-rotas-menu', 'view-solicitacoes-menu', 'view-itinerarios-menu',
    'view-veiculos', 'view-ocorrencias', 'view-ordens-servico',
  ],
  armazenamento: [
    'view-armazenamento', 'view-agendamentos', 'view-entradas', 'view-saidas', 'view-produtos', 'view-romaneios',
    'view-motivos-ressalvas',
    // Not a view role (it opens no menu): ships a lot expired or short of the client's minimum shelf
    // life, with a reason kept in the note's history (docs/decisions.md "Shelf life, whole units, drill-downs").
    'liberar-validade',
    // Cycle counts: the menu role counters and supervisors hold; only `aprovar-inventario` sees expected
    // quantities, asks for recounts and approves (docs/decisions.md "Cycle counts").
    'view-inventarios', 'aprovar-inventario',
  ],
} as const;

export const ROLES = Object.values(ROLE_GROUPS).flat();

export type Role = (typeof ROLE_GROUPS)[keyof typeof ROLE_GROUPS][number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Menu groups (docs/domain.md "Left menu"), in menu order, each with the role that opens it. */
export const MENU_GROUPS = [
  { name: 'dashboards', role: 'view-dashboard' },
  { name: 'configuracoes', role: 'view-configuracoes' },
  { name: 'gestao', role: 'view-gestao' },
  { name: 'transporte', role: 'view-coleta-entrega' },
  { name: 'armazenamento', role: 'view-armazenamento' },
  { name: 'relatorios', role: 'view-dashboard' },
] as const satisfies readonly { name: string; role: Role }[];

export type MenuGroup = (typeof MENU_GROUPS)[number]['name'];

export const hasRole = (roles: readonly string[] | undefined, role: Role): boolean =>
  !!roles && (roles.includes('admin') || roles.includes(role));
