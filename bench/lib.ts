// What the benchmarks share: a throwaway PostgreSQL, the app over it, a signed-in token, and a
// load generator in a process of its own (so it does not take CPU from the server it measures).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type EmbeddedHandle, startEmbeddedPostgres } from '../server/db/embedded/start';
import { migrate } from '../server/db/migrate';
import { createPool } from '../server/db/pool';
import { seedBase } from '../server/db/seed';
import { loadServerCatalogs } from '../server/i18n';
import { loadResources } from '../server/registry';

export const ADMIN = { email: 'bench@example.com', password: 'bench-password' };
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 20;

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const ms = (n: number) => `${n.toFixed(1)} ms`;

export interface Database {
  url: string;
  pool: pg.Pool;
  stop(): Promise<void>;
}

/** DATABASE_URL's server, or an embedded PostgreSQL of its own; migrated and seeded. */
export const startDatabase = async (): Promise<Database> => {
  let embedded: EmbeddedHandle | undefined;
  let dir: string | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir: dir });
    url = embedded.url;
  }
  const pool = createPool(url, CONNECTIONS);
  await migrate(pool);
  await seedBase(pool, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  return {
    url,
    pool,
    async stop() {
      await pool.end();
      await embedded?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
};

export interface Running {
  app: FastifyInstance;
  base: string;
  token: string;
  /** A JSON call as the bench admin. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/** The app over `db`; with `webRoot`, it serves that built web app too. */
export const startApp = async (db: Database, webRoot?: string): Promise<Running> => {
  await loadServerCatalogs();
  const app = await buildApp({
    config: { ...loadConfig({}), loginMaxFailuresPerAccount: 1000 },
    pool: db.pool,
    resources: await loadResources(),
    connectionString: db.url,
    webRoot,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: ADMIN });
  const token = login.json().token.access_token as string;
  return {
    app,
    base,
    token,
    async call(method, path, body) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => undefined)) as never };
    },
  };
};

export interface Load {
  rps: number;
  /** Requests answered in the run. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon in a child process against one URL; its JSON summary. */
export const load = (url: string, token: string, seconds = SECONDS, connections = CONNECTIONS): Promise<Load> =>
  new Promise((resolve, reject) => {
    const child = spawn('npx', ['autocannon', '--json', '-c', String(connections), '-d', String(seconds), '-H', `authorization=Bearer ${token}`, url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        const r = JSON.parse(out.slice(out.indexOf('{'))) as {
          requests: { average: number; total: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number;
        };
        resolve({ rps: r.requests.average, requests: r.requests.total, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx });
      } catch {
        reject(new Error(`autocannon ended (${code}) without a report: ${out.slice(0, 300)}`));
      }
    });
  });

/** A table of figures, printed under the command that produced them. */
export const report = (title: string, rows: [string, string][]) => {
  console.log(`\n## ${title}`);
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
};

/** SQL as a route sends it: the statements one request runs, in order, with their parameters. */
export interface Statement { text: string; values: unknown[] }

/** A pool stand-in that records what a read function sends (and still answers it from `db`). */
export const recorder = (db: Pick<pg.Pool, 'query'>) => {
  const calls: Statement[] = [];
  const query = (cfg: string | pg.QueryConfig, values?: unknown[]) => {
    calls.push(typeof cfg === 'string' ? { text: cfg, values: values ?? [] } : { text: cfg.text, values: cfg.values ?? [] });
    return db.query(cfg as string, values);
  };
  return { calls, db: { query } as unknown as Pick<pg.Pool, 'query'> };
};

/**
 * The reference of an "API / pg" ratio: a minimal Fastify + pg server (its own pool, no auth, no
 * hooks, no registry, default serialization) whose route `/c/<i>` runs the statements of case i as
 * plain parameterised queries and answers the first one's rows with the last one's count as total.
 */
export const minimalServer = async (url: string, cases: Statement[][]) => {
  const { default: Fastify } = await import('fastify');
  const pool = createPool(url, CONNECTIONS);
  const app = Fastify();
  app.get('/c/:i', async (req) => {
    const statements = cases[Number((req.params as { i: string }).i)];
    const results = [];
    for (const s of statements) results.push(await pool.query(s.text, s.values));
    const last = results[results.length - 1];
    return { data: results[0].rows, total: results.length > 1 ? Number(last.rows[0].n) : results[0].rowCount };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, close: async () => { await app.close(); await pool.end(); } };
};

/** Times of `n` rounds of each function, run in turn within a round so all meet the same machine. */
export const interleaved = async (n: number, fns: (() => Promise<unknown>)[]) => {
  const out = fns.map(() => [] as number[]);
  for (let i = 0; i < n; i++) {
    for (const [k, fn] of fns.entries()) {
      const t0 = performance.now();
      await fn();
      out[k].push(performance.now() - t0);
    }
  }
  return out.map((t) => t.sort((a, b) => a - b));
};

/** A GET that must answer 200, its body read to the end. */
export const getOk = async (url: string, token?: string) => {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
};
