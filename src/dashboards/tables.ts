import { getResource } from '../providers/homes';
import { type Days, drill } from './drill';
import { type FigureRow, type FigureTable, pointLabel } from './figures';
import type { ArmazenamentoFigures, OrdensServicoFigures, StatusCount, TransportesFigures } from './types';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const K = 'resources.dashboards.messages';

/** The figures of a dashboard as tables: the cards, the summaries of the home page and the CSV are made of these. */
export interface Context {
  translate: Translate;
  /** The period the answer covers: its links list the same days. */
  periodo: Days;
  clienteId?: string;
}

const statusRows = (list: StatusCount[], translate: Translate, link: (s: StatusCount) => string | undefined): FigureRow[] =>
  list.map((s) => ({ cells: [translate(s.label, { _: s.nome }), s.total], color: s.cor, link: link(s) }));

const summary = (id: string, rows: FigureRow[]): FigureTable => ({
  id: `${id}-resumo`, title: `${K}.figures.resumo`, columns: [{ label: `${K}.columns.indicador`, kind: 'text' }, { label: `${K}.columns.valor`, kind: 'int' }], rows,
});

/** The open service orders' statuses: every one the declaration does not count as done. */
const openStatusIds = (list: StatusCount[]) => {
  const done = getResource('ordens-servico')?.overdue?.done ?? [];
  return list.filter((s) => !done.includes(s.id)).map((s) => s.id);
};

/** The status the concluded figure counts (server/dashboards/ordensServico.ts: Concluída). */
const concludedLink = ({ periodo, clienteId }: Context) => {
  const id = getResource('ordens-servico')?.statusIds?.concluida;
  return id ? drill.ordensConcluidas(id, periodo, clienteId) : undefined;
};

/** The bookings that hold their dock: every status but Cancelado (the figure's own rule, server/dashboards/armazenamento.ts). */
const liveBookingStatusIds = () => {
  const r = getResource('agendamentos');
  return Object.entries(r?.statusIds ?? {}).filter(([key]) => key !== 'cancelado').map(([, id]) => id);
};

export const ordensServicoTables = (d: OrdensServicoFigures, ctx: Context): FigureTable[] => [
  summary('ordens-servico', [
    { cells: [ctx.translate(`${K}.figures.atrasadas`), d.atrasadas.total], link: drill.ordensAtrasadas(openStatusIds(d.por_status), ctx.periodo, ctx.clienteId) },
    { cells: [ctx.translate(`${K}.figures.concluidas`), d.conclusao.concluidas], link: concludedLink(ctx) },
    { cells: [ctx.translate(`${K}.figures.media_horas`), d.conclusao.media_horas], kind: 'hours' },
    { cells: [ctx.translate(`${K}.figures.no_sla`, { horas: d.conclusao.sla_horas }), d.conclusao.no_sla_fracao], kind: 'percent' },
  ]),
  {
    id: 'ordens-servico-status', title: `${K}.figures.ordens_por_status`,
    columns: [{ label: `${K}.columns.status`, kind: 'text' }, { label: `${K}.columns.total`, kind: 'int' }],
    rows: statusRows(d.por_status, ctx.translate, (s) => drill.ordensPorStatus(s.id, ctx.periodo, ctx.clienteId)),
    chart: { type: 'bar', series: [1] },
  },
  {
    id: 'ordens-servico-serie', title: `${K}.figures.abertas_concluidas`,
    columns: [{ label: `${K}.columns.periodo`, kind: 'text' }, { label: `${K}.columns.abertas`, kind: 'int' }, { label: `${K}.columns.concluidas`, kind: 'int' }],
    rows: d.serie.map((p) => ({ cells: [pointLabel(p), p.abertas, p.concluidas] })),
    chart: { type: 'line', series: [1, 2] },
  },
  {
    id: 'ordens-servico-atrasadas', title: `${K}.figures.atrasadas_lista`,
    columns: [{ label: `${K}.columns.numero`, kind: 'text' }, { label: `${K}.columns.cliente`, kind: 'text' }, { label: `${K}.columns.data_prevista`, kind: 'date' }],
    rows: d.atrasadas.primeiras.map((o) => ({ cells: [String(o.numero), o.cliente, o.data_prevista], link: drill.ordem(o.id) })),
  },
];

