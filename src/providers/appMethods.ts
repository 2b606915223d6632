import type { DataProvider, Identifier } from 'react-admin';
import type {
  BoardRow, Branch, Configuracao, CountSheet, DriverDay, Entrada, Expedicao, HistoryPage, ImportAnswer, Itinerario, MapStop, NfePreview,
  PickSuggestion, Recebimento, StockAdjustment, StockAdjustmentAnswer, StopFinish, StoredFile,
} from './answers';
import type { AnyDashboard, DashboardAnswer, DashboardQuery } from '../dashboards/types';
import { type ApiFetch, apiFetch, queryString } from './http';

const segment = (id: Identifier) => encodeURIComponent(String(id));
const idempotent = (key: string) => ({ 'idempotency-key': key });
/** An NF-e goes as the XML itself: a Blob is sent as it is, with its type. */
const xmlBody = (xml: string) => new Blob([xml], { type: 'application/xml' });

/**
 * The API beyond CRUD as named methods of the data provider (docs/architecture.md "Providers"):
 * screens call them through useAppDataProvider(), so the token refresh, react-admin's
 * checkError and any later wrapper (the offline queue) apply to them as to getList.
 * A write takes the Idempotency-Key made when the user acted, so a retried send applies once.
 */
export interface AppMethods {
  /** The tracking board: the itineraries of a day (yyyy-MM-dd) with their progress. */
  getBoard(day: string): Promise<BoardRow[]>;
  /** The signed-in driver's itinerary of a day (today by default), or the one named by id. */
  getMyDay(params?: { id?: string; data?: string }): Promise<DriverDay>;
  /** The stops of a day's itineraries (today by default) with their places' positions. */
  getMapStops(day?: string): Promise<MapStop[]>;
  /** Adds a pickup and a delivery stop for each open request and makes them Planejada. */
  planItinerary(id: Identifier, solicitacaoIds: string[], options: { idempotencyKey: string }): Promise<Itinerario>;
  /** The driver finishes a stop; answers the itinerary as it now is. */
  finishStop(itinerarioId: Identifier, paradaId: Identifier, finish: StopFinish, options: { idempotencyKey: string }): Promise<Itinerario>;
  /** A record's audit trail, newest first. */
  getHistory(resource: string, id: Identifier, options: { limit: number }): Promise<HistoryPage>;
  /** Stores a file as it is (a photo already shrunk) and answers its id. */
  uploadFile(file: Blob, options: { idempotencyKey: string }): Promise<StoredFile>;
  /** A stored file's bytes: an <img> could not send the token. */
  getFile(id: string): Promise<Blob>;
  /** The companies that share this one's CNPJ root. */
  getBranches(empresaId: Identifier): Promise<Branch[]>;
  /** CSV rows of an importable resource: checked only (`dryRun`), or written all or none. */
  importRows<DryRun extends boolean = false>(resource: string, rows: Record<string, unknown>[], options?: { dryRun?: DryRun }): Promise<ImportAnswer<DryRun>>;
  /** The current settings, the first configuracoes row (docs/domain.md "Current settings"); readable by every signed-in user. */
  getCurrentSettings(): Promise<Configuracao | undefined>;
  /** FEFO pick suggestion of a material (issue 18): lots and bins with the reason of each, skipped stock, shortfall. */
  suggestPicking(query: { material_id: string; quantidade: number; cliente_id?: string | null; data?: string | null }): Promise<PickSuggestion>;
  /** Ships an open note: its stock goes out, all lines or none; answers the note as Expedida. */
  confirmShipment(id: Identifier, options: { idempotencyKey: string }): Promise<Expedicao>;
  /** What importing this NF-e XML would create and match (supplier, materials, mappings, lots); writes nothing. */
  previewNfe(xml: string): Promise<NfePreview>;
  /** Imports the NF-e XML: the entrada it created. */
  importNfe(xml: string, options: { idempotencyKey: string }): Promise<Entrada>;
  /** An inventory correction: a ledger movement of origin ajuste (a 409 when it would leave less than nothing). */
  adjustStock(adjustment: StockAdjustment, options: { idempotencyKey: string }): Promise<StockAdjustmentAnswer>;
  /** The count screen of a recebimento: invoiced quantities hidden while a blind count is open. */
  getCount(id: Identifier): Promise<CountSheet>;
  /** Confirms a counted recebimento: posts its stock and closes the entrada. */
  confirmReceipt(id: Identifier, options: { idempotencyKey: string }): Promise<Recebimento>;
  /** One dashboard's figures for a period (days of `de`..`ate`, the last 30 by default), of one client when given. */
  getDashboard<N extends AnyDashboard>(name: N, query?: DashboardQuery): Promise<DashboardAnswer<N>>;
}

