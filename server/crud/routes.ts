import { count, eq, and, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import { type Resource, toColumnName } from '../../src/registry/define';
import { hasRole } from '../../src/registry/roles';
import { createSchema, updateSchema } from '../../src/registry/validation';
import type { CurrentUser } from '../auth/guard';
import type { Db } from '../db/pool';
import type { AnyTable } from '../db/tables';
import { AppError, conflict, forbidden, fromPgError, notFound, validationError } from '../errors';
import { localeFrom } from '../i18n';
import type { ResourceServer } from './hooks';
import { importRoutes } from './import';
import { type ListParams, isUuid, orderBy, projection, whereClause } from './query';

export const LIST_LIMIT_MAX = 5000;

const listQuery = z.object({
  page: z.coerce.number({ error: 'app.validation.integer' }).int({ error: 'app.validation.integer' }).min(1, { error: 'app.validation.too_small' }).max(1_000_000, { error: 'app.validation.too_big' }).default(1),
  limit: z.coerce.number({ error: 'app.validation.integer' }).int({ error: 'app.validation.integer' }).min(1, { error: 'app.validation.too_small' }).max(LIST_LIMIT_MAX, { error: 'app.validation.too_big' }).default(25),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC'], { error: 'app.validation.enum' }).transform((o) => o.toLowerCase() as 'asc' | 'desc').optional(),
  q: z.string().max(200, { error: 'app.validation.too_long' }).optional(),
  id: z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v])).optional(),
}).catchall(z.union([z.string().max(200), z.array(z.string().max(200)).max(500)]));

const idParams = z.object({ id: z.string() });

interface Deps {
  db: Db;
  pool: pg.Pool;
  tables: Map<string, AnyTable>;
  server?: ResourceServer;
}

const columnToField = (r: Resource) => (column: string) =>
  Object.keys(r.fields).find((f) => toColumnName(f) === column || (r.fields[f].kind === 'password' && column === 'password_hash')) ?? column;

/** Refs that must point to a subset of their target (a user's tipo from the Usuário grupo). */
const checkRefFilters = async (r: Resource, deps: Deps, data: Record<string, unknown>) => {
  const fields: Record<string, { message: string }> = {};
  for (const [name, f] of Object.entries(r.fields)) {
    const value = data[name];
    if (f.kind !== 'ref' || !f.refFilter || !f.ref || typeof value !== 'string') continue;
    const target = deps.tables.get(f.ref);
    if (!target) continue;
    const conds = [eq(target.id, value), ...Object.entries(f.refFilter).map(([k, v]) => eq(target[k], v))];
    const found = await deps.db.select({ id: target.id }).from(target).where(and(...conds)).limit(1);
    if (!found.length) fields[name] = { message: 'app.validation.ref' };
  }
  if (Object.keys(fields).length) throw validationError(fields);
};

