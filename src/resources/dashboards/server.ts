import type pg from 'pg';
import { armazenamentoFigures } from '../../../server/dashboards/armazenamento';
import { ordensServicoFigures } from '../../../server/dashboards/ordensServico';
import { type Period, periodOf, resolvePeriod } from '../../../server/dashboards/period';
import { transportesFigures } from '../../../server/dashboards/transportes';
import { defineServer } from '../../../server/operations';
import dashboards from './index';

/** One dashboard's answer: the server's time of the figures, the period, then every figure. */
const answer = async <T extends object>(pool: pg.Pool, query: { de?: string; ate?: string; cliente_id?: string }, figures: (pool: pg.Pool, p: Period) => Promise<T>) => {
  const p = await resolvePeriod(pool, query);
  return { as_of: new Date().toISOString(), periodo: periodOf(p), ...(await figures(pool, p)) };
};

export default defineServer(dashboards, {
  operations: {
    getOrdensServicoDashboard: async ({ query, pool }) => answer(pool, query, ordensServicoFigures),
    getTransportesDashboard: async ({ query, pool }) => answer(pool, query, transportesFigures),
    getArmazenamentoDashboard: async ({ query, pool }) => answer(pool, query, armazenamentoFigures),
    getConsolidadoDashboard: async ({ query, pool }) => answer(pool, query, async (db, p) => {
      const [ordens_servico, transportes, armazenamento] = await Promise.all([
        ordensServicoFigures(db, p), transportesFigures(db, p), armazenamentoFigures(db, p),
      ]);
      return { ordens_servico, transportes, armazenamento };
    }),
  },
});
