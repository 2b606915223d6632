import type { Queryable } from '../../../server/crud/sql';
import { armazenamentoFigures } from '../../../server/dashboards/armazenamento';
import { ordensServicoFigures } from '../../../server/dashboards/ordensServico';
import { type Period, periodOf, resolvePeriod } from '../../../server/dashboards/period';
import { transportesFigures } from '../../../server/dashboards/transportes';
import { defineServer } from '../../../server/operations';
import dashboards from './index';

/** One dashboard's answer: the server's time of the figures, the period, then every figure. */
const answer = async <T extends object>(db: Queryable, query: { de?: string; ate?: string; cliente_id?: string }, figures: (db: Queryable, p: Period) => Promise<T>) => {
  const p = await resolvePeriod(db, query);
  return { as_of: new Date().toISOString(), periodo: periodOf(p), ...(await figures(db, p)) };
};

export default defineServer(dashboards, {
  operations: {
    getOrdensServicoDashboard: async ({ query, db }) => answer(db, query, ordensServicoFigures),
    getTransportesDashboard: async ({ query, db }) => answer(db, query, transportesFigures),
    getArmazenamentoDashboard: async ({ query, db }) => answer(db, query, armazenamentoFigures),
    getConsolidadoDashboard: async ({ query, db }) => answer(db, query, async (db, p) => {
      const [ordens_servico, transportes, armazenamento] = await Promise.all([
        ordensServicoFigures(db, p), transportesFigures(db, p), armazenamentoFigures(db, p),
      ]);
      return { ordens_servico, transportes, armazenamento };
    }),
  },
});
