import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { Locale } from '../i18n';
import type { Home } from '../src/registry/area';
import {
  type AnswerSchema, type BodyOf, type HandlerAnswerOf, type OperationDef, type ParamsOf, type QueryOf, type RawBody, operationPath, pathParams,
} from '../src/registry/operations';
import type { CurrentUser } from './auth/guard';
import type { ResourceServer } from './crud/hooks';
import { isUuid } from './crud/query';
import type { Queryable } from './crud/sql';
import type { Records } from './crud/writeContext';
import type { ReadRouting } from './db/readRouting';
import { txOf } from './db/tx';
import { notFound } from './errors';
import { answer, errorAnswers } from './answers';
import { localeFrom } from './i18n';

/**
 * What a handler of a declared operation gets (docs/architecture.md "Operations"): its path
 * parameters (each a UUID), query and body already validated by the declaration's schemas, the
 * caller, and where to read and write: `db` is the request's transaction for a write; for a read,
 * a replica that has the caller's writes, or the primary (server/db/readRouting.ts). `pool` is
 * the primary's, for what must not come from a replica.
 */
export interface OperationContext<O extends OperationDef> {
  params: ParamsOf<O>;
  query: QueryOf<O>;
  body: BodyOf<O>;
  user: CurrentUser;
  db: Queryable;
  pool: pg.Pool;
  records: Records;
  locale: Locale;
  req: FastifyRequest;
  /** Only for what an answer carries besides its body: a status of two, headers. */
  reply: FastifyReply;
}

export type Handler<O extends OperationDef> = (ctx: OperationContext<O>) => Promise<HandlerAnswerOf<O>>;
export type Handlers<Ops> = { [K in keyof Ops]: Ops[K] extends OperationDef ? Handler<Ops[K]> : never };

type RecordOfHome<H> = H extends { fields: object } ? import('../src/registry/define').RecordOf<H> : never;

/** A home's server side: its write hooks (resources) and one handler per declared operation. */
export type HomeServer<H extends Home> = ResourceServer<RecordOfHome<H> & object>
  & (H extends { operations: infer Ops } ? { operations: Handlers<Ops> } : { operations?: undefined });

/** The server side of a home, in `src/resources/<name>/server.ts`: typed by its declaration, so a missing handler fails the typecheck. */
export const defineServer = <H extends Home>(_home: H, server: HomeServer<H>): HomeServer<H> => server;

const isRaw = (body: OperationDef['body']): body is RawBody => !!body && 'raw' in body;

const answerEntry = (description: string, a: AnswerSchema) => (a === 'bytes'
  ? { description: 'The bytes as stored, with their type', content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } } }
  : answer(description, a));

/** The schema Fastify validates a body with: the declared one, or nothing (an empty object at most) where none is declared. */
const bodySchema = (op: OperationDef) => {
  if (isRaw(op.body)) return undefined;
  if (op.body) return op.body;
  if (op.method === 'GET' || op.method === 'DELETE') return undefined;
  return z.strictObject({}, { error: (iss) => (iss.code === 'unrecognized_keys' ? 'app.validation.unknown_field' : 'app.validation.no_body') }).nullish();
};

/**
 * Mounts every declared operation of `home` under /v1 with its access rule (checked by the app
 * for every route, server/app.ts), its schemas (a query parameter or body field not declared is
 * a 400 naming it) and its answers, documented in OpenAPI.
 */
export const operationRoutes = (app: FastifyInstance, home: Home, handlers: Record<string, Handler<OperationDef>> | undefined, deps: { pool: pg.Pool; reads?: ReadRouting; records: Records }) => {
  for (const [name, op] of Object.entries(home.operations ?? {})) {
    const handler = handlers?.[name];
    if (!handler) throw new Error(`${home.name}: operation "${name}" has no handler in src/resources/${home.name}/server.ts`);
    const url = `/v1${operationPath(home.name, op)}`;
    const params = pathParams(url);
    const statuses = Object.keys(op.answers).map(Number);
    const raw = isRaw(op.body) ? op.body : undefined;
    const body = bodySchema(op);
    const route = (scope: FastifyInstance) => scope.route({
      method: op.method,
      url,
      bodyLimit: op.bodyLimit,
      config: { access: op.access, home: home.name },
      schema: {
        tags: [home.name],
        operationId: name,
        summary: op.summary,
        ...(op.description ? { description: op.description } : {}),
        ...(params.length ? { params: z.object(Object.fromEntries(params.map((p) => [p, z.string().meta({ format: 'uuid', description: 'A record id' })]))) } : {}),
        querystring: (op.query ?? z.object({})).strict(),
        ...(body ? { body } : {}),
        ...(raw ? { consumes: [...raw.raw] } : {}),
        response: {
          ...Object.fromEntries(Object.entries(op.answers).map(([status, a]) => [status, answerEntry(op.description ?? op.summary, a as AnswerSchema)])),
          ...errorAnswers({ params: params.length > 0, body: !!(raw || op.body), write: op.method !== 'GET', raw: !!raw }),
        },
      },
      handler: async (req, reply) => {
        const p = (req.params ?? {}) as Record<string, string>;
        // An id that cannot be one names no record.
        if (params.some((n) => !isUuid(p[n]))) throw notFound();
        if (statuses.length === 1) reply.code(statuses[0]);
        const write = op.method !== 'GET';
        const user = req.user as CurrentUser;
        return handler({
          params: p as never,
          query: (req.query ?? {}) as never,
          body: req.body as never,
          user,
          db: write ? txOf(req) : await (deps.reads?.readerFor(user?.id) ?? deps.pool),
          pool: deps.pool,
          records: deps.records,
          locale: localeFrom(req.headers['accept-language']),
          req,
          reply,
        });
      },
    });
    if (!raw) {
      route(app);
      continue;
    }
    // A body sent as it is, for this route only, up to its own limit. A route of every type parses
    // nothing else; one of some types still parses JSON, so its handler can name the wrong type itself.
    app.register(async (scope) => {
      if (raw.raw.includes('*')) scope.removeAllContentTypeParsers();
      const limit = op.bodyLimit;
      scope.addContentTypeParser(raw.raw.includes('*') ? '*' : [...raw.raw], { parseAs: raw.as === 'text' ? 'string' : 'buffer', bodyLimit: limit },
        (_req, b, done) => done(null, b));
      route(scope);
    });
  }
};