// Under a client the itineraries counted are those with one of the client's stops, which no list filters by: no link then.
export const transportesTables = (d: TransportesFigures, { translate: t, periodo, clienteId }: Context): FigureTable[] => [
  summary('transportes', [
    { cells: [t(`${K}.figures.itinerarios_hoje`), d.itinerarios_hoje.total], link: clienteId ? undefined : drill.itinerarios(d.itinerarios_hoje.data) },
    { cells: [t(`${K}.figures.paradas_finalizadas`), d.paradas.finalizadas_fracao], kind: 'percent' },
    { cells: [t(`${K}.figures.no_prazo`), d.pontualidade.no_prazo_fracao], kind: 'percent' },
    ...(d.insumos ? [{ cells: [t(`${K}.figures.insumos_total`), d.insumos.total], kind: 'money' as const }] : []),
  ]),
  {
    id: 'transportes-hoje', title: `${K}.figures.itinerarios_por_status`,
    columns: [{ label: `${K}.columns.status`, kind: 'text' }, { label: `${K}.columns.total`, kind: 'int' }],
    rows: statusRows(d.itinerarios_hoje.por_status, t, (s) => (clienteId ? undefined : drill.itinerarios(d.itinerarios_hoje.data, s.id))),
    chart: { type: 'bar', series: [1] },
  },
  {
    id: 'transportes-pontualidade', title: `${K}.figures.pontualidade`,
    columns: [{ label: `${K}.columns.situacao`, kind: 'text' }, { label: `${K}.columns.paradas`, kind: 'int' }],
    rows: [
      { cells: [t(`${K}.figures.paradas_no_prazo`), d.pontualidade.no_prazo] },
      { cells: [t(`${K}.figures.paradas_fora_do_prazo`), d.pontualidade.fora_do_prazo] },
      { cells: [t(`${K}.figures.paradas_sem_janela`), d.pontualidade.sem_janela] },
      { cells: [t(`${K}.figures.paradas_abertas`), d.paradas.total - d.paradas.finalizadas] },
    ],
    chart: { type: 'pie', series: [1] },
  },
  {
    id: 'transportes-ocorrencias', title: `${K}.figures.ocorrencias`,
    columns: [{ label: `${K}.columns.ocorrencia`, kind: 'text' }, { label: `${K}.columns.tipo`, kind: 'text' }, { label: `${K}.columns.total`, kind: 'int' }],
    rows: d.ocorrencias.map((o) => ({ cells: [o.nome, o.tipo, o.total], link: drill.ocorrencia(o.ocorrencia_id) })),
    chart: { type: 'pie', series: [2] },
  },
  {
    id: 'transportes-insumos', title: `${K}.figures.insumos_por_veiculo`,
    columns: [{ label: `${K}.columns.veiculo`, kind: 'text' }, { label: `${K}.columns.lancamentos`, kind: 'int' }, { label: `${K}.columns.custo`, kind: 'money' }],
    rows: (d.insumos?.por_veiculo ?? []).map((v) => ({ cells: [v.placa, v.lancamentos, v.total], link: drill.insumosDoVeiculo(v.veiculo_id, periodo) })),
    chart: { type: 'bar', series: [2] },
    note: d.insumos ? undefined : `${K}.notes.sem_cliente_insumos`,
  },
];

