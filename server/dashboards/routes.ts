import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { type Role, hasRole } from '../../src/registry/roles';
import type { CurrentUser } from '../auth/guard';
import { forbidden } from '../errors';
import { armazenamentoFigures } from './armazenamento';
import { ordensServicoFigures } from './ordensServico';
import { type Period, periodOf, periodQuery, resolvePeriod } from './period';
import { transportesFigures } from './transportes';

/**
 * GET /v1/dashboards/{name}?de=&ate=&cliente_id= (docs/domain.md "Dashboards API"): one request per
 * dashboard, every figure aggregated by PostgreSQL; the consolidated one runs the three side by side.
 */

const DASHBOARDS: Record<string, { role: Role; summary: string; figures: (pool: pg.Pool, p: Period) => Promise<object> }> = {
  'ordens-servico': {
    role: 'view-dashboard-ordens-servico',
    summary: 'Service orders: per status, opened vs concluded per day, overdue, hours to conclusion and SLA',
    figures: ordensServicoFigures,
  },
  transportes: {
    role: 'view-dashboard-transportes',
    summary: "Transport: the day's itineraries per status, stops finished and on time, occurrences, supplies cost per vehicle",
    figures: transportesFigures,
  },
  armazenamento: {
    role: 'view-dashboard-armazenamento',
    summary: "Warehouse: stock per category, inbound and outbound per day, the day's bookings per dock, expiring lots, blocked stock",
    figures: armazenamentoFigures,
  },
  consolidado: {
    role: 'view-dashboard',
    summary: 'The three dashboards together for one period',
    figures: async (pool, p) => {
      const [ordens_servico, transportes, armazenamento] = await Promise.all([
        ordensServicoFigures(pool, p), transportesFigures(pool, p), armazenamentoFigures(pool, p),
      ]);
      return { ordens_servico, transportes, armazenamento };
    },
  },
};

/** Who may open each dashboard: also who hears, on the socket, that its figures moved (server/realtime.ts). */
export const dashboardRole = (name: string): Role | undefined => DASHBOARDS[name]?.role;

export const dashboardRoutes = (app: FastifyInstance, pool: pg.Pool) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, d] of Object.entries(DASHBOARDS)) {
    r.get(`/v1/dashboards/${name}`, {
      schema: { tags: ['dashboards'], summary: d.summary, querystring: periodQuery },
      preHandler: async (req: FastifyRequest) => {
        if (!hasRole((req.user as CurrentUser).roles, d.role)) throw forbidden();
      },
    }, async (req) => {
      const p = await resolvePeriod(pool, req.query);
      return { as_of: new Date().toISOString(), periodo: periodOf(p), ...(await d.figures(pool, p)) };
    });
  }
};
