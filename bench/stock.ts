// The stock pages over 1,000,000 ledger rows and 50,000 balances: each page through the API
// (sequential requests, p50 and p99) against the same SQL straight through pg (server/stock/pages.ts
// with the pool, no HTTP, no auth). Data is made with generate_series: the ledger first, then the
// balances as its sums, so the ledger check holds over it too.
import { cleanSearchIndex } from '../server/db/bulk';
import { verify } from '../server/stock/ledger';
import { type Page, type PageQuery, readLedger, readPage } from '../server/stock/pages';
import { type Database, ms, percentile, report, startApp } from './lib';

const MATERIALS = 5_000;
const PER_MATERIAL = 10;
const MOVES_PER_BALANCE = 20;
const N = Number(process.env.BENCH_STOCK_REQUESTS ?? 200);
const GOAL_P50 = 15;

const timed = async (n: number, fn: () => Promise<unknown>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
};

export const fill = async (db: Database) => {
  const { pool } = db;
  await pool.query('TRUNCATE estoque_reservas, estoque_saldos, estoque_movimentos');
  await pool.query(`DELETE FROM materiais WHERE codigo LIKE 'BSTK-%'`);
  await pool.query(`
    INSERT INTO materiais (id, codigo, descricao, unidade)
    SELECT gen_random_uuid(), 'BSTK-' || lpad(i::text, 5, '0'), 'Material de bancada ' || i, 'UN'
      FROM generate_series(1, $1) AS i`, [MATERIALS]);
  await cleanSearchIndex(pool, 'materiais');
  // Balance k of material m: lot L(k/2), its own bin; 20 movements each, 15 in of 10 and 5 out of 3.
  await pool.query(`
    INSERT INTO estoque_movimentos (id, material_id, lote, validade, endereco, quantidade, bloqueada, origem, created_at)
    SELECT gen_random_uuid(), m.id, 'L' || (k / 2), current_date - 60 + ((m.n * 7 + k * 31) % 800),
           chr(65 + m.n % 8) || '-' || lpad((m.n / 8 % 100)::text, 2, '0') || '-' || lpad(k::text, 2, '0') || '-01',
           CASE WHEN j <= 15 THEN 10 ELSE -3 END, CASE WHEN j = 1 AND k = 0 THEN 2 ELSE 0 END,
           CASE WHEN j <= 15 THEN 'recebimento' ELSE 'expedicao' END, now() - make_interval(days => 400 - j * 20)
      FROM (SELECT id, row_number() OVER (ORDER BY codigo)::int AS n FROM materiais WHERE codigo LIKE 'BSTK-%') m,
           generate_series(0, $1 - 1) AS k, generate_series(1, $2) AS j
     ORDER BY j, m.n, k`, [PER_MATERIAL, MOVES_PER_BALANCE]);
  await pool.query(`
    INSERT INTO estoque_saldos (material_id, lote, endereco, validade, quantidade, bloqueada)
    SELECT material_id, lote, endereco, min(validade), sum(quantidade), sum(bloqueada) FROM estoque_movimentos GROUP BY 1, 2, 3`);
  await pool.query('VACUUM ANALYZE estoque_movimentos, estoque_saldos, materiais');
  const [{ movimentos, saldos }] = (await pool.query<{ movimentos: string; saldos: string }>(
    'SELECT (SELECT count(*) FROM estoque_movimentos) AS movimentos, (SELECT count(*) FROM estoque_saldos) AS saldos')).rows;
  return { movimentos: Number(movimentos), saldos: Number(saldos) };
};

export const stock = async (db: Database) => {
  const { pool } = db;
  const t0 = performance.now();
  const sizes = await fill(db);
  const fillMs = performance.now() - t0;
  const api = await startApp(db);
  const [{ id: material }] = (await pool.query<{ id: string }>(`SELECT id FROM materiais WHERE codigo = 'BSTK-02500'`)).rows;

  const cases: { name: string; path: string; direct: () => Promise<unknown> }[] = [];
  const page = (p: Page, label: string, query: Partial<PageQuery>, qs: string) => cases.push({
    name: `${p} ${label}`,
    path: `/v1/produtos/${p}?limit=25${qs}`,
    direct: () => readPage(pool, p, { page: 1, limit: 25, ...query }),
  });
  for (const p of ['saldo-fisico', 'saldo-produto-lote', 'saldo-produto-lote-enderecamento', 'status'] as const) {
    page(p, '(first page)', {}, '');
  }
  page('saldo-produto-lote', '(expiring in 30 days)', { vencendo_em_dias: 30 }, '&vencendo_em_dias=30');
  page('saldo-produto-lote-enderecamento', '(one material)', { material_id: [material] }, `&material_id=${material}`);
  cases.push({ name: 'estoque-movimentos (first page)', path: '/v1/estoque-movimentos?limit=25', direct: () => readLedger(pool, { page: 1, limit: 25 }) });
  cases.push({
    name: 'estoque-movimentos (one balance)', path: `/v1/estoque-movimentos?limit=25&material_id=${material}&lote=L0&endereco=`,
    direct: () => readLedger(pool, { page: 1, limit: 25, material_id: [material], lote: 'L0' }),
  });

  const rows: [string, string][] = [];
  for (const c of cases) {
    const call = async () => {
      const res = await fetch(`${api.base}${c.path}`, { headers: { authorization: `Bearer ${api.token}` } });
      if (res.status !== 200) throw new Error(`${c.path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    // Warm both: caches, plans.
    await timed(20, call);
    await timed(20, c.direct);
    const a = await timed(N, call);
    const d = await timed(N, c.direct);
    const p50 = percentile(a, 50);
    rows.push([c.name, `API p50 ${ms(p50).padStart(8)}  p99 ${ms(percentile(a, 99)).padStart(8)}   pg p50 ${ms(percentile(d, 50)).padStart(8)}  p99 ${ms(percentile(d, 99)).padStart(8)}   `
      + `pg/API ${(percentile(d, 50) / p50).toFixed(2)}   ${p50 <= GOAL_P50 ? 'ok' : `above ${GOAL_P50} ms`}`]);
  }
  const v0 = performance.now();
  const diff = await verify(pool);
  rows.push(['ledger check (verify, whole ledger)', `${ms(performance.now() - v0)}, ${diff.length} rows differ`]);
  await api.app.close();
  report(`Stock pages: ${sizes.movimentos.toLocaleString('en')} ledger rows, ${sizes.saldos.toLocaleString('en')} balances `
    + `(made in ${(fillMs / 1000).toFixed(1)} s), ${N} sequential requests each (goal API p50 <= ${GOAL_P50} ms, pg/API >= 0.80)`, rows);
};
