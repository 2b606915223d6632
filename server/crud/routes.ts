import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { Resource } from '../../src/registry/define';
import { fieldLabelKey } from '../../src/registry/labels';
import { hasRole } from '../../src/registry/roles';
import { createSchema, updateSchema } from '../../src/registry/validation';
import type { CurrentUser } from '../auth/guard';
import { fieldOfColumn } from '../db/naming';
import { checkConstraintName, kindCheckName } from '../db/tables';
import { txOf } from '../db/tx';
import { AppError, forbidden, fromPgError, notFound, validationError } from '../errors';
import { localeFrom } from '../i18n';
import { historyRoute } from './history';
import type { ResourceServer } from './hooks';
import { importRoutes } from './import/route';
import { ownerField, viewsFull } from './owner';
import { type ListParams, isUuid, listPage } from './query';
import { linesFields } from './sql';
import type { Records } from './writeContext';

export const LIST_LIMIT_MAX = 5000;
// Up to 10,000 lines of a record travel in one request.
const LINES_BODY_LIMIT = 16 * 1024 * 1024;

const int = (max: number) => z.coerce.number({ error: 'app.validation.integer' }).int({ error: 'app.validation.integer' })
  .min(1, { error: 'app.validation.too_small' }).max(max, { error: 'app.validation.too_big' });

const listQuery = z.object({
  page: int(1_000_000).default(1),
  limit: int(LIST_LIMIT_MAX).default(25),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC'], { error: 'app.validation.enum' }).transform((o) => o.toLowerCase() as 'asc' | 'desc').optional(),
  q: z.string().max(200, { error: 'app.validation.too_long' }).optional(),
  id: z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v])).optional(),
}).catchall(z.union([z.string().max(200), z.array(z.string().max(200)).max(500)]));

const idParams = z.object({ id: z.string() });

interface Deps {
  pool: pg.Pool;
  records: Records;
  server?: ResourceServer;
}

/** A database refusal that bad input can cause, as the client error it is. */
const clientError = (r: Resource, records: Records, err: unknown): unknown => {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; constraint?: string };
  const check = e.code === '23514' ? r.checks?.find((c) => checkConstraintName(r, c) === e.constraint) : undefined;
  if (check) return validationError({ [check.other]: { message: `app.validation.${check.rule}`, args: { other: { t: fieldLabelKey(r, check.field) } } } });
  const kindChecked = e.code === '23514' ? Object.keys(r.fields).find((f) => kindCheckName(r, f) === e.constraint) : undefined;
  if (kindChecked) return validationError({ [kindChecked]: { message: `app.validation.${r.fields[kindChecked].kind}` } });
  return fromPgError(err, { field: (column) => fieldOfColumn(r, column), resource: records.resourceOfTable }) ?? err;
};

/** The generic v1 routes of one resource (docs/architecture.md "The v1 API contract"). */
export const crudRoutes = (app: FastifyInstance, r: Resource, deps: Deps) => {
  const { records, pool } = deps;
  const base = `/v1/${r.name}`;
  const replaced = new Set(deps.server?.replaces ?? []);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = [r.name];
  const user = (req: FastifyRequest) => req.user as CurrentUser;
  const canView = (req: FastifyRequest) => hasRole(user(req).roles, r.viewRole);
  // Signed-in is checked for every /v1 route by the app; writes also need the view role.
  const requireView = async (req: FastifyRequest) => {
    if (!canView(req)) throw forbidden();
  };
  const ctx = (req: FastifyRequest) => ({ db: txOf(req), user: user(req), records });
  // A driver sees and changes only the records that name them (docs/architecture.md "Owner").
  const ownField = (req: FastifyRequest) => ownerField(r, user(req));
  const seesFull = (req: FastifyRequest) => viewsFull(r, user(req));
  const requireOwn = async (req: FastifyRequest, id: string) => {
    if (ownField(req) && !(await records.read(txOf(req), r, id, { full: false, user: user(req) }))) throw notFound();
  };
  const bodyLimit = linesFields(r).length ? LINES_BODY_LIMIT : undefined;
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      throw clientError(r, records, err);
    }
  };

  if (!replaced.has('list')) {
    routes.get(base, {
      schema: { tags, summary: `List ${r.name}`, querystring: listQuery },
      // Anyone signed in may read the dropdown fields (docs/domain.md "Dropdown lists"); the view role sees everything.
    }, async (req) => {
      const { page, limit, sort, order, q, id, ...filters } = req.query;
      const params: ListParams = { page, limit, sort, order, q, id, filters: filters as ListParams['filters'] };
      const { rows, total } = await listPage(pool, r, r.table, params, seesFull(req), user(req), localeFrom(req.headers['accept-language']), (name) => records.byName.get(name));
      // docs/domain.md "Plain-array lists": bandeiras and fator-calculos answer the rows alone.
      return r.listShape === 'array' ? rows : { data: rows, total };
    });
  }

  if (!replaced.has('get')) {
    routes.get(`${base}/:id`, {
      schema: { tags, summary: `Get one ${r.name} record`, params: idParams },
    }, async (req) => {
      const record = await records.read(pool, r, req.params.id, { full: seesFull(req), user: user(req) });
      if (!record) throw notFound();
      return record;
    });
  }

  if (!replaced.has('create')) {
    routes.post(base, {
      schema: { tags, summary: `Create a ${r.name} record`, body: createSchema(r, { clientId: true }) },
      bodyLimit,
      preHandler: requireView,
    }, async (req, reply) => {
      const { id, ...data } = req.body as Record<string, unknown> & { id?: string };
      const field = ownField(req);
      if (field && data[field] !== user(req).id) throw forbidden();
      const record = await guarded(() => records.create(ctx(req), r, data, { id }));
      reply.code(201);
      return record;
    });
  }

  if (!replaced.has('update')) {
    routes.put(`${base}/:id`, {
      schema: { tags, summary: `Update a ${r.name} record (version must match)`, params: idParams, body: updateSchema(r) },
      bodyLimit,
      preHandler: requireView,
    }, async (req) => {
      if (!isUuid(req.params.id)) throw notFound();
      const { version, id: _id, created_at: _c, updated_at: _u, ...data } = req.body as Record<string, unknown> & { version: number };
      await requireOwn(req, req.params.id);
      const field = ownField(req);
      if (field && data[field] !== undefined && data[field] !== user(req).id) throw forbidden();
      return guarded(() => records.update(ctx(req), r, req.params.id, version, data));
    });
  }

  if (!replaced.has('delete')) {
    routes.delete(`${base}/:id`, {
      schema: { tags, summary: `Delete a ${r.name} record`, params: idParams },
      preHandler: requireView,
    }, async (req) => {
      await requireOwn(req, req.params.id);
      return guarded(() => records.remove(ctx(req), r, req.params.id));
    });
  }

  historyRoute(app, r, { pool, records, requireView });
  importRoutes(app, r, deps);
  deps.server?.routes?.(app, { pool, records });
};
