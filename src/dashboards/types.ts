/**
 * The dashboards as the browser names and asks for them. Their answers' shapes live in
 * src/providers/answers.ts (server/dashboards/*.ts, docs/domain.md "Dashboards API").
 */
import type {
  ArmazenamentoFigures, DashboardHeader, DashboardPeriod, DashboardPoint, DashboardStatusCount, OrdensServicoFigures, TransportesFigures,
} from '../providers/answers';

export type { ArmazenamentoFigures, OrdensServicoFigures, TransportesFigures };
export type Periodo = DashboardPeriod;
export type StatusCount = DashboardStatusCount;
export type SeriesPoint = DashboardPoint;

export const DASHBOARD_NAMES = ['ordens-servico', 'transportes', 'armazenamento'] as const;
export type DashboardName = (typeof DASHBOARD_NAMES)[number];
export type AnyDashboard = DashboardName | 'consolidado';

export interface DashboardQuery {
  de?: string;
  ate?: string;
  cliente_id?: string;
}

export type DashboardAnswer<N extends AnyDashboard> = DashboardHeader & (
  N extends 'ordens-servico' ? OrdensServicoFigures
    : N extends 'transportes' ? TransportesFigures
      : N extends 'armazenamento' ? ArmazenamentoFigures
        : { ordens_servico: OrdensServicoFigures; transportes: TransportesFigures; armazenamento: ArmazenamentoFigures });
