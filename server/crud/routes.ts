import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { Resource } from '../../src/registry/define';
import { fieldLabelKey } from '../../src/registry/labels';
import { LIST_LIMIT_MAX } from '../../src/registry/limits';
import { paging } from '../../src/registry/query';
import { readSchema, recordSchema } from '../../src/registry/recordSchema';
import { createSchema, updateSchema } from '../../src/registry/validation';
import { answer, errorAnswers } from '../answers';
import type { CurrentUser } from '../auth/guard';
import { fieldOfColumn } from '../db/naming';
import type { ReadRouting } from '../db/readRouting';
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

// Up to 10,000 lines of a record travel in one request.
const LINES_BODY_LIMIT = 16 * 1024 * 1024;

const listQuery = z.object({
  ...paging,
  q: z.string().max(200, { error: 'app.validation.too_long' }).optional(),
  id: z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v])).optional(),
}).catchall(z.union([z.string().max(200), z.array(z.string().max(200)).max(500)]))
  .describe(`Besides paging, sort and q: each declared filter as \`?field=value\` (a ref also as \`?name=\` without \`_id\`); any other parameter is refused. At most ${LIST_LIMIT_MAX} rows a page.`);

const idParams = z.object({ id: z.string().meta({ format: 'uuid', description: 'A record id' }) });

interface Deps {
  pool: pg.Pool;
  /** Where reads go: a replica that has the caller's writes, or the primary (server/db/readRouting.ts). */
  reads: ReadRouting;
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
  const { records, reads } = deps;
  const base = `/v1/${r.name}`;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = [r.name];
  const user = (req: FastifyRequest) => req.user as CurrentUser;
  // Anyone signed in may read the dropdown fields (docs/domain.md "Dropdown lists"); the view role
  // sees everything; writes need the edit role (the view role unless the resource names one).
  const config = <A extends 'signedIn' | 'edit' | 'view'>(access: A) => ({ access, home: r.name });
  const record = recordSchema(r);
  const listed = readSchema(r, { lines: false });
  const read = readSchema(r, { lines: true });
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

  {
    routes.get(base, {
      config: config('signedIn'),
      schema: {
        tags, summary: `List ${r.name}`, querystring: listQuery,
        response: {
          // docs/domain.md "Plain-array lists": bandeiras and fator-calculos answer the rows alone.
          200: answer(`A page of records; a reader without ${r.viewRole} gets each record's dropdown fields only`,
            r.listShape === 'array' ? z.array(listed) : z.object({ data: z.array(listed), total: z.number().int() })),
          ...errorAnswers({}),
        },
      },
    }, async (req) => {
      const { page, limit, sort, order, q, id, ...filters } = req.query;
      const params: ListParams = { page, limit, sort, order, q, id, filters: filters as ListParams['filters'] };
      const { rows, total } = await listPage(await reads.readerFor(user(req).id), r, r.table, params, seesFull(req), user(req), localeFrom(req.headers['accept-language']), (name) => records.byName.get(name));
      // docs/domain.md "Plain-array lists": bandeiras and fator-calculos answer the rows alone.
      return r.listShape === 'array' ? rows : { data: rows, total };
    });
  }

  {
    routes.get(`${base}/:id`, {
      config: config('signedIn'),
      schema: {
        tags, summary: `Get one ${r.name} record`, params: idParams,
        response: { 200: answer(`The record; a reader without ${r.viewRole} gets its dropdown fields only`, read), ...errorAnswers({ params: true }) },
      },
    }, async (req) => {
      const record = await records.read(await reads.readerFor(user(req).id), r, req.params.id, { full: seesFull(req), user: user(req) });
      if (!record) throw notFound();
      return record;
    });
  }

  {
    routes.post(base, {
      config: config('edit'),
      schema: {
        tags, summary: `Create a ${r.name} record`, body: createSchema(r, { clientId: true }),
        response: { 201: answer('The record as stored', record), ...errorAnswers({ body: true, write: true }) },
      },
      bodyLimit,
    }, async (req, reply) => {
      const { id, ...data } = req.body as Record<string, unknown> & { id?: string };
      const field = ownField(req);
      if (field && data[field] !== user(req).id) throw forbidden();
      const record = await guarded(() => records.create(ctx(req), r, data, { id }));
      reply.code(201);
      return record;
    });
  }

  {
    routes.put(`${base}/:id`, {
      config: config('edit'),
      schema: {
        tags, summary: `Update a ${r.name} record (version must match)`, params: idParams, body: updateSchema(r),
        response: { 200: answer('The record as stored', record), ...errorAnswers({ params: true, body: true, write: true }) },
      },
      bodyLimit,
    }, async (req) => {
      if (!isUuid(req.params.id)) throw notFound();
      const { version, id: _id, created_at: _c, updated_at: _u, ...data } = req.body as Record<string, unknown> & { version: number };
      await requireOwn(req, req.params.id);
      const field = ownField(req);
      if (field && data[field] !== undefined && data[field] !== user(req).id) throw forbidden();
      return guarded(() => records.update(ctx(req), r, req.params.id, version, data));
    });
  }

  {
    routes.delete(`${base}/:id`, {
      config: config('edit'),
      schema: {
        tags, summary: `Delete a ${r.name} record`, params: idParams,
        response: { 200: answer('The record as it was', record), ...errorAnswers({ params: true, write: true }) },
      },
    }, async (req) => {
      await requireOwn(req, req.params.id);
      return guarded(() => records.remove(ctx(req), r, req.params.id));
    });
  }

  historyRoute(app, r, { reads, records, config: config('view') });
  importRoutes(app, r, { ...deps, config: config('edit') });
};
