// The list search through the API against what a minimal Fastify + pg route would do: a plain
// text query with its parameters (PostgreSQL plans it afresh each time), the same ICU collation,
// the same capped count. Interleaved rounds, so both meet the same machine.
import Fastify from 'fastify';
import { cleanSearchIndex } from '../server/db/bulk';
import { createPool } from '../server/db/pool';
import { nodeCpuMs, postgresCpuMs } from './cpu';
import { CONNECTIONS, type Database, type Load, SECONDS, load, report, startApp } from './lib';

const ROWS = 50_000;
export const Q = 'sao jose';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CITIES = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Porto Alegre', 'Curitiba', 'Salvador', 'Recife',
  'Fortaleza', 'Manaus', 'Belém', 'Goiânia', 'Campinas', 'São Luís', 'São José dos Campos', 'Natal', 'Teresina', 'João Pessoa',
  'Florianópolis', 'Vitória', 'Cuiabá'];
const GOODS = ['Alimentos', 'Bebidas', 'Eletrônicos', 'Autopeças', 'Farmacêuticos', 'Têxteis', 'Higiene', 'Limpeza',
  'Construção', 'Papelaria'];

/** The reference: one route, no auth, no hooks, two plain parameterised queries (`q` absent: the plain list). */
export const minimalRoute = async (url: string, host = '127.0.0.1') => {
  const pool = createPool(url, CONNECTIONS);
  const app = Fastify();
  const where = `WHERE search LIKE '%' || f_unaccent(lower($1)) || '%'`;
  app.get('/search', async (req) => {
    const { q, limit } = req.query as { q?: string; limit: string };
    if (q === undefined) {
      const { rows } = await pool.query(
        `SELECT id, nome, descricao, created_at, updated_at, version FROM categorias
          ORDER BY nome COLLATE "pt-x-icu" ASC, id ASC LIMIT $1 OFFSET 0`, [Number(limit)]);
      const { rows: [{ total }] } = await pool.query('SELECT count(*)::int AS total FROM (SELECT 1 FROM categorias LIMIT 10001) c');
      return { data: rows, total };
    }
    const { rows } = await pool.query(
      `SELECT id, nome, descricao, created_at, updated_at, version FROM categorias ${where}
        ORDER BY nome COLLATE "pt-x-icu" ASC, id ASC LIMIT $2 OFFSET 0`, [q, Number(limit)]);
    const { rows: [{ total }] } = await pool.query(`SELECT count(*)::int AS total FROM (SELECT 1 FROM categorias ${where} LIMIT 10001) c`, [q]);
    return { data: rows, total };
  });
  const base = await app.listen({ port: 0, host });
  return { base, close: async () => { await app.close(); await pool.end(); } };
};

/** The list bench's rows: ROWS categorias named after goods and cities, search index clean. */
export const fillCategorias = async (pool: Database['pool']) => {
  await pool.query('TRUNCATE categorias CASCADE');
  await pool.query(
    `INSERT INTO categorias (id, nome, descricao)
     SELECT gen_random_uuid(), ($1::text[])[1 + i % 10] || ' ' || ($2::text[])[1 + (i / 10) % 20] || ' ' || i,
            'Categoria de teste número ' || i
       FROM generate_series(1, $3) AS i`,
    [GOODS, CITIES, ROWS],
  );
  await cleanSearchIndex(pool, 'categorias');
};

interface Side { loads: Load[]; pgMs: number; nodeMs: number; requests: number }
const side = (): Side => ({ loads: [], pgMs: 0, nodeMs: 0, requests: 0 });

const measure = async (into: Side, url: string, token: string, seconds: number) => {
  const pg0 = postgresCpuMs();
  const node0 = nodeCpuMs();
  const l = await load(url, token, seconds);
  into.pgMs += postgresCpuMs() - pg0;
  into.nodeMs += nodeCpuMs() - node0;
  into.requests += l.requests;
  into.loads.push(l);
};

export const listSearch = async (db: Database) => {
  await fillCategorias(db.pool);

  const api = await startApp(db);
  const minimal = await minimalRoute(db.url);
  const apiUrl = `${api.base}/v1/categorias?q=${encodeURIComponent(Q)}&limit=25`;
  const minimalUrl = `${minimal.base}/search?q=${encodeURIComponent(Q)}&limit=25`;
  const apiTotal = (await api.call<{ total: number }>('GET', `/v1/categorias?q=${encodeURIComponent(Q)}&limit=25`)).body.total;
  const minimalTotal = (await (await fetch(minimalUrl)).json() as { total: number }).total;
  // Both warm up unmeasured first: caches, prepared statements, the switch to generic plans.
  await load(apiUrl, api.token, 2);
  await load(minimalUrl, api.token, 2);
  const a = side();
  const m = side();
  const seconds = Math.max(2, Math.round(SECONDS / 2));
  for (let round = 0; round < ROUNDS; round++) {
    await measure(a, apiUrl, api.token, seconds);
    await measure(m, minimalUrl, api.token, seconds);
  }
  await api.app.close();
  await minimal.close();

  const mean = (s: Side, k: 'rps' | 'p50' | 'p99') => s.loads.reduce((sum, l) => sum + l[k], 0) / s.loads.length;
  const line = (s: Side) =>
    `${mean(s, 'rps').toFixed(0).padStart(6)} req/s   p50 ${mean(s, 'p50').toFixed(1).padStart(5)} ms   p99 ${mean(s, 'p99').toFixed(1).padStart(5)} ms   `
    + `PostgreSQL ${(s.pgMs / s.requests).toFixed(2)} ms CPU/req   Node ${(s.nodeMs / s.requests).toFixed(2)} ms CPU/req`;
  report(`List search: GET /v1/categorias?q=${Q}&limit=25 over ${ROWS.toLocaleString('en')} rows (${apiTotal} match; minimal route ${minimalTotal}), `
    + `${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${seconds} s`, [
    ['API', line(a)],
    ['minimal Fastify + pg route', line(m)],
    ['API / minimal throughput', `${(mean(a, 'rps') / mean(m, 'rps')).toFixed(2)}   (target >= 0.90)`],
    ['API / minimal PostgreSQL CPU', `${((a.pgMs / a.requests) / (m.pgMs / m.requests)).toFixed(2)}   (target <= 1.20)`],
    ['API / minimal Node CPU', `${((a.nodeMs / a.requests) / (m.nodeMs / m.requests)).toFixed(2)}`],
    ['errors, non-2xx', `API ${a.loads.reduce((s, l) => s + l.errors, 0)}, ${a.loads.reduce((s, l) => s + l.non2xx, 0)}; `
      + `minimal ${m.loads.reduce((s, l) => s + l.errors, 0)}, ${m.loads.reduce((s, l) => s + l.non2xx, 0)}`],
  ]);
};