export const armazenamentoTables = (d: ArmazenamentoFigures, { translate: t, clienteId }: Context): FigureTable[] => [
  summary('armazenamento', [
    ...(d.movimentos.total.entradas === null ? [] : [{ cells: [t(`${K}.figures.entradas_total`), d.movimentos.total.entradas], kind: 'decimal' as const }]),
    { cells: [t(`${K}.figures.saidas_total`), d.movimentos.total.saidas], kind: 'decimal' },
    ...(d.lotes_vencendo ? [{ cells: [t(`${K}.figures.lotes_vencendo_total`, { dias: d.lotes_vencendo.dias }), d.lotes_vencendo.total] }] : []),
    ...(d.bloqueado ? [{ cells: [t(`${K}.figures.bloqueado_total`), d.bloqueado.total], kind: 'decimal' as const }] : []),
  ]),
  {
    id: 'armazenamento-movimentos', title: `${K}.figures.movimentos`,
    columns: [{ label: `${K}.columns.periodo`, kind: 'text' }, { label: `${K}.columns.entradas`, kind: 'decimal' }, { label: `${K}.columns.saidas`, kind: 'decimal' }],
    rows: d.movimentos.serie.map((p) => ({
      cells: [pointLabel(p), p.entradas, p.saidas],
      // A client's shipments are its notes' movements, which the ledger page does not filter by: no link then.
      links: clienteId ? undefined : { 1: drill.movimentos('recebimento', p.data, p.fim), 2: drill.movimentos('expedicao', p.data, p.fim) },
    })),
    chart: { type: 'bar', series: d.movimentos.total.entradas === null ? [2] : [1, 2] },
  },
  {
    id: 'armazenamento-docas', title: `${K}.figures.docas_hoje`,
    columns: [{ label: `${K}.columns.doca`, kind: 'text' }, { label: `${K}.columns.recebimento`, kind: 'int' }, { label: `${K}.columns.expedicao`, kind: 'int' }, { label: `${K}.columns.total`, kind: 'int' }],
    rows: d.agendamentos_hoje.por_doca.map((x) => ({
      cells: [t(`${K}.figures.doca`, { doca: x.doca }), x.recebimento, x.expedicao, x.total],
      link: drill.agendamentos(x.doca, d.agendamentos_hoje.data, liveBookingStatusIds(), clienteId),
    })),
    chart: { type: 'bar', series: [1, 2] },
  },
  {
    id: 'armazenamento-categorias', title: `${K}.figures.estoque_por_categoria`,
    columns: [{ label: `${K}.columns.categoria`, kind: 'text' }, { label: `${K}.columns.materiais`, kind: 'int' }, { label: `${K}.columns.quantidade`, kind: 'decimal' }, { label: `${K}.columns.valor`, kind: 'money' }],
    rows: (d.estoque_por_categoria ?? []).map((c) => ({
      // The stock pages filter by a category, not by the lack of one: the uncategorised row has no link.
      cells: [c.nome ?? t(`${K}.figures.sem_categoria`), c.materiais, c.quantidade, c.valor], link: c.categoria_id ? drill.estoqueDaCategoria(c.categoria_id) : undefined,
    })),
    chart: { type: 'pie', series: [2] },
    note: d.estoque_por_categoria ? undefined : `${K}.notes.sem_cliente_estoque`,
  },
  {
    id: 'armazenamento-vencendo', title: `${K}.figures.lotes_vencendo`,
    columns: [{ label: `${K}.columns.material`, kind: 'text' }, { label: `${K}.columns.lote`, kind: 'text' }, { label: `${K}.columns.validade`, kind: 'date' }, { label: `${K}.columns.quantidade`, kind: 'decimal' }],
    rows: (d.lotes_vencendo?.primeiros ?? []).map((l) => ({ cells: [`${l.codigo} · ${l.descricao}`, l.lote, l.validade, l.quantidade], link: drill.lote(l.material_id, l.lote) })),
    note: d.lotes_vencendo ? undefined : `${K}.notes.sem_cliente_estoque`,
  },
  {
    id: 'armazenamento-bloqueado', title: `${K}.figures.bloqueado`,
    columns: [{ label: `${K}.columns.material`, kind: 'text' }, { label: `${K}.columns.unidade`, kind: 'text' }, { label: `${K}.columns.bloqueada`, kind: 'decimal' }],
    rows: (d.bloqueado?.por_material ?? []).map((m) => ({ cells: [`${m.codigo} · ${m.descricao}`, m.unidade, m.bloqueada], link: drill.bloqueado(m.material_id) })),
    note: d.bloqueado ? undefined : `${K}.notes.sem_cliente_estoque`,
  },
];
