import { createElement } from 'react';
import { defineScreens } from '../../screens/defineScreens';
import type { DashboardName } from './index';
import type dashboards from './index';

// The charts (@mui/x-charts) come with these pages' chunk, never with the first download.
const page = <K extends 'ConsolidadoPage' | 'ClientesPage' | 'VazioPage' | 'ToConsolidado'>(name: K) =>
  async () => ({ default: (await import('../../dashboards/pages'))[name] });
const dashboard = (name: DashboardName) => async () => {
  const { DashboardPage } = await import('../../dashboards/pages');
  return { default: () => createElement(DashboardPage, { name }) };
};

export default defineScreens<typeof dashboards>({
  pages: {
    'ordens-servico': dashboard('ordens-servico'),
    transportes: dashboard('transportes'),
    armazenamento: dashboard('armazenamento'),
    consolidado: page('ConsolidadoPage'),
    clientes: page('ClientesPage'),
    vazio: page('VazioPage'),
    modelos: page('ToConsolidado'),
  },
});
