import { existsSync } from 'node:fs';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors, jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { Area, Home } from '../src/registry/area';
import type { Resource } from '../src/registry/define';
import { type Access, allows } from '../src/registry/operations';
import { type FieldMessage, isCatalogKey, issueKey } from '../src/registry/validation';
import { accountRoutes } from './auth/account';
import { createAuthenticate } from './auth/guard';
import { createUserCache } from './auth/userCache';
import { type Sleep, authRoutes } from './auth/routes';
import { appSecret, createTokenService } from './auth/tokens';
import { type Config, publicBaseUrl } from './config';
import { crudRoutes } from './crud/routes';
import { fieldOfColumn } from './db/naming';
import { AppError, forbidden, fromPgError } from './errors';
import { localeFrom, translate, translateFields, translateMessage } from './i18n';
import { createRecords } from './crud/records';
import { transactional } from './db/tx';
import { createNotifications } from './db/notifications';
import { createReadRouting } from './db/readRouting';
import { healthRoutes, unavailable } from './health';
import { IDEMPOTENCY_KEEP_DAYS, createIdempotency, pruneIdempotencyKeys } from './idempotency';
import { operationRoutes } from './operations';
import { loadAreas, loadServers } from './registry';
import { realtimeRoutes } from './realtime';
import { RequestLog } from './requestLog';
import { DOCUMENT_ONLY_HEADERS, security } from './security';
import { profileRoutes } from './profile';

export interface AppDeps {
  config: Config;
  pool: pg.Pool;
  resources: Resource[];
  /** Homes without a table of their own (stock, dashboards, files); every one in src/resources by default. */
  areas?: Area[];
  /** Check every answer against its declared schema (the API tests): a mismatch is a 500 naming it. */
  checkAnswers?: boolean;
  /** Where the LISTEN connection of realtime goes; the pool's own by default. */
  connectionString?: string;
  /** How long a socket may stay silent before saying who it is (tests shorten it). */
  socketAuthMs?: number;
  /** Built web app to serve (index.html + assets); absent in API-only tests. */
  webRoot?: string;
  logger?: FastifyBaseLogger;
  /** How failed sign-ins are held back (auth/routes); tests record instead of waiting. */
  sleep?: Sleep;
}

/**
 * Routes open without a token, by name (docs/architecture.md "Permissions"): signing in and its
 * account pages, the API's description, the socket (it says who it is in its first message, see
 * server/realtime.ts) and the web app's files. Every other route declares its access; one that
 * does not stops the start.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'POST /v1/usuarios/auth', 'POST /v1/usuarios/refresh_token', 'POST /v1/usuarios/logout',
  'POST /v1/usuarios/register', 'POST /v1/usuarios/forgot_password', 'POST /v1/usuarios/reset_password',
  'GET /v1/openapi.json', 'GET /v1/socket',
  'GET /v1/docs', 'GET /v1/docs/', 'GET /v1/docs/json', 'GET /v1/docs/yaml', 'GET /v1/docs/uiConfig', 'GET /v1/docs/initOAuth',
  'GET /v1/docs/static/*', 'GET /v1/docs/static/index.html', 'GET /v1/docs/static/swagger-initializer.js',
  'GET /', 'GET /*', 'GET /assets/*',
  'GET /health/live', 'GET /health/ready',
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (src/registry/operations.ts): checked for every request before anything else. */
    access?: Access;
    /** The home whose roles `access` names. */
    home?: string;
  }
}

/** A route as registered, with its access rule: what the route-access test lists. */
export interface RouteAccess {
  method: string;
  url: string;
  access?: Access;
  home?: string;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How OpenAPI describes the header every signed-in write accepts (docs/architecture.md "Idempotency keys"). */
const IDEMPOTENCY_HEADER = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string', minLength: 1, maxLength: 200,
      description: `A key the client makes for this write: sent again (a retry) within ${IDEMPOTENCY_KEEP_DAYS} days, the first answer is replayed and nothing is written twice`,
    },
  },
};

