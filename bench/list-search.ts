// The list search through the API against the same SQL run straight through pg.
import categorias from '../src/resources/categorias';
import { buildList } from '../server/crud/query';
import { selectList } from '../server/crud/sql';
import { cleanSearchIndex } from '../server/db/bulk';
import { CONNECTIONS, type Database, SECONDS, load, percentile, report, startApp } from './lib';

const ROWS = 50_000;
const Q = 'sao paulo';
const CITIES = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Porto Alegre', 'Curitiba', 'Salvador', 'Recife',
  'Fortaleza', 'Manaus', 'Belém', 'Goiânia', 'Campinas', 'São Luís', 'Maceió', 'Natal', 'Teresina', 'João Pessoa',
  'Florianópolis', 'Vitória', 'Cuiabá'];
const GOODS = ['Alimentos', 'Bebidas', 'Eletrônicos', 'Autopeças', 'Farmacêuticos', 'Têxteis', 'Higiene', 'Limpeza',
  'Construção', 'Papelaria'];

export const listSearch = async (db: Database) => {
  const { pool } = db;
  await pool.query('TRUNCATE categorias CASCADE');
  await pool.query(
    `INSERT INTO categorias (id, nome, descricao)
     SELECT gen_random_uuid(), ($1::text[])[1 + i % 10] || ' ' || ($2::text[])[1 + (i / 10) % 20] || ' ' || i,
            'Categoria de teste número ' || i
       FROM generate_series(1, $3) AS i`,
    [GOODS, CITIES, ROWS],
  );
  await cleanSearchIndex(pool, 'categorias');

  const running = await startApp(db);
  const path = `/v1/categorias?q=${encodeURIComponent(Q)}&limit=25`;
  const total = (await running.call<{ total: number }>('GET', path)).body.total;
  // Both sides run once unmeasured first, so neither pays for a cold cache or unprepared statements.
  await load(`${running.base}${path}`, running.token, 2);
  const api = await load(`${running.base}${path}`, running.token);
  await running.app.close();

  // The statements the list route prepares (page, then the capped count: the page is full),
  // run through pg alone by as many concurrent workers.
  const { where, order } = buildList(categorias, { page: 1, limit: 25, q: Q, filters: {} }, true);
  const n = where.values.length;
  const page = { name: 'bench:page', text: `SELECT ${selectList(categorias, true)} FROM categorias t ${where.text} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, values: [...where.values, 25, 0] };
  const count = { name: 'bench:count', text: `SELECT count(*)::int AS total FROM (SELECT 1 FROM categorias t ${where.text} LIMIT 10001) capped`, values: where.values };
  let latencies: number[] = [];
  let deadline = Date.now() + 2000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      await pool.query(page);
      await pool.query(count);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies = [];
  deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const sqlRps = latencies.length / ((performance.now() - started) / 1000);
  latencies.sort((a, b) => a - b);

  const line = (rps: number, p50: number, p99: number) => `${rps.toFixed(0).padStart(6)} req/s   p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms`;
  report(`List search: GET ${path} over ${ROWS.toLocaleString('en')} rows (${total} match), ${CONNECTIONS} connections, ${SECONDS} s each`, [
    ['API (autocannon, own process)', line(api.rps, api.p50, api.p99)],
    ['same SQL through pg', line(sqlRps, percentile(latencies, 50), percentile(latencies, 99))],
    ['API / SQL throughput', `${(api.rps / sqlRps).toFixed(2)}   (target >= 0.90)`],
    ['errors, non-2xx', `${api.errors}, ${api.non2xx}`],
  ]);
};
