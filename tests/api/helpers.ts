import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { type Config, loadConfig } from '../../server/config';
import { createPool } from '../../server/db/pool';
import { loadServerCatalogs } from '../../server/i18n';
import { loadResources } from '../../server/registry';
import { withDatabase } from './globalSetup';

export interface TestApp {
  app: FastifyInstance;
  pool: pg.Pool;
  /** The test database, for processes of their own. */
  url: string;
  login(email?: string, password?: string): Promise<{ access: string; refresh: string; user: Record<string, unknown> }>;
  close(): Promise<void>;
}

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

/** A fresh database cloned from the seeded template, and the app over it (no network). */
/** `prepare` runs on the built app before it is made ready (a test adds a route of its own there). */
export const createTestApp = async (
  overrides: Partial<Config> = {}, extra: Partial<AppDeps> = {}, prepare?: (app: FastifyInstance) => void,
): Promise<TestApp> => {
  const serverUrl = inject('templateUrl');
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  const pool = createPool(withDatabase(serverUrl, name), 10);
  await loadServerCatalogs();
  const app = await buildApp({
    config: { ...loadConfig({}), jwtSecret: 'test-secret-with-enough-length-123456', ...overrides },
    pool,
    resources: await loadResources(),
    // TEST_LOG=1 shows the server's errors while a test runs.
    logger: process.env.TEST_LOG ? createLogger('error') : undefined,
    // Every answer of every API test is checked against its declared schema.
    checkAnswers: true,
    ...extra,
  });
  prepare?.(app);
  try {
    await app.ready();
  } catch (err) {
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    throw err;
  }
  return {
    app,
    pool,
    url: withDatabase(serverUrl, name),
    async login(email = ADMIN.email, password = ADMIN.password) {
      const res = await app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const body = res.json();
      return { access: body.token.access_token, refresh: body.token.refresh_token, user: body.user };
    },
    async close() {
      await app.close();
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
