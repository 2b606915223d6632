import type { RecordOf } from '../registry/define';
import type configuracoes from '../resources/configuracoes';
import type empresas from '../resources/empresas';
import type entradas from '../resources/entradas';
import type itinerarios from '../resources/itinerarios';
import type ocorrencias from '../resources/ocorrencias';
import type pontos from '../resources/pontos';
import type rotas from '../resources/rotas';
import type solicitacoes from '../resources/solicitacoes';
import type veiculos from '../resources/veiculos';
import type expedicoes from '../resources/expedicoes';

// What the API answers, typed from the declarations (type imports only: no screen or provider
// loads a declaration module at run time). Answers that join other data declare only what they add.

export type Configuracao = RecordOf<typeof configuracoes>;
export type Empresa = RecordOf<typeof empresas>;
export type Itinerario = RecordOf<typeof itinerarios>;
export type Parada = Itinerario['paradas'][number];
export type Ocorrencia = RecordOf<typeof ocorrencias>;
export type Ponto = RecordOf<typeof pontos>;
export type Rota = RecordOf<typeof rotas>;
export type Solicitacao = RecordOf<typeof solicitacoes>;
export type Veiculo = RecordOf<typeof veiculos>;

/** One itinerary of the tracking board, with the names and counts the board shows. */
export type BoardRow = Pick<Itinerario, 'id' | 'numero' | 'data' | 'status_id'> & {
  /** The status' name. */
  status: string;
  motorista: { id: string; nome: string };
  veiculo: Pick<Veiculo, 'id' | 'placa'>;
  paradas_total: number;
  paradas_finalizadas: number;
  ultima_parada: { ponto: string; finalizado_em: string } | null;
  ocorrencias: { ponto: string; ocorrencia: string; finalizado_em: string }[];
};

/** A place's address block, as its record holds it. */
export type Address = Pick<Ponto, 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'uf' | 'cep'>;

/** The place of a stop as the driver's day carries it: a driver reads no places list. */
export type StopPlace = Address & Pick<Ponto, 'id' | 'codigo' | 'nome_fantazia' | 'latlng' | 'telefone' | 'contato' | 'janela_inicio' | 'janela_fim'>;

/** The driver's itinerary of the day, each stop with its place. */
export type DriverDay = Omit<Itinerario, 'paradas'> & { paradas: (Parada & { ponto: StopPlace | null })[] };

/** A stop on the map: the stop, its itinerary's number, route, driver and plate, its place's name, address and position. */
export type MapStop = Pick<Parada, 'id' | 'ordem' | 'tipo' | 'previsto_em' | 'finalizado_em' | 'ocorrencia_id' | 'ponto_id'>
  & Pick<Itinerario, 'numero' | 'rota_id'> & Pick<Ponto, 'cidade' | 'uf' | 'latlng'>
  & { itinerario_id: string; motorista: string; placa: string; ponto: string; ocorrencia: string | null; endereco: Address };

/** What the driver records when finishing a stop. */
export type StopFinish = Pick<Parada, 'ocorrencia_id' | 'observacao' | 'recebedor_nome' | 'recebedor_documento' | 'lat' | 'lng' | 'foto_id'>
  & { finalizado_em: string };

/** A company that shares another's CNPJ root. */
export type Branch = Pick<Empresa, 'id' | 'razao_social' | 'filial' | 'cnpj' | 'cidade' | 'uf'>;

/** A stored file (delivery photo). */
export interface StoredFile {
  id: string;
  tipo: string;
  tamanho: number;
}

/** One field's change in the audit trail; a password says only that it changed. */
export type Change = { from?: unknown; to?: unknown } | { changed: true };

export interface HistoryEntry {
  id: string;
  action: string;
  user_name: string | null;
  at: string;
  changes: Record<string, Change>;
}

/** A page of a record's history, newest first, with the text of the records its changes refer to. */
export interface HistoryPage {
  data: HistoryEntry[];
  total: number;
  labels: Record<string, string>;
}

/** An import checks every row first (`valid`) and writes them all or none (`imported`). */
export type ImportAnswer<DryRun extends boolean> = DryRun extends true ? { valid: number } : { imported: number };

// Outbound (issue 18): the FEFO pick suggestion and a shipped note.
export type Expedicao = RecordOf<typeof expedicoes>;

/** One lot and bin to pick, and why it was chosen (or skipped) in the caller's language. */
export interface PickLine {
  material_id: string;
  lote: string;
  validade: string | null;
  endereco: string;
  quantidade: number;
  disponivel?: number;
  codigo: string;
  motivo: string;
}

/** GET /v1/expedicoes/sugestao: what to pick, what was skipped, and how much is missing. */
export interface PickSuggestion {
  data: string;
  quantidade: number;
  linhas: PickLine[];
  puladas: PickLine[];
  falta: number;
  mensagem_falta?: string;
}
/** What importing an NF-e would create and match (POST /v1/entradas/nfe?dry_run=true). */
export type { Plan as NfePreview, PlanLine as NfePreviewLine } from '../registry/nfe';
export type Entrada = RecordOf<typeof entradas>;
/** An inventory correction (POST /v1/estoque/ajustes): a signed quantity into one bin, with its reason. */
export interface StockAdjustment {
  material_id: string;
  lote?: string | null;
  validade?: string | null;
  endereco: string;
  quantidade: number;
  bloqueada?: number;
  motivo: string;
}