export type AppDataProvider = DataProvider & AppMethods;

/** The named calls over a fetch: the plain one, or the one with the offline outbox (src/offline). */
export const appMethodsOf = (send: ApiFetch): AppMethods => ({
  getBoard: (day) => send<{ data: BoardRow[] }>(`/itinerarios/acompanhamento${queryString({ data: day })}`).then((r) => r.data),
  getMyDay: ({ id, data } = {}) => send<DriverDay>(`/itinerarios/meu${queryString({ id, data })}`),
  getMapStops: (day) => send<{ data: MapStop[] }>(`/itinerarios/mapa${queryString({ data: day })}`).then((r) => r.data),
  planItinerary: (id, solicitacaoIds, { idempotencyKey }) => send<Itinerario>(`/itinerarios/${segment(id)}/planejar`, {
    method: 'POST', body: { solicitacao_ids: solicitacaoIds }, headers: idempotent(idempotencyKey),
  }),
  finishStop: (itinerarioId, paradaId, finish, { idempotencyKey }) => send<Itinerario>(
    `/itinerarios/${segment(itinerarioId)}/pontos/${segment(paradaId)}/finalizar`,
    { method: 'PUT', body: finish, headers: idempotent(idempotencyKey) },
  ),
  getHistory: (resource, id, { limit }) => send<HistoryPage>(`/${resource}/${segment(id)}/historico${queryString({ limit })}`),
  uploadFile: (file, { idempotencyKey }) => send<StoredFile>('/arquivos', { method: 'POST', body: file, headers: idempotent(idempotencyKey) }),
  getFile: (id) => send<Blob>(`/arquivos/${segment(id)}`, { as: 'blob' }),
  getBranches: (empresaId) => send<Branch[]>(`/empresas/${segment(empresaId)}/filiais`),
  importRows: <DryRun extends boolean = false>(resource: string, rows: Record<string, unknown>[], { dryRun }: { dryRun?: DryRun } = {}) =>
    send<ImportAnswer<DryRun>>(`/${resource}/import`, { method: 'POST', body: dryRun ? { rows, dry_run: true } : { rows } }),
  getCurrentSettings: () => send<{ data: Configuracao[] }>(`/configuracoes${queryString({ limit: 1 })}`).then((r) => r.data[0]),
  suggestPicking: (query) => send<PickSuggestion>(`/expedicoes/sugestao${queryString(query)}`),
  confirmShipment: (id, { idempotencyKey }) => send<Expedicao>(`/expedicoes/${segment(id)}/confirmar`, {
    method: 'POST', body: {}, headers: idempotent(idempotencyKey),
  }),
  previewNfe: (xml) => send<NfePreview>('/entradas/nfe?dry_run=true', { method: 'POST', body: xmlBody(xml) }),
  importNfe: (xml, { idempotencyKey }) => send<Entrada>('/entradas/nfe', { method: 'POST', body: xmlBody(xml), headers: idempotent(idempotencyKey) }),
  adjustStock: (adjustment, { idempotencyKey }) => send<StockAdjustmentAnswer>('/estoque/ajustes', {
    method: 'POST', body: adjustment, headers: idempotent(idempotencyKey),
  }),
  getCount: (id) => send<CountSheet>(`/recebimentos/${segment(id)}/conferencia`),
  confirmReceipt: (id, { idempotencyKey }) => send<Recebimento>(`/recebimentos/${segment(id)}/confirmar`, { method: 'POST', headers: idempotent(idempotencyKey) }),
  getDashboard: <N extends AnyDashboard>(name: N, query: DashboardQuery = {}) =>
    send<DashboardAnswer<N>>(`/dashboards/${segment(name)}${queryString({ de: query.de, ate: query.ate, cliente_id: query.cliente_id })}`),
});

export const appMethods = appMethodsOf(apiFetch);
