import { stockPagePath } from '../resources/estoque';
import { ledgerPath } from '../stock/pages';

/**
 * Where a figure's click leads (docs/decisions.md "Dashboard pages"): the list behind it with the
 * filter that list reads from its URL (react-admin's `filter` parameter, JSON), and its sort.
 */
export const listLink = (path: string, filter: Record<string, unknown>, sort?: { field: string; order: 'ASC' | 'DESC' }): string => {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  return `${path}?${params.toString()}`;
};

const ORDENS = '/v2/ordens-servico';
const ITINERARIOS = '/v2/itinerarios';

/** The days of a dashboard's period (yyyy-MM-dd, the company's days). */
export interface Days {
  de: string;
  ate: string;
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const client = (clienteId?: string) => (clienteId ? { cliente_id: clienteId } : {});

/**
 * Each link lists exactly the records its figure counts (docs/decisions.md "Shelf life, whole
 * units, drill-downs"): the same period, client and statuses. A day on a date-time filter is the
 * company's whole day (server/crud/query.ts), as the figures count it.
 */
export const drill = {
  /** Service orders opened in the period, of one status. */
  ordensPorStatus: (statusId: string, p: Days, clienteId?: string) =>
    listLink(ORDENS, { status_id: statusId, data_abertura_gte: p.de, data_abertura_lte: p.ate, ...client(clienteId) }),
  /** Service orders concluded in the period. */
  ordensConcluidas: (statusId: string, p: Days, clienteId?: string) =>
    listLink(ORDENS, { status_id: statusId, data_conclusao_gte: p.de, data_conclusao_lte: p.ate, ...client(clienteId) }),
  /** The orders overdue at the period's end: still open and due before it, the most overdue first. */
  ordensAtrasadas: (openStatusIds: readonly string[], p: Days, clienteId?: string) =>
    listLink(ORDENS, { status_id: openStatusIds, data_prevista_lte: dayBefore(p.ate), ...client(clienteId) }, { field: 'data_prevista', order: 'ASC' }),
  ordem: (id: string) => `${ORDENS}/${encodeURIComponent(id)}/show`,
  /** The day's itineraries of one status. */
  itinerarios: (day: string, statusId?: string) => listLink(ITINERARIOS, { data: day, ...(statusId ? { status_id: statusId } : {}) }),
  ocorrencia: (id: string) => `/ocorrencias/${encodeURIComponent(id)}/show`,
  /** A vehicle's supplies of the period. */
  insumosDoVeiculo: (veiculoId: string, p: Days) => listLink('/insumos', { veiculo_id: veiculoId, data_gte: p.de, data_lte: p.ate }),
  /** The ledger's movements of one origin over the days of a series point. */
  movimentos: (origem: 'recebimento' | 'expedicao', de: string, ate: string) =>
    listLink(ledgerPath(), { origem, created_at_gte: de, created_at_lte: ate }),
  /** One dock's bookings of one day that still hold it (`statusIds`: every status but Cancelado). */
  agendamentos: (doca: number, day: string, statusIds: readonly string[], clienteId?: string) =>
    listLink('/agendamentos', { doca, data: day, status_id: statusIds, ...client(clienteId) }),
  estoqueDaCategoria: (categoriaId: string) => listLink(stockPagePath('saldo-fisico'), { categoria_id: categoriaId }),
  lote: (materialId: string, lote: string) => listLink(stockPagePath('saldo-produto-lote'), { material_id: materialId, lote }),
  bloqueado: (materialId: string) => listLink(stockPagePath('status'), { material_id: materialId, status: 'bloqueada' }),
};