/** What an adjustment answers: its movement and the bin's balance after it. */
export interface StockAdjustmentAnswer {
  movimentos: string[];
  saldo: { material_id: string; lote: string; endereco: string; validade: string | null; quantidade: number; reservada: number; bloqueada: number };
}
/** One entrada line as the count screen shows it; `quantidade` and `diferenca` only when the count is not blind (issue 18). */
export interface CountLine {
  id: string;
  material_id: string;
  codigo: string;
  descricao: string;
  unidade: string | null;
  lote: string | null;
  validade: string | null;
  contado: number;
  quantidade?: number;
  diferenca?: number;
}

/** `GET /v1/recebimentos/{id}/conferencia`. */
export interface CountSheet {
  id: string;
  status_id: string;
  entrada_id: string;
  cega: boolean;
  linhas: CountLine[];
}

export type Recebimento = RecordOf<typeof import('../resources/recebimentos').default>;

// Dashboards (docs/domain.md "Dashboards API"): `GET /v1/dashboards/{name}?de=&ate=&cliente_id=`.
// Fractions are 0..1, null when there is nothing to divide by.

/** The period an answer used: days in the settings' time zone; series are weekly past 92 days. */
export interface DashboardPeriod {
  de: string;
  ate: string;
  fuso_horario: string;
  dias: number;
  granularidade: 'dia' | 'semana';
  cliente_id: string | null;
}

/** What every dashboard answer starts with: the server's time of the figures and the period. */
export interface DashboardHeader {
  as_of: string;
  periodo: DashboardPeriod;
}

/** One declared status with its count, label key and colours (docs/domain.md "Status colours"). */
export interface DashboardStatusCount {
  id: string;
  key: string;
  /** Catalog key of the status' label: `resources.<resource>.statuses.<key>`. */
  label: string;
  nome: string;
  tom: 'approved' | 'denied' | 'neutral';
  cor: string;
  cor_texto: string;
  total: number;
}

/** A point of a series: a day, or a week from `data` to `fim` (cut at the period's end). */
export interface DashboardPoint {
  data: string;
  fim: string;
}

export interface DashboardMaterial {
  material_id: string;
  codigo: string;
  descricao: string;
  unidade: string;
}

export interface OrdensServicoFigures {
  /** Orders opened in the period, by their current status. */
  por_status: DashboardStatusCount[];
  serie: (DashboardPoint & { abertas: number; concluidas: number })[];
  /** Orders concluded in the period. */
  conclusao: { concluidas: number; media_horas: number | null; no_sla: number; sla_horas: number; no_sla_fracao: number | null };
  /** Open orders due before `ate`, the oldest due first. */
  atrasadas: {
    total: number;
    primeiras: { id: string; numero: number; data_prevista: string; cliente_id: string; cliente: string; status_id: string }[];
  };
}

export interface TransportesFigures {
  /** The itineraries of the day `ate`. */
  itinerarios_hoje: { data: string; total: number; por_status: DashboardStatusCount[] };
  /** The stops of the period's itineraries. */
  paradas: { total: number; finalizadas: number; finalizadas_fracao: number | null };
  /** Finished stops at a place with a delivery window: on its day and within the window, or not. */
  pontualidade: { no_prazo: number; fora_do_prazo: number; sem_janela: number; no_prazo_fracao: number | null };
  ocorrencias: { ocorrencia_id: string; nome: string; tipo_id: string | null; tipo: string | null; total: number }[];
  /** Supplies not refused, in the period; the 20 costliest vehicles. null under a client filter. */
  insumos: { total: number; veiculos: number; por_veiculo: { veiculo_id: string; placa: string; total: number; lancamentos: number }[] } | null;
}

export interface ArmazenamentoFigures {
  /** Current positive balances; null under a client filter (a balance has no client). */
  estoque_por_categoria: { categoria_id: string | null; nome: string | null; quantidade: number; valor: number; materiais: number }[] | null;
  /** Ledger quantities of the period: in (recebimento) and out (expedicao); `entradas` null under a client filter. */
  movimentos: {
    serie: (DashboardPoint & { entradas: number | null; saidas: number })[];
    total: { entradas: number | null; saidas: number };
  };
  /** Bookings of the day `ate` not cancelled, every dock from 1 to the settings' `docas`. */
  agendamentos_hoje: { data: string; por_doca: { doca: number; total: number; recebimento: number; expedicao: number }[] };
  /** Lots (material + lot) with stock expiring from `ate` to `ate` + 30 days; null under a client filter. */
  lotes_vencendo: { dias: number; total: number; primeiros: (DashboardMaterial & { lote: string; validade: string; quantidade: number })[] } | null;
  /** Blocked stock now; the 20 materials with most; null under a client filter. */
  bloqueado: { total: number; materiais: number; por_material: (DashboardMaterial & { bloqueada: number })[] } | null;
}

export type OrdensServicoDashboard = DashboardHeader & OrdensServicoFigures;
export type TransportesDashboard = DashboardHeader & TransportesFigures;
export type ArmazenamentoDashboard = DashboardHeader & ArmazenamentoFigures;
export type ConsolidadoDashboard = DashboardHeader & {
  ordens_servico: OrdensServicoFigures;
  transportes: TransportesFigures;
  armazenamento: ArmazenamentoFigures;
};
