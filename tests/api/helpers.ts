import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AppDeps, buildApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { type Config, loadConfig } from '../../server/config';
import { loadServerCatalogs } from '../../server/i18n';
import { loadResources } from '../../server/registry';
import { createTestDatabase } from './testDatabase';

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
  const db = await createTestDatabase();
  const { pool } = db;
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
    await db.close();
    throw err;
  }
  return {
    app,
    pool,
    url: db.url,
    async login(email = ADMIN.email, password = ADMIN.password) {
      const res = await app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const body = res.json();
      return { access: body.token.access_token, refresh: body.token.refresh_token, user: body.user };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Body = Record<string, unknown>;
type Method = InjectOptions['method'];

export interface SessionOptions {
  config?: Partial<Config>;
  deps?: Partial<AppDeps>;
  prepare?: (app: FastifyInstance) => void;
  /** Headers every `api` call sends (an Accept-Language, say); a call's own headers win. */
  headers?: Record<string, string>;
}

/** A file's test app with the admin signed in, and the calls most files make through it. */
export interface TestSession extends TestApp {
  /** The seeded admin's access token. */
  readonly admin: string;
  /** A call as `as` (the admin by default). */
  api(method: Method, url: string, payload?: unknown, as?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A call that must succeed (under 300); its JSON body. */
  ok(method: Method, url: string, payload?: unknown, as?: string): Promise<Body>;
}

/**
 * The preamble of an API test file, once: registers the beforeAll that clones the template
 * database, builds the app and signs the admin in, and the afterAll that drops it. The object
 * answers for the app made in beforeAll, so a file keeps writing `t.app`, `t.pool`, `t.login()`.
 */
export const signedInApp = (options: SessionOptions = {}): TestSession => {
  let made: TestApp | undefined;
  let admin: string | undefined;
  const current = (): TestApp => {
    if (!made) throw new Error('signedInApp: the app is made in beforeAll; use it in a hook or a test');
    return made;
  };
  beforeAll(async () => {
    made = await createTestApp(options.config, options.deps, options.prepare);
    admin = (await made.login()).access;
  });
  afterAll(async () => { await made?.close(); });

  const session: TestSession = {
    get app() { return current().app; },
    get pool() { return current().pool; },
    get url() { return current().url; },
    get admin() { current(); return admin!; },
    login: (email, password) => current().login(email, password),
    close: () => current().close(),
    api: (method, url, payload, as = session.admin, headers = {}) => current().app.inject({
      method, url, headers: { ...bearer(as), ...options.headers, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Body }),
    }),
    async ok(method, url, payload, as) {
      const res = await session.api(method, url, payload, as);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json();
    },
  };
  return session;
};
