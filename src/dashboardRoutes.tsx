import { Route } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { ServerErrorPage } from './errors/ErrorPage';
import { NotFoundPage } from './errors/NotFoundPage';

// The charts (@mui/x-charts) come with these pages' chunk, never with the first download.
const page = <K extends 'ConsolidadoPage' | 'ClientesPage' | 'VazioPage' | 'ToConsolidado'>(name: K) =>
  lazyPage(async () => ({ default: (await import('./dashboards/pages'))[name] }));
const Dashboard = (name: 'ordens-servico' | 'transportes' | 'armazenamento') =>
  lazyPage(async () => {
    const { DashboardPage } = await import('./dashboards/pages');
    return { default: () => <DashboardPage name={name} /> };
  });

const OrdensServico = Dashboard('ordens-servico');
const Transportes = Dashboard('transportes');
const Armazenamento = Dashboard('armazenamento');
const Consolidado = page('ConsolidadoPage');
const Clientes = page('ClientesPage');
const Vazio = page('VazioPage');
const ToConsolidado = page('ToConsolidado');

/** Paths these routes answer, so the menu does not give them a "coming soon" page. */
export const DASHBOARD_PATHS = ['/dashboard/ordens-servico', '/dashboard/transportes', '/dashboard/armazenamento', '/dashboard/consolidado'];

/** SPEC 2's template dashboards that open the consolidated view (docs/domain.md "Dashboards"). */
const TO_CONSOLIDADO = [
  '/dashboard/analytics', '/dashboard/analytics/channels', '/dashboard/analytics/overview', '/dashboard/analytics/social-media',
  '/dashboard/analytics/sources', '/dashboard/analytics/users', '/dashboard/crm', '/dashboard/sales',
];

/** The dashboards (docs/architecture.md "Dashboards"), inside the layout. */
export const dashboardRoutes = () => [
  <Route key="ordens-servico" path="/dashboard/ordens-servico" element={<OrdensServico />} />,
  <Route key="transportes" path="/dashboard/transportes" element={<Transportes />} />,
  <Route key="armazenamento" path="/dashboard/armazenamento" element={<Armazenamento />} />,
  <Route key="consolidado" path="/dashboard/consolidado" element={<Consolidado />} />,
  <Route key="clientes" path="/dashboard/clientes" element={<Clientes />} />,
  <Route key="clientes-channels" path="/dashboard/clientes/channels" element={<Clientes />} />,
  <Route key="vazio" path="/dashboard/vazio" element={<Vazio />} />,
  ...TO_CONSOLIDADO.map((path) => <Route key={path} path={path} element={<ToConsolidado />} />),
];

/** The theme's error pages under /template/extras (the bare /404-alt and /500 stay in App.tsx), outside the layout. */
export const templateErrorRoutes = () => [
  <Route key="t404alt" path="/template/extras/404-alt" element={<NotFoundPage />} />,
  <Route key="t500" path="/template/extras/500" element={<ServerErrorPage />} />,
];