const validationFields = (err: FastifyError): Record<string, FieldMessage> => {
  const fields: Record<string, FieldMessage> = {};
  for (const v of err.validation ?? []) {
    const params = (v.params ?? {}) as Record<string, unknown>;
    const keys = params.keys as string[] | undefined;
    const message = isCatalogKey(v.message) ? v.message : 'app.validation.invalid';
    const path = v.instancePath.split('/').filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    if (v.keyword === 'unrecognized_keys' && keys) {
      for (const k of keys) fields[issueKey([...path, k])] ??= { message: 'app.validation.unknown_field', args: { field: k } };
      continue;
    }
    const field = issueKey(path);
    // A rule between fields (zod's custom issue) carries its own arguments: the other field's label.
    const args: Record<string, unknown> = { ...(params.params as Record<string, unknown> | undefined) };
    if (params.maximum !== undefined) args.max = Number(params.maximum);
    if (params.minimum !== undefined) args.min = Number(params.minimum);
    fields[field] ??= { message, args };
  }
  return fields;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with its access rule. */
    routeAccess: RouteAccess[];
  }
}

/** An answer that does not match its declared schema (found only where answers are checked). */
class AnswerMismatch extends Error {}

/** The zod schema of a route's answer: declared as is, or inside an OpenAPI `content` entry. */
const answerSchemaOf = (schema: unknown): z.ZodType | undefined => {
  if (schema instanceof z.ZodType) return schema;
  const json = (schema as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']?.schema;
  return json instanceof z.ZodType ? json : undefined;
};

export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, pool, resources } = deps;
  const timeout = config.requestTimeout * 1000;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    logController: new RequestLog(config.logRequests),
    // A client that stalls its headers or body gets 408 instead of holding a socket forever;
    // Node checks the deadlines every connectionsCheckingInterval.
    requestTimeout: timeout,
    http: { headersTimeout: timeout, connectionsCheckingInterval: Math.min(1000, timeout) },
    trustProxy: config.trustProxy,
    // While closing, a new request gets our own translated 503 (the onRequest hook below), not Fastify's.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // Arrays in query strings (?id=1&id=2) and nothing more exotic.
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers go out as JSON.stringify makes them; in the API tests each is first checked against
  // its declared schema (docs/decisions.md "Answers checked in the tests").
  app.setSerializerCompiler(({ schema, method, url }) => {
    const zodSchema = answerSchemaOf(schema);
    if (!deps.checkAnswers || !zodSchema) return (data) => JSON.stringify(data);
    return (data) => {
      const checked = zodSchema.safeParse(data);
      if (!checked.success) throw new AnswerMismatch(`${method} ${url}: ${z.prettifyError(checked.error)}`);
      return JSON.stringify(data);
    };
  });
  const routes: RouteAccess[] = [];
  app.decorate('routeAccess', routes);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const named = methods.some((m) => PUBLIC_ROUTES.includes(`${m === 'HEAD' ? 'GET' : m} ${route.url}`));
    if (route.config?.access === undefined && named) route.config = { ...route.config, access: 'public' };
    for (const method of methods) routes.push({ method, url: route.url, access: route.config?.access, home: route.config?.home });
  });
  // A route without a declared access would be open to every signed-in user: the app does not start.
  app.addHook('onReady', async () => {
    const open = routes.filter((r) => r.access === undefined);
    if (open.length) throw new Error(`routes without a declared access: ${open.map((r) => `${r.method} ${r.url}`).join(', ')}`);
  });
  // One LISTEN connection per instance, shared by everything that must hear other instances' commits.
  const notifications = createNotifications(deps.connectionString ?? String(pool.options.connectionString));
  app.addHook('onClose', () => notifications.close());
  // Once close() begins (SIGTERM), new requests are refused with 503 and answers end their connection,
  // while requests in flight finish (docs/architecture.md "Scaling").
  let stopping = false;
  app.addHook('preClose', async () => { stopping = true; });
  app.addHook('onRequest', async (req, reply) => {
    if (stopping && req.url !== '/health/live') {
      reply.header('connection', 'close');
      throw unavailable('app.errors.stopping');
    }
  });
  app.addHook('onSend', async (_req, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  await security(app, pool, config, notifications);
  const areas = deps.areas ?? await loadAreas();
  const homes: Home[] = [...resources, ...areas];
  const homeByName = new Map(homes.map((h) => [h.name, h]));
  const servers = await loadServers(homes);
  const records = createRecords(resources, servers);

  const answerError = (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AnswerMismatch) throw err;
    const locale = localeFrom(req.headers['accept-language']);
    // In the API tests a message the catalogs lack fails the request, so no refusal shows a bare key.
    const known = (text: string) => {
      if (deps.checkAnswers && isCatalogKey(text)) throw new AnswerMismatch(`no catalog entry for ${text}`);
      return text;
    };
    const t = (key: string, args?: Record<string, unknown>) => known(translateMessage(locale, key, args));
    // Every route of a resource is under /v1/<name>/: its fields are named by their labels.
    const resource = records.byName.get(req.routeOptions.url?.split('/')[2] ?? '');
    const fieldsOf = (fields?: Record<string, FieldMessage>) => {
      const out = fields && translateFields(locale, fields, resource);
      if (out) Object.values(out).forEach(known);
      return out;
    };
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send({
        statusCode: err.statusCode,
        error: STATUS_CODES[err.statusCode] ?? 'Error',
        message: t(err.key, err.args),
        fields: fieldsOf(err.fields),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: t('app.errors.validation'),
        fields: fieldsOf(validationFields(err)),
      });
    }
    // A database error that bad input can cause, on a route that did not map it itself.
    const fromPg = fromPgError(err, { field: resource && ((column) => fieldOfColumn(resource, column)), resource: records.resourceOfTable });
    if (fromPg) {
      return reply.code(fromPg.statusCode).send({
        statusCode: fromPg.statusCode,
        error: STATUS_CODES[fromPg.statusCode] ?? 'Error',
        message: t(fromPg.key, fromPg.args),
        fields: fieldsOf(fromPg.fields),
      });
    }
    const status = err.statusCode ?? 500;
    // Fastify's own refusals of a body: too large, or of a type no route takes.
    if (status === 413 || status === 415) {
      const key = status === 413 ? 'app.errors.too_large' : 'app.errors.file_type';
      const max = Math.max(1, Math.round((req.routeOptions.bodyLimit ?? 1024 * 1024) / (1024 * 1024)));
      return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status], message: t(key, { max, type: String(req.headers['content-type'] ?? '?') }) });
    }
    if (status < 500) {
      return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: status === 404 ? t('app.errors.route_not_found') : t('app.errors.bad_request') });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: t('app.errors.internal') });
  };
  app.setErrorHandler((err: FastifyError, req, reply) => {
    try {
      return answerError(err, req, reply);
    } catch (mismatch) {
      // In the API tests, an answer that breaks its declared schema, or a message without its catalog
      // entry, is a 500 that says so: the failing test shows it.
      if (!(mismatch instanceof AnswerMismatch)) throw mismatch;
      return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: mismatch.message });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Logistics back office API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (doc) => {
      const out = jsonSchemaTransform(doc);
      const { route } = doc as unknown as { route: { method: string | string[]; config?: { access?: Access } } };
      // Every signed-in write takes an Idempotency-Key (the hook above): no operation declares it,
      // so the description says it for all of them.
      const write = [route.method].flat().some((m) => WRITES.has(m)) && doc.url.startsWith('/v1/') && route.config?.access !== 'public';
      if (!write || !out.schema || (out.schema as { hide?: boolean }).hide) return out;
      return { ...out, schema: { ...out.schema, headers: IDEMPOTENCY_HEADER } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs' });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const tokens = await createTokenService(pool, {
    secret: config.jwtSecret,
    accessTtl: config.accessTokenTtl,
    refreshTtl: config.refreshTokenTtl,
  });
  const users = createUserCache(pool, notifications);
  const authenticate = createAuthenticate(users, tokens);
  // Every route's declared access, before its input is even read: the caller signs in, then holds the role.
  app.addHook('onRequest', async (req, reply) => {
    const { access, home } = req.routeOptions.config ?? {};
    if (access === 'public') return;
    // A path no route answers: under /v1 it is the API's (401 without a token, then 404); elsewhere a page.
    if (access === undefined && !req.url.startsWith('/v1/')) return;
    await authenticate(req, reply);
    const owner = home ? homeByName.get(home) : undefined;
    if (access !== undefined && !allows(access, req.user, owner ?? { viewRole: 'admin' })) throw forbidden();
  });
  // Reads go to a replica that has the caller's own writes, else to the primary (server/db/readRouting.ts).
  const reads = createReadRouting(pool, config.replicaUrls, { maxLagMs: config.replicaMaxLag * 1000, warn: (msg) => app.log.warn(msg) });
  app.addHook('onClose', () => reads.close());
  // Any write (a role, a deactivation, a sign-out) is answered only after the cache forgot, so the
  // writer's next request is checked against what it committed (server/auth/userCache.ts); with
  // replicas, after the writer's read position passed the commit, so their next read, through any
  // instance, sees it.
  app.addHook('onSend', async (req, reply) => {
    if (!WRITES.has(req.method)) return;
    users.clear();
    if (reads.enabled && req.user && reply.statusCode < 400) {
      await reads.mustSee([req.user.id]).catch((err: Error) => req.log.warn(`read position not kept: ${err.message}`));
    }
  });
  // Every signed-in write runs in one transaction with its audit entry, change notification and
  // idempotency record, and answers only after the commit (server/db/tx.ts).
  const idempotent = createIdempotency(pool);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/v1/') || !methods.some((m) => WRITES.has(m)) || route.config?.access === 'public') return;
    route.handler = transactional(pool, route.handler, idempotent);
  });
  await pruneIdempotencyKeys(pool);

  // Plugins that add hooks (cookies: onRequest and onSend; websocket: onRequest and onResponse) live in scopes
  // of their own with the routes that need them, so every other request skips those hooks.
  const deviceSecret = await appSecret(pool, 'device');
  await app.register(async (scope) => {
    await scope.register(fastifyCookie, { secret: deviceSecret });
    authRoutes(scope, pool, tokens, config, deps.sleep);
  });
  accountRoutes(app, pool, publicBaseUrl(config));
  profileRoutes(app, pool, config, deps.sleep);
  await app.register(async (scope) => realtimeRoutes(scope, {
    pool, tokens, homes, notifications, reads, authMs: deps.socketAuthMs,
  }));
  await notifications.start();
  healthRoutes(app, { pool, stopping: () => stopping });
  for (const r of resources) crudRoutes(app, r, { pool, reads, records, server: servers.get(r.name) });
  for (const h of homes) operationRoutes(app, h, servers.get(h.name)?.operations as never, { pool, reads, records });

  const webRoot = deps.webRoot;
  const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html', webRoot!);
  if (webRoot && existsSync(join(webRoot, 'index.html'))) {
    // Files are looked up per request (wildcard), so a rebuild is served without a restart, as
    // the build's brotli or gzip copy when the browser takes it (vite.config.ts). Hashed assets
    // never change under their name: cached for a year. Everything else (index.html, files a
    // later build adds at the root) is asked for again each time, so a new build is seen at
    // once (docs/architecture.md "Serving the web app").
    const byEncoding = (res: { setHeader(name: string, value: string): unknown }) => res.setHeader('vary', 'accept-encoding');
    await app.register(fastifyStatic, {
      root: join(webRoot, 'assets'), prefix: '/assets/', wildcard: true, index: false, preCompressed: true, decorateReply: false,
      // Immutable: never revalidated, so no validators either. Workers are built as blob: URLs, never served from here.
      maxAge: '365d', immutable: true, etag: false, lastModified: false,
      setHeaders: (res) => {
        byEncoding(res);
        // The plugin hands over the reply's raw response (typed narrower than it is).
        for (const h of DOCUMENT_ONLY_HEADERS) (res as unknown as ServerResponse).removeHeader(h);
      },
    });
    await app.register(fastifyStatic, {
      // Its reply.sendFile serves index.html (sendIndex) with these headers, helmet's whole set included.
      root: webRoot, wildcard: true, index: false, preCompressed: true, cacheControl: false,
      setHeaders: (res) => { byEncoding(res); res.setHeader('cache-control', 'no-cache'); },
    });
    app.get('/', (_req, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((req, reply) => {
    // History-mode routing: any page path is the single-page app; /v1 stays JSON.
    if (webRoot && req.method === 'GET' && !/^\/(v1|assets)\//.test(req.url) && existsSync(join(webRoot, 'index.html'))) {
      return sendIndex(reply.type('text/html'));
    }
    const t = translate(localeFrom(req.headers['accept-language']), 'app.errors.route_not_found');
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: t });
  });
  return app;
};
