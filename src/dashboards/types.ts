/**
 * The dashboards as the browser names them: every shape comes from their home's declaration
 * (src/resources/dashboards, docs/domain.md "Dashboards API").
 */
export {
  type AnyDashboard, type ArmazenamentoFigures, DASHBOARD_NAMES, type DashboardAnswer, type DashboardName, type DashboardQuery,
  type OrdensServicoFigures, type TransportesFigures,
} from '../resources/dashboards';
export type { DashboardPeriod as Periodo, DashboardPoint as SeriesPoint, DashboardStatusCount as StatusCount } from '../resources/dashboards';
