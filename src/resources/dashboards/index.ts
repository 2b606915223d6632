import { z } from 'zod';
import { defineArea } from '../../registry/area';
import { defineOperations } from '../../registry/operations';
import { queryDay, queryId } from '../../registry/query';
import type { Role } from '../../registry/roles';

/**
 * The dashboards (docs/domain.md "Dashboards API", docs/architecture.md "Dashboards"): one call per
 * dashboard, every figure aggregated by PostgreSQL; the consolidated one holds the three.
 * Fractions are 0..1, null when there is nothing to divide by.
 */

/**
 * Each dashboard: who may open it (and hears on the socket that its figures moved), and the homes
 * whose changes move its figures (server/dashboards/*.ts read them).
 */
export const DASHBOARDS = {
  'ordens-servico': {
    role: 'view-dashboard-ordens-servico',
    sources: ['ordens-servico', 'configuracoes', 'clientes'],
    operation: 'getOrdensServicoDashboard',
  },
  transportes: {
    role: 'view-dashboard-transportes',
    sources: ['itinerarios', 'insumos', 'ocorrencias', 'pontos', 'solicitacoes', 'veiculos', 'tipos'],
    operation: 'getTransportesDashboard',
  },
  armazenamento: {
    role: 'view-dashboard-armazenamento',
    sources: ['estoque', 'recebimentos', 'expedicoes', 'entradas', 'agendamentos', 'materiais', 'categorias', 'configuracoes'],
    operation: 'getArmazenamentoDashboard',
  },
  consolidado: { role: 'view-dashboard', sources: [], operation: 'getConsolidadoDashboard' },
} as const satisfies Record<string, { role: Role; sources: readonly string[]; operation: string }>;

export type AnyDashboard = keyof typeof DASHBOARDS;
export type DashboardName = Exclude<AnyDashboard, 'consolidado'>;
export const DASHBOARD_NAMES: readonly DashboardName[] = ['ordens-servico', 'transportes', 'armazenamento'];


const dashboards = defineArea({
  name: 'dashboards',
  viewRole: 'view-dashboard',
  pages: {
    'ordens-servico': { path: '/dashboard/ordens-servico', access: { role: DASHBOARDS['ordens-servico'].role }, menu: { group: 'dashboards', order: 1, icon: 'Assignment' } },
    transportes: { path: '/dashboard/transportes', access: { role: DASHBOARDS.transportes.role }, menu: { group: 'dashboards', order: 2, icon: 'LocalShipping' } },
    armazenamento: { path: '/dashboard/armazenamento', access: { role: DASHBOARDS.armazenamento.role }, menu: { group: 'dashboards', order: 3, icon: 'Warehouse' } },
    consolidado: { path: '/dashboard/consolidado', access: { role: DASHBOARDS.consolidado.role }, menu: { group: 'relatorios', order: 1, icon: 'Summarize' } },
    // docs/domain.md "Dashboard pages": the same figures of one client; an empty dashboard; the theme's others open the consolidated one.
    clientes: { path: '/dashboard/clientes', aliases: ['/dashboard/clientes/channels'], access: { role: DASHBOARDS.consolidado.role } },
    vazio: { path: '/dashboard/vazio', access: 'signedIn' },
    modelos: {
      path: '/dashboard/analytics',
      aliases: [
        '/dashboard/analytics/channels', '/dashboard/analytics/overview', '/dashboard/analytics/social-media',
        '/dashboard/analytics/sources', '/dashboard/analytics/users', '/dashboard/crm', '/dashboard/sales',
      ],
      access: 'signedIn',
    },
  },
});

const periodQuery = z.strictObject({
  de: queryDay.optional().describe('First day, yyyy-MM-dd (30 days before `ate` by default)'),
  ate: queryDay.optional().describe('Last day (today in the settings\' time zone by default)'),
  cliente_id: queryId.optional().describe('Only this client\'s figures'),
});

/** The period an answer used: days in the settings' time zone; series are weekly past 92 days. */
const periodo = z.object({
  de: z.string(), ate: z.string(), fuso_horario: z.string(), dias: z.number().int(),
  granularidade: z.enum(['dia', 'semana']), cliente_id: z.string().nullable(),
});

/** One declared status with its count, label key and colours (docs/domain.md "Status colours"). */
const statusCount = z.object({
  id: z.string(), key: z.string(), label: z.string().describe('Catalog key of the status\' label'), nome: z.string(),
  tom: z.enum(['approved', 'denied', 'neutral']), cor: z.string(), cor_texto: z.string(), total: z.number().int(),
});

/** A point of a series: a day, or a week from `data` to `fim` (cut at the period's end). */
const point = { data: z.string(), fim: z.string() };
const material = { material_id: z.string(), codigo: z.string(), descricao: z.string(), unidade: z.string() };
const fraction = z.number().nullable();

const ordensServico = z.object({
  por_status: z.array(statusCount).describe('Orders opened in the period, by their current status'),
  serie: z.array(z.object({ ...point, abertas: z.number().int(), concluidas: z.number().int() })),
  conclusao: z.object({
    concluidas: z.number().int(), media_horas: z.number().nullable(), no_sla: z.number().int(), sla_horas: z.number(), no_sla_fracao: fraction,
  }).describe('Orders concluded in the period'),
  atrasadas: z.object({
    total: z.number().int(),
    primeiras: z.array(z.object({
      id: z.string(), numero: z.number().int(), data_prevista: z.string(), cliente_id: z.string(), cliente: z.string(), status_id: z.string(),
    })),
  }).describe('Open orders due before `ate`, the oldest due first'),
});

