// `npm run bench`: GET /v1/categorias?q=...&limit=25 over 50,000 rows at 20 connections
// (autocannon on loopback, bounded in time), beside the same SQL run directly through pg.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type EmbeddedHandle, startEmbeddedPostgres } from '../server/db/embedded';
import { migrate } from '../server/db/migrate';
import { createPool } from '../server/db/pool';
import { seedBase } from '../server/db/seed';
import { loadServerCatalogs } from '../server/i18n';
import { loadResources } from '../server/registry';

const ROWS = 50_000;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const Q = 'sao paulo';

const CITIES = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Porto Alegre', 'Curitiba', 'Salvador', 'Recife',
  'Fortaleza', 'Manaus', 'Belém', 'Goiânia', 'Campinas', 'São Luís', 'Maceió', 'Natal', 'Teresina', 'João Pessoa',
  'Florianópolis', 'Vitória', 'Cuiabá'];
const GOODS = ['Alimentos', 'Bebidas', 'Eletrônicos', 'Autopeças', 'Farmacêuticos', 'Têxteis', 'Higiene', 'Limpeza',
  'Construção', 'Papelaria'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

let embedded: EmbeddedHandle | undefined;
let dir: string | undefined;
let url = process.env.DATABASE_URL;
if (!url) {
  dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  embedded = await startEmbeddedPostgres({ dataDir: dir });
  url = embedded.url;
}
const pool = createPool(url, CONNECTIONS);
try {
  await migrate(pool);
  await seedBase(pool, { adminEmail: 'bench@example.com', adminPassword: 'bench-password' });
  await pool.query('TRUNCATE categorias');
  await pool.query(
    `INSERT INTO categorias (id, nome, descricao)
     SELECT gen_random_uuid(), ($1::text[])[1 + i % 10] || ' ' || ($2::text[])[1 + (i / 10) % 20] || ' ' || i,
            'Categoria de teste número ' || i
       FROM generate_series(1, $3) AS i`,
    [GOODS, CITIES, ROWS],
  );
  await pool.query('ANALYZE categorias');

  await loadServerCatalogs();
  const app = await buildApp({ config: { ...loadConfig({}), loginMaxFailuresPerAccount: 1000 }, pool, resources: await loadResources() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const login = await app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email: 'bench@example.com', password: 'bench-password' } });
  const token = login.json().token.access_token as string;
  const path = `/v1/categorias?q=${encodeURIComponent(Q)}&limit=25`;
  const sample = await app.inject({ url: path, headers: { authorization: `Bearer ${token}` } });
  const total = sample.json().total as number;

  const api = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  await app.close();

  // The same two statements the list route runs (page and count), concurrently, per request; text
  // sorts in the caller's language (no Accept-Language here: English).
  const where = `WHERE search LIKE '%' || f_unaccent(lower($1)) || '%'`;
  const pageSql = `SELECT id, nome, descricao, created_at, updated_at, version FROM categorias ${where} ORDER BY nome COLLATE "en-x-icu" ASC, id ASC LIMIT 25 OFFSET 0`;
  const countSql = `SELECT count(*) FROM categorias ${where}`;
  const latencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      await Promise.all([pool.query(pageSql, [Q]), pool.query(countSql, [Q])]);
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const sqlRps = latencies.length / elapsed;

  const fmt = (n: number) => n.toFixed(1).padStart(9);
  console.log(`\n$ npm run bench   (GET ${path}; ${ROWS} rows, ${total} match; ${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.log(`${''.padEnd(22)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
  console.log(`${'API (autocannon)'.padEnd(22)}${fmt(api.requests.average)}${fmt(api.latency.p50)}${fmt(api.latency.p99)}`);
  console.log(`${'SQL direct (pg)'.padEnd(22)}${fmt(sqlRps)}${fmt(percentile(latencies, 50))}${fmt(percentile(latencies, 99))}`);
  console.log(`API / SQL throughput ratio: ${(api.requests.average / sqlRps).toFixed(2)}`);
  console.log(`errors: ${api.errors}, non-2xx: ${api.non2xx}`);
} finally {
  await pool.end();
  await embedded?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
