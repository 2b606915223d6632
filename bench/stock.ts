// The stock pages over 1,000,000 ledger rows and 50,000 balances: each page through the API
// (sequential requests, p50 and p99) against a minimal Fastify + pg route serving the same SQL over
// HTTP (the reference of the ratio), and that SQL's time through pg alone. BENCH_STOCK_PLANS=1
// prints each statement's EXPLAIN (ANALYZE, BUFFERS). Data is made with generate_series: the ledger first, then the
// balances and their summaries as its sums, so the ledger check holds over it too.
import { cleanSearchIndex } from '../server/db/bulk';
import { SUMMARIES, verify } from '../server/stock/ledger';
import type { StockPage } from '../src/resources/estoque';
import { type PageQuery, readLedger, readPage } from '../server/stock/pages';
import type { Queryable } from '../server/crud/sql';
import { type Database, type Statement, getOk, interleaved, minimalServer, ms, percentile, recorder, report, startApp } from './lib';

const MATERIALS = 5_000;
const PER_MATERIAL = 10;
const MOVES_PER_BALANCE = 20;
const N = Number(process.env.BENCH_STOCK_REQUESTS ?? 200);
const GOAL_P50 = 15;

export const fill = async (db: Database) => {
  const { pool } = db;
  await pool.query('TRUNCATE estoque_reservas, estoque_saldos, estoque_saldos_materiais, estoque_saldos_lotes, estoque_movimentos');
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
  // The summaries as the balances make them; verify() below checks all three agree.
  await pool.query(`INSERT INTO estoque_saldos_materiais (material_id, saldos, disponiveis, reservadas, bloqueadas) ${SUMMARIES.materiais}`);
  await pool.query(`INSERT INTO estoque_saldos_lotes (material_id, lote, saldos) ${SUMMARIES.lotes}`);
  await pool.query('VACUUM ANALYZE estoque_movimentos, estoque_saldos, estoque_saldos_materiais, estoque_saldos_lotes, materiais');
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

  const cases: { name: string; path: string; read: (q: Queryable) => Promise<unknown> }[] = [];
  const page = (p: StockPage, label: string, query: Partial<PageQuery>, qs: string) => cases.push({
    name: `${p} ${label}`,
    path: `/v1/produtos/${p}?limit=25${qs}`,
    read: (q) => readPage(q, p, { page: 1, limit: 25, ...query }),
  });
  for (const p of ['saldo-fisico', 'saldo-produto-lote', 'saldo-produto-lote-enderecamento', 'status'] as const) {
    page(p, '(first page)', {}, '');
  }
  page('saldo-produto-lote', '(expiring in 30 days)', { vencendo_em_dias: 30 }, '&vencendo_em_dias=30');
  page('saldo-produto-lote-enderecamento', '(one material)', { material_id: [material] }, `&material_id=${material}`);
  page('status', '(blocked stock)', { status: 'bloqueada' }, '&status=bloqueada');
  cases.push({ name: 'estoque-movimentos (first page)', path: '/v1/estoque-movimentos?limit=25', read: (q) => readLedger(q, { page: 1, limit: 25 }) });
  cases.push({
    name: 'estoque-movimentos (one balance)', path: `/v1/estoque-movimentos?limit=25&material_id=${material}&lote=L0`,
    read: (q) => readLedger(q, { page: 1, limit: 25, material_id: [material], lote: 'L0' }),
  });

  // The SQL each page sends, recorded from our own read functions, so the reference serves the
  // very statements the API runs (page, then the capped total when the page is full).
  const statements: Statement[][] = [];
  for (const c of cases) {
    const rec = recorder(pool);
    await c.read(rec.db);
    statements.push(rec.calls);
  }
  if (process.env.BENCH_STOCK_PLANS) {
    for (const [i, c] of cases.entries()) {
      for (const s of statements[i]) {
        const plan = (await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values)).rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
        console.log(`\n  ${c.name}:${s.text.replace(/\s+/g, ' ').slice(0, 160)}…\n${plan}`);
      }
    }
  }
  const minimal = await minimalServer(db.url, statements);

  const rows: [string, string][] = [];
  for (const [i, c] of cases.entries()) {
    const viaApi = () => getOk(`${api.base}${c.path}`, api.token);
    const viaMinimal = () => getOk(`${minimal.base}/c/${i}`);
    const viaPg = async () => { for (const s of statements[i]) await pool.query(s.text, s.values); };
    // Warm all three (caches, plans) unmeasured, then interleave them request by request.
    await interleaved(20, [viaApi, viaMinimal, viaPg]);
    const [a, m, d] = await interleaved(N, [viaApi, viaMinimal, viaPg]);
    const p50 = percentile(a, 50);
    const fig = (t: number[]) => `p50 ${ms(percentile(t, 50)).padStart(8)} p99 ${ms(percentile(t, 99)).padStart(8)}`;
    rows.push([c.name, `API ${fig(a)} | minimal ${fig(m)} | pg ${fig(d)} | minimal/API ${(percentile(m, 50) / p50).toFixed(2)}  `
      + `${p50 <= GOAL_P50 ? 'ok' : `above ${GOAL_P50} ms`}  (${statements[i].length} statement${statements[i].length > 1 ? 's' : ''})`]);
  }
  const v0 = performance.now();
  const diff = await verify(pool);
  rows.push(['ledger check (verify, whole ledger)', `${ms(performance.now() - v0)}, ${diff.length} rows differ`]);
  await api.app.close();
  await minimal.close();
  report(`Stock pages: ${sizes.movimentos.toLocaleString('en')} ledger rows, ${sizes.saldos.toLocaleString('en')} balances `
    + `(made in ${(fillMs / 1000).toFixed(1)} s), ${N} sequential requests each, API, minimal Fastify + pg route and pg interleaved `
    + `(goal API p50 <= ${GOAL_P50} ms, minimal/API p50 >= 0.80)`, rows);
};
