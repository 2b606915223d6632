/**
 * The answers of GET /v1/dashboards/{name} (server/dashboards/*.ts, docs/domain.md "Dashboards API"),
 * as the browser reads them.
 */

export const DASHBOARD_NAMES = ['ordens-servico', 'transportes', 'armazenamento'] as const;
export type DashboardName = (typeof DASHBOARD_NAMES)[number];
export type AnyDashboard = DashboardName | 'consolidado';

export interface DashboardQuery {
  de?: string;
  ate?: string;
  cliente_id?: string;
}

export interface Periodo {
  de: string;
  ate: string;
  fuso_horario: string;
  dias: number;
  granularidade: 'dia' | 'semana';
  cliente_id: string | null;
}

export interface StatusCount {
  id: string;
  key: string;
  /** Catalog key of the status' label. */
  label: string;
  nome: string;
  tom: 'approved' | 'denied' | 'neutral';
  cor: string;
  cor_texto: string;
  total: number;
}

/** A point of a series: its first day and, for a weekly series, its last. */
export interface SeriesPoint {
  data: string;
  fim: string;
}

export interface OrdensServicoFigures {
  por_status: StatusCount[];
  serie: (SeriesPoint & { abertas: number; concluidas: number })[];
  conclusao: { concluidas: number; media_horas: number | null; no_sla: number; sla_horas: number; no_sla_fracao: number | null };
  atrasadas: {
    total: number;
    primeiras: { id: string; numero: number; data_prevista: string; cliente_id: string; cliente: string; status_id: string }[];
  };
}

export interface TransportesFigures {
  itinerarios_hoje: { data: string; total: number; por_status: StatusCount[] };
  paradas: { total: number; finalizadas: number; finalizadas_fracao: number | null };
  pontualidade: { no_prazo: number; fora_do_prazo: number; sem_janela: number; no_prazo_fracao: number | null };
  ocorrencias: { ocorrencia_id: string; nome: string; tipo_id: string | null; tipo: string | null; total: number }[];
  /** null under a client filter. */
  insumos: { total: number; veiculos: number; por_veiculo: { veiculo_id: string; placa: string; total: number; lancamentos: number }[] } | null;
}

type Material = { material_id: string; codigo: string; descricao: string; unidade: string };
export interface ArmazenamentoFigures {
  estoque_por_categoria: { categoria_id: string | null; nome: string | null; quantidade: number; valor: number; materiais: number }[] | null;
  movimentos: {
    serie: (SeriesPoint & { entradas: number | null; saidas: number })[];
    total: { entradas: number | null; saidas: number };
  };
  agendamentos_hoje: { data: string; por_doca: { doca: number; total: number; recebimento: number; expedicao: number }[] };
  lotes_vencendo: { dias: number; total: number; primeiros: (Material & { lote: string; validade: string; quantidade: number })[] } | null;
  bloqueado: { total: number; materiais: number; por_material: (Material & { bloqueada: number })[] } | null;
}

interface Stamped {
  /** When the server computed the figures (ISO instant). */
  as_of: string;
  periodo: Periodo;
}

export type DashboardAnswer<N extends AnyDashboard> = Stamped & (
  N extends 'ordens-servico' ? OrdensServicoFigures
    : N extends 'transportes' ? TransportesFigures
      : N extends 'armazenamento' ? ArmazenamentoFigures
        : { ordens_servico: OrdensServicoFigures; transportes: TransportesFigures; armazenamento: ArmazenamentoFigures });
