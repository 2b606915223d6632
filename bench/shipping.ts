// Outbound: the FEFO pick suggestion over 50,000 balances (API against a minimal Fastify + pg route
// serving its SQL, and that SQL through pg, with its plan), and 8 clients confirming notes on 10
// hot lots at once (notes/s, nothing oversold).
import { cpfFrom } from '../server/db/demo';
import { inTransaction } from '../server/db/tx';
import { type Movement, post, verify } from '../server/stock/ledger';
import { type Database, getOk, interleaved, minimalServer, ms, percentile, report, startApp } from './lib';

const MATERIALS = 5_000;
const LOTS = 10; // balances per material: 50,000 in all
const HOT = 10;
const HOT_STOCK = 200;
const NOTES = 600; // demand ≈ 1.5 × the hot stock: a third must be refused
const CLIENTS = 8;
const DAY = '2027-01-01';
const SUGGESTIONS = Number(process.env.BENCH_STOCK_REQUESTS ?? 200);

export const shipping = async (db: Database) => {
  const { pool } = db;
  await pool.query(`INSERT INTO materiais (id, codigo, descricao, unidade)
                    SELECT gen_random_uuid(), 'SHIP-' || lpad(i::text, 5, '0'), 'Material de expedição ' || i, 'UN' FROM generate_series(1, $1) AS i`, [MATERIALS]);
  const materials = (await pool.query<{ id: string }>("SELECT id FROM materiais WHERE codigo LIKE 'SHIP-%' ORDER BY codigo")).rows.map((r) => r.id);
  // Stock through the ledger, as receiving posts it: 1,000 movements a call.
  const movements: Movement[] = materials.flatMap((material_id, m) => Array.from({ length: LOTS }, (_, l) => ({
    material_id, lote: `L${l}`, endereco: `A-${String(l + 1).padStart(2, '0')}-${String((m % 99) + 1).padStart(2, '0')}-01`,
    quantidade: m < HOT / LOTS ? HOT_STOCK : 50, validade: l === LOTS - 1 ? null : `2027-${String(l + 2).padStart(2, '0')}-15`,
    bloqueada: l === 3 ? 50 : 0,
  })));
  // The ledger takes stock only into registered bins (docs/decisions.md "Bins as data").
  await pool.query(`INSERT INTO enderecos (id, endereco, zona) SELECT gen_random_uuid(), e, left(e, 1) FROM unnest($1::text[]) AS e
                    ON CONFLICT (endereco) DO NOTHING`, [[...new Set(movements.map((m) => m.endereco))]]);
  for (let i = 0; i < movements.length; i += 1000) {
    await inTransaction(pool, (tx) => post(tx, movements.slice(i, i + 1000), { origem: 'ajuste', motivo: 'bench' }));
  }
  await pool.query('ANALYZE estoque_saldos');
  const running = await startApp(db);
  const cliente = await running.call<{ id: string }>('POST', '/v1/clientes', { tipo_pessoa: 'PF', nome: 'Cliente bench', cpf_cnpj: cpfFrom('808080808'), validade_minima_dias: 30 });
  const destinatario = await running.call<{ id: string }>('POST', '/v1/destinatarios', { nome: 'Destinatário bench', cpf_cnpj: cpfFrom('909090909') });

  // The suggestion: through the API, through a minimal Fastify + pg route serving its query (the
  // reference of the ratio), both over HTTP, and the query alone through pg; interleaved.
  const target = materials[MATERIALS / 2];
  const path = `/v1/expedicoes/sugestao?material_id=${target}&quantidade=120&cliente_id=${cliente.body.id}&data=${DAY}`;
  const sample = await running.call<{ linhas: unknown[] }>('GET', path);
  if (sample.status !== 200 || !sample.body.linhas.length) throw new Error(`suggestion answered ${sample.status}`);
  const sql = `WITH c AS (SELECT coalesce((SELECT validade_minima_dias FROM clientes WHERE id = $2), 0) AS minimo)
    SELECT s.lote, to_char(s.validade, 'YYYY-MM-DD') AS validade, s.endereco, (s.quantidade - s.reservada - s.bloqueada)::text AS disponivel,
           s.bloqueada::text AS bloqueada, (s.validade - $3::date) AS dias, nullif(c.minimo, 0) AS minimo,
           CASE WHEN s.validade < $3::date THEN 'vencido' WHEN s.validade - $3::date < c.minimo THEN 'validade_curta' END AS pulado
      FROM estoque_saldos s CROSS JOIN c WHERE s.material_id = $1 AND s.quantidade > 0
     ORDER BY s.validade NULLS LAST, s.endereco COLLATE "C", s.lote COLLATE "C"`;
  const args = [target, cliente.body.id, DAY];
  const minimal = await minimalServer(db.url, [[{ text: sql, values: args }]]);
  const fns = [() => getOk(`${running.base}${path}`, running.token), () => getOk(`${minimal.base}/c/0`), () => pool.query(sql, args)];
  await interleaved(20, fns);
  const [a, m, d] = await interleaved(SUGGESTIONS, fns);
  await minimal.close();
  const plan = (await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, args)).rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
  const fig = (t: number[]) => `${ms(percentile(t, 50))} / ${ms(percentile(t, 99))}`;
  report(`pick suggestion (GET /v1/expedicoes/sugestao, 50,000 balances), ${SUGGESTIONS} sequential requests each, interleaved`, [
    ['API p50 / p99', `${fig(a)} (goal p50 ≤ 15 ms)`],
    ['minimal Fastify + pg route p50 / p99', fig(m)],
    ['pg p50 / p99', fig(d)],
    ['ratio minimal p50 ÷ API p50', `${(percentile(m, 50) / percentile(a, 50)).toFixed(2)} (goal ≥ 0.8)`],
  ]);
  console.log(`  plan:\n${plan}`);

  // Notes on the 10 hot lots: saved before a bin was chosen (no reservation), then given one, so
  // every confirmation races the others for the same balances.
  const hot = materials.slice(0, HOT / LOTS).flatMap((material_id) => Array.from({ length: LOTS }, (_, l) => ({ material_id, l })));
  const notes: string[] = [];
  for (let i = 0; i < NOTES; i++) {
    const h = hot[i % hot.length];
    const res = await running.call<{ id: string }>('POST', '/v1/expedicoes', {
      numero_nf: String(500000 + i), destinatario_id: destinatario.body.id, data: DAY, itens: [{ material_id: h.material_id, quantidade: 3 + (i % 3) }],
    });
    if (res.status !== 201) throw new Error(`note ${i}: ${res.status}`);
    notes.push(res.body.id);
  }
  await pool.query(`UPDATE expedicoes_itens i SET lote = s.lote, endereco = s.endereco
                      FROM (SELECT e.id, i.material_id, row_number() OVER (ORDER BY e.numero_nf::int) - 1 AS n
                              FROM expedicoes e JOIN expedicoes_itens i ON i.parent_id = e.id WHERE e.id = ANY($1::uuid[])) e,
                           LATERAL (SELECT lote, endereco FROM estoque_saldos WHERE material_id = e.material_id ORDER BY lote OFFSET (e.n % $2) LIMIT 1) s
                     WHERE i.parent_id = e.id`, [notes, LOTS]);
  const before = Number((await pool.query("SELECT sum(s.quantidade) AS q FROM estoque_saldos s JOIN materiais m ON m.id = s.material_id WHERE m.codigo LIKE 'SHIP-%'")).rows[0].q);
  const queue = [...notes];
  const codes = new Map<number, number>();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const res = await fetch(`${running.base}/v1/expedicoes/${id}/confirmar`, {
        method: 'POST', headers: { authorization: `Bearer ${running.token}`, 'content-type': 'application/json' }, body: '{}',
      });
      await res.arrayBuffer();
      codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
    }
  }));
  const seconds = (performance.now() - t0) / 1000;
  const after = Number((await pool.query("SELECT sum(s.quantidade) AS q FROM estoque_saldos s JOIN materiais m ON m.id = s.material_id WHERE m.codigo LIKE 'SHIP-%'")).rows[0].q);
  const shipped = Number((await pool.query("SELECT coalesce(-sum(quantidade), 0) AS q FROM estoque_movimentos WHERE origem = 'expedicao'")).rows[0].q);
  const negative = Number((await pool.query('SELECT count(*) FROM estoque_saldos WHERE quantidade < 0 OR quantidade - reservada - bloqueada < 0')).rows[0].count);
  const wrong = (await verify(pool)).length;
  report(`posting: ${CLIENTS} clients confirming ${NOTES} notes on ${HOT} hot lots`, [
    ['notes/s', `${(NOTES / seconds).toFixed(0)} (${seconds.toFixed(2)} s)`],
    ['answers', [...codes].map(([c, n]) => `${c}×${n}`).join(', ')],
    ['shipped = stock before − after', `${shipped} = ${before - after} ${shipped === before - after ? 'ok' : 'MISMATCH'}`],
    ['oversold (balances < 0)', String(negative)],
    ['verify() rows', String(wrong)],
  ]);
  await running.app.close();
  if (negative || wrong || shipped !== before - after) throw new Error('shipping bench: the ledger disagrees');
};
