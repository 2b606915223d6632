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

export const drill = {
  /** Service orders of one status. */
  ordensPorStatus: (statusId: string, clienteId?: string) => listLink(ORDENS, { status_id: statusId, ...(clienteId ? { cliente_id: clienteId } : {}) }),
  /** The open service orders, the most overdue first: the list marks those past their date. */
  ordensAtrasadas: (openStatusIds: readonly string[], clienteId?: string) =>
    listLink(ORDENS, { status_id: openStatusIds, ...(clienteId ? { cliente_id: clienteId } : {}) }, { field: 'data_prevista', order: 'ASC' }),
  ordem: (id: string) => `${ORDENS}/${encodeURIComponent(id)}/show`,
  /** The day's itineraries of one status. */
  itinerarios: (day: string, statusId?: string) => listLink(ITINERARIOS, { data: day, ...(statusId ? { status_id: statusId } : {}) }),
  ocorrencia: (id: string) => `/ocorrencias/${encodeURIComponent(id)}/show`,
  insumosDoVeiculo: (veiculoId: string) => listLink('/insumos', { veiculo_id: veiculoId }),
  /** The ledger's movements of one origin over the days of a series point. */
  movimentos: (origem: 'recebimento' | 'expedicao', de: string, ate: string) =>
    listLink(ledgerPath(), { origem, created_at_gte: de, created_at_lte: ate }),
  /** One dock's bookings of one day. */
  agendamentos: (doca: number, day: string, clienteId?: string) =>
    listLink('/agendamentos', { doca, data: day, ...(clienteId ? { cliente_id: clienteId } : {}) }),
  estoqueDaCategoria: (categoriaId: string | null) => listLink(stockPagePath('saldo-fisico'), categoriaId ? { categoria_id: categoriaId } : {}),
  lote: (materialId: string, lote: string) => listLink(stockPagePath('saldo-produto-lote'), { material_id: materialId, lote }),
  bloqueado: (materialId: string) => listLink(stockPagePath('status'), { material_id: materialId }),
};