const transportes = z.object({
  itinerarios_hoje: z.object({ data: z.string(), total: z.number().int(), por_status: z.array(statusCount) }).describe('The itineraries of the day `ate`'),
  paradas: z.object({ total: z.number().int(), finalizadas: z.number().int(), finalizadas_fracao: fraction }),
  pontualidade: z.object({ no_prazo: z.number().int(), fora_do_prazo: z.number().int(), sem_janela: z.number().int(), no_prazo_fracao: fraction })
    .describe('Finished stops at a place with a delivery window: on its day and within the window, or not'),
  ocorrencias: z.array(z.object({ ocorrencia_id: z.string(), nome: z.string(), tipo_id: z.string().nullable(), tipo: z.string().nullable(), total: z.number().int() })),
  insumos: z.object({
    total: z.number(), veiculos: z.number().int(),
    por_veiculo: z.array(z.object({ veiculo_id: z.string(), placa: z.string(), total: z.number(), lancamentos: z.number().int() })),
  }).nullable().describe('Supplies not refused, in the period; the 20 costliest vehicles. null under a client filter'),
});

const armazenamento = z.object({
  estoque_por_categoria: z.array(z.object({
    categoria_id: z.string().nullable(), nome: z.string().nullable(), quantidade: z.number(), valor: z.number(), materiais: z.number().int(),
  })).nullable().describe('Current positive balances; null under a client filter'),
  movimentos: z.object({
    serie: z.array(z.object({ ...point, entradas: z.number().nullable(), saidas: z.number() })),
    total: z.object({ entradas: z.number().nullable(), saidas: z.number() }),
  }).describe('Ledger quantities of the period: in (recebimento) and out (expedicao)'),
  agendamentos_hoje: z.object({
    data: z.string(),
    por_doca: z.array(z.object({ doca: z.number().int(), total: z.number().int(), recebimento: z.number().int(), expedicao: z.number().int() })),
  }).describe('Bookings of the day `ate` not cancelled, every dock from 1 to the settings\' `docas`'),
  lotes_vencendo: z.object({
    dias: z.number().int(), total: z.number().int(),
    primeiros: z.array(z.object({ ...material, lote: z.string(), validade: z.string(), quantidade: z.number() })),
  }).nullable().describe('Lots with stock expiring from `ate` to `ate` + 30 days; null under a client filter'),
  bloqueado: z.object({
    total: z.number(), materiais: z.number().int(), por_material: z.array(z.object({ ...material, bloqueada: z.number() })),
  }).nullable().describe('Blocked stock now; the 20 materials with most; null under a client filter'),
});

const header = { as_of: z.string(), periodo };

export const DASHBOARD_ANSWERS = {
  'ordens-servico': ordensServico.extend(header),
  transportes: transportes.extend(header),
  armazenamento: armazenamento.extend(header),
  consolidado: z.object({ ...header, ordens_servico: ordensServico, transportes, armazenamento }),
};

/** The homes whose changes move a dashboard's figures: the consolidated one's are the three's. */
const sourcesOf = (name: AnyDashboard): readonly string[] =>
  (name === 'consolidado' ? [...new Set(DASHBOARD_NAMES.flatMap((d) => DASHBOARDS[d].sources))] : DASHBOARDS[name].sources);

const dashboard = <N extends AnyDashboard>(name: N, summary: string) => ({
  method: 'GET', path: `/dashboards/${name}`, summary, access: { role: DASHBOARDS[name].role }, query: periodQuery,
  answers: { 200: DASHBOARD_ANSWERS[name] }, live: sourcesOf(name),
} as const);

const dashboardsHome = defineOperations(dashboards, {
  [DASHBOARDS['ordens-servico'].operation]: dashboard('ordens-servico', 'Service orders: per status, opened vs concluded per day, overdue, hours to conclusion and SLA'),
  [DASHBOARDS.transportes.operation]: dashboard('transportes', "Transport: the day's itineraries per status, stops finished and on time, occurrences, supplies cost per vehicle"),
  [DASHBOARDS.armazenamento.operation]: dashboard('armazenamento',
    "Warehouse: stock per category, inbound and outbound per day, the day's bookings per dock, expiring lots, blocked stock"),
  [DASHBOARDS.consolidado.operation]: dashboard('consolidado', 'The three dashboards together for one period'),
});

export default dashboardsHome;

export type DashboardAnswer<N extends AnyDashboard> = z.output<(typeof DASHBOARD_ANSWERS)[N]>;
export type OrdensServicoFigures = z.output<typeof ordensServico>;
export type TransportesFigures = z.output<typeof transportes>;
export type ArmazenamentoFigures = z.output<typeof armazenamento>;
export type DashboardPeriod = z.output<typeof periodo>;
export type DashboardStatusCount = z.output<typeof statusCount>;
export type DashboardPoint = z.output<z.ZodObject<typeof point>>;

/** A dashboard's period and client as the browser asks for them. */
export type DashboardQuery = z.input<typeof periodQuery>;

declare module '../../registry/operations' {
  interface Homes {
    dashboards: typeof dashboardsHome;
  }
}
