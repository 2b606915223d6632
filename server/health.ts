import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { answer, errorBody } from './answers';
import { schemaState } from './db/migrate';
import { AppError } from './errors';
import { withTimeout } from './timeout';

/** A database that does not answer the readiness check within this long counts as unreachable. */
const READY_TIMEOUT_MS = 2000;

/** Refused while stopping or not ready: the client (or the proxy) tries again, here or elsewhere. */
export const unavailable = (key: string) => new AppError(503, key, {}, undefined, { 'retry-after': '1' });

const notReady = { description: 'Not ready: stopping, the database unreachable, or its schema not the one this version runs on', content: { 'application/json': { schema: errorBody } } };

/**
 * Health checks for the proxy and for orchestrators (docs/architecture.md "Scaling"), public by
 * name (server/app.ts) and outside /v1, whose paths the web app's pages never take:
 * `/health/live`, the process answers; `/health/ready`, it may take traffic: not stopping, the
 * database answers, and its migrations are exactly this version's (a rolling update's older
 * instance stops being ready once a newer one has migrated).
 */
export const healthRoutes = (app: FastifyInstance, deps: { pool: pg.Pool; stopping: () => boolean }) => {
  app.get('/health/live', {
    // Outside the v1 API's description, like the web app's pages: proxies and orchestrators call it, not clients.
    schema: { hide: true, tags: ['health'], summary: 'The process answers', response: { 200: answer('Alive', z.object({ status: z.literal('live') })) } },
  }, async () => ({ status: 'live' as const }));

  app.get('/health/ready', {
    schema: {
      hide: true, tags: ['health'], summary: 'The instance may take traffic',
      response: { 200: answer('Ready', z.object({ status: z.literal('ready') })), 503: notReady },
    },
  }, async () => {
    if (deps.stopping()) throw unavailable('app.errors.stopping');
    const state = await withTimeout(schemaState(deps.pool), READY_TIMEOUT_MS)
      .catch(() => { throw unavailable('app.errors.database_unavailable'); });
    if (state.unknown.length) throw unavailable('app.errors.schema_newer');
    if (state.pending.length) throw unavailable('app.errors.schema_pending');
    return { status: 'ready' as const };
  });
};