/** The generic v1 routes of one resource (ARCHITECTURE "The v1 API contract"). */
export const crudRoutes = (app: FastifyInstance, r: Resource, deps: Deps) => {
  const table = deps.tables.get(r.name)!;
  const base = `/v1/${r.name}`;
  const replaced = new Set(deps.server?.replaces ?? []);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = [r.name];
  const mapPg = (err: unknown) => fromPgError(err, columnToField(r)) ?? err;
  const user = (req: FastifyRequest) => req.user as CurrentUser;
  const canView = (req: FastifyRequest) => hasRole(user(req).roles, r.viewRole);
  // Signed-in is checked for every /v1 route by the app; writes also need the view role.
  const requireView = async (req: FastifyRequest) => {
    if (!canView(req)) throw forbidden();
  };
  const full = projection(r, table, true);

  const findOne = async (id: string, columns = full) => {
    if (!isUuid(id)) return undefined;
    const rows = await deps.db.select(columns).from(table).where(eq(table.id, id)).limit(1);
    return rows[0] as Record<string, unknown> | undefined;
  };

  if (!replaced.has('list')) {
    routes.get(base, {
      schema: { tags, summary: `List ${r.name}`, querystring: listQuery },
      // Anyone signed in may read the dropdown fields (SPEC 3); the view role sees everything.
    }, async (req) => {
      const { page, limit, sort, order, q, id, ...filters } = req.query;
      const params: ListParams = { page, limit, sort, order, q, id, filters: filters as ListParams['filters'] };
      const seesAll = canView(req);
      const where = whereClause(r, table, params, seesAll);
      const [rows, [{ total }]] = await Promise.all([
        deps.db.select(projection(r, table, seesAll)).from(table).where(where)
          .orderBy(...orderBy(r, table, params, seesAll, localeFrom(req.headers['accept-language']))).limit(limit).offset((page - 1) * limit),
        deps.db.select({ total: count() }).from(table).where(where),
      ]);
      // SPEC 7: bandeiras and fator-calculos answer the rows alone.
      return r.listShape === 'array' ? rows : { data: rows, total };
    });
  }

  if (!replaced.has('get')) {
    routes.get(`${base}/:id`, {
      schema: { tags, summary: `Get one ${r.name} record`, params: idParams },
    }, async (req) => {
      const record = await findOne(req.params.id, projection(r, table, canView(req)));
      if (!record) throw notFound();
      return record;
    });
  }

  if (!replaced.has('create')) {
    routes.post(base, {
      schema: { tags, summary: `Create a ${r.name} record`, body: createSchema(r).extend({ id: z.uuid({ error: 'app.validation.ref' }).optional() }) },
      preHandler: requireView,
    }, async (req, reply) => {
      let data = req.body as Record<string, unknown>;
      await checkRefFilters(r, deps, data);
      if (deps.server?.beforeWrite) data = await deps.server.beforeWrite(data, { user: user(req), pool: deps.pool });
      const values = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
      try {
        const [row] = await deps.db.insert(table).values({ ...values, id: (data.id as string) ?? uuidv7() }).returning(full);
        await deps.server?.afterWrite?.(row, { user: user(req), pool: deps.pool });
        return reply.code(201).send(row);
      } catch (err) {
        throw mapPg(err);
      }
    });
  }

  if (!replaced.has('update')) {
    routes.put(`${base}/:id`, {
      schema: { tags, summary: `Update a ${r.name} record (version must match)`, params: idParams, body: updateSchema(r) },
      preHandler: requireView,
    }, async (req) => {
      const { version, id: _id, created_at: _c, updated_at: _u, ...data } = req.body as Record<string, unknown> & { version: number };
      const existing = await findOne(req.params.id);
      if (!existing) throw notFound();
      await checkRefFilters(r, deps, data);
      const changes = deps.server?.beforeWrite
        ? await deps.server.beforeWrite(data, { user: user(req), pool: deps.pool, existing })
        : data;
      const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      try {
        const rows = await deps.db.update(table)
          .set({ ...values, version: sql`${table.version} + 1`, updated_at: sql`now()` })
          .where(and(eq(table.id, req.params.id), eq(table.version, version)))
          .returning(full);
        if (!rows.length) throw conflict('app.errors.conflict_version', { version: { message: 'app.errors.conflict_version' } });
        await deps.server?.afterWrite?.(rows[0], { user: user(req), pool: deps.pool, existing });
        return rows[0];
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw mapPg(err);
      }
    });
  }

  if (!replaced.has('delete')) {
    routes.delete(`${base}/:id`, {
      schema: { tags, summary: `Delete a ${r.name} record`, params: idParams },
      preHandler: requireView,
    }, async (req) => {
      const existing = await findOne(req.params.id);
      if (!existing) throw notFound();
      await deps.server?.beforeDelete?.({ user: user(req), pool: deps.pool, existing });
      try {
        const rows = await deps.db.delete(table).where(eq(table.id, req.params.id)).returning(full);
        if (!rows.length) throw notFound();
        return rows[0];
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw mapPg(err);
      }
    });
  }

  importRoutes(app, r, deps);
  deps.server?.routes?.(app, { pool: deps.pool });
};
