// `npm run bench -- cluster`: the list and the list search through nginx, with one API instance
// over the primary against two instances with a streaming replica, and the list bench's minimal
// Fastify + pg route behind the same nginx as the reference; interleaved rounds, side by side in
// one run, on Debian's PostgreSQL and nginx as `npm run test:cluster` runs them. Also the share
// of the list statements the replica ran (pg_stat_statements on both servers).
import type pg from 'pg';
import { createPool } from '../server/db/pool';
import { migrate } from '../server/db/migrate';
import { seedBase } from '../server/db/seed';
import { signIn } from '../tests/cluster/client';
import { startInstance } from '../tests/cluster/instances';
import { type Postgres, startPrimary, startReplica } from '../tests/cluster/postgres';
import { type Proxy, startProxy } from '../tests/cluster/proxy';
import { Work } from '../tests/cluster/work';
import { ADMIN, CONNECTIONS, type Load, SECONDS, load, report } from './lib';
import { Q, fillCategorias, minimalRoute } from './list-search';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STATS = ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'];

/** How many times each server ran a statement over categorias since its statistics were reset. */
const listStatements = async (server: Postgres): Promise<number> => {
  const [{ n }] = await server.query<{ n: number }>(
    `SELECT coalesce(sum(calls), 0)::int AS n FROM pg_stat_statements WHERE query ILIKE '%from "categorias"%' OR query ILIKE '%from categorias%'`, [], 'app');
  return n;
};

export const cluster = async () => {
  const work = new Work();
  try {
    const primary = await startPrimary(work, STATS);
    await primary.query('CREATE DATABASE app');
    await primary.query('CREATE EXTENSION pg_stat_statements', [], 'app');
    const pool: pg.Pool = createPool(primary.url('app'));
    await migrate(pool);
    await seedBase(pool, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    await fillCategorias(pool);
    await pool.query('VACUUM ANALYZE categorias');
    await pool.end();
    const replica = await startReplica(work, primary, 'replica', STATS);

    const env = { DATABASE_URL: primary.url('app'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_REQUESTS: 'false', LOG_LEVEL: 'warn' };
    const single = await startInstance(work, 'api-single', env);
    const [c1, c2] = await Promise.all([1, 2].map((n) => startInstance(work, `api-${n}`, { ...env, DATABASE_REPLICA_URL: replica.url('app') })));
    await Promise.all([single, c1, c2].map((i) => i.ready()));
    const minimal = await minimalRoute(primary.url('app'));
    const minimalAt = minimal.base.replace('http://', '');
    const proxies: [string, Proxy][] = [
      ['1 instance, primary only', await startProxy(work, [`127.0.0.1:${single.port}`, `127.0.0.1:${single.port}`])],
      ['2 instances + replica', await startProxy(work, [`127.0.0.1:${c1.port}`, `127.0.0.1:${c2.port}`])],
      ['minimal Fastify + pg route', await startProxy(work, [minimalAt, minimalAt])],
    ];
    const { access } = await signIn(proxies[0][1].base, ADMIN.email, ADMIN.password);
    const paths = {
      list: { api: '/v1/categorias?limit=25', minimal: '/search?limit=25' },
      search: { api: `/v1/categorias?q=${encodeURIComponent(Q)}&limit=25`, minimal: `/search?q=${encodeURIComponent(Q)}&limit=25` },
    };
    const url = (k: number, what: keyof typeof paths) => `${proxies[k][1].base}${k === 2 ? paths[what].minimal : paths[what].api}`;
    // Warm-up, unmeasured: caches, prepared statements, generic plans, the replica's buffers.
    for (const what of ['list', 'search'] as const) for (const k of [0, 1, 2]) await load(url(k, what), access, 2);

    const seconds = Math.max(2, Math.round(SECONDS / 2));
    const runs = new Map<string, Load[]>();
    let onPrimary = 0;
    let onReplica = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const what of ['list', 'search'] as const) {
        for (const k of [0, 1, 2]) {
          const counting = k === 1;
          const before = counting ? await Promise.all([listStatements(primary), listStatements(replica)]) : [0, 0];
          const l = await load(url(k, what), access, seconds);
          if (counting) {
            const after = await Promise.all([listStatements(primary), listStatements(replica)]);
            onPrimary += after[0] - before[0];
            onReplica += after[1] - before[1];
          }
          const key = `${what}: ${proxies[k][0]}`;
          runs.set(key, [...(runs.get(key) ?? []), l]);
        }
      }
    }
    await minimal.close();

    const mean = (ls: Load[], f: 'rps' | 'p50' | 'p99') => ls.reduce((s, l) => s + l[f], 0) / ls.length;
    const rows: [string, string][] = [];
    for (const [key, ls] of runs) {
      const bad = ls.reduce((s, l) => s + l.errors + l.non2xx, 0);
      rows.push([key, `${mean(ls, 'rps').toFixed(0).padStart(6)} req/s   p50 ${mean(ls, 'p50').toFixed(1).padStart(5)} ms   p99 ${mean(ls, 'p99').toFixed(1).padStart(5)} ms${bad ? `   ${bad} errors or non-2xx` : ''}`]);
    }
    for (const what of ['list', 'search'] as const) {
      const rps = (k: number) => mean(runs.get(`${what}: ${proxies[k][0]}`)!, 'rps');
      rows.push([`${what}: API / minimal throughput`, `1 instance ${(rps(0) / rps(2)).toFixed(2)}, 2 instances + replica ${(rps(1) / rps(2)).toFixed(2)}`]);
    }
    rows.push(['replica share of the list statements (2 instances + replica)', `${((100 * onReplica) / Math.max(1, onPrimary + onReplica)).toFixed(1)} % (${onReplica} on the replica, ${onPrimary} on the primary)`]);
    report(`Cluster: GET /v1/categorias (list, and q=${Q}) through nginx over 50,000 rows, ${CONNECTIONS} connections, `
      + `${ROUNDS} interleaved rounds of ${seconds} s; every process on this machine's cores`, rows);
  } finally {
    await work.cleanup();
  }
};
