// The dashboards (server/dashboards/) over 1,000,000 ledger rows, 100,000 service orders and 20,000
// itineraries spread over the last two years: each dashboard for a 30-day and a 365-day period ending
// today, through the API (sequential requests, p50 and p99) and as plain SQL (the same functions with
// the pool: no HTTP, no auth) for reference. Data is made with generate_series.
import { cleanSearchIndex } from '../server/db/bulk';
import { armazenamentoFigures } from '../server/dashboards/armazenamento';
import { ordensServicoFigures } from '../server/dashboards/ordensServico';
import { type Period, resolvePeriod } from '../server/dashboards/period';
import { transportesFigures } from '../server/dashboards/transportes';
import agendamentos from '../src/resources/agendamentos';
import insumos from '../src/resources/insumos';
import itinerarios from '../src/resources/itinerarios';
import ordensServico from '../src/resources/ordens-servico';
import { USER_TYPES } from '../src/registry/seedIds';
import { type Database, ms, percentile, report, startApp } from './lib';

const DAYS = 730;
const LEDGER = 1_000_000;
const ORDERS = 100_000;
const ITINERARIES = 20_000;
const STOPS_PER_ITINERARY = 5;
const SUPPLIES = 50_000;
const N = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 50);
const GOALS: Record<number, number> = { 30: 50, 365: 200 };

const timed = async (n: number, fn: () => Promise<unknown>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
};

export const fill = async ({ pool }: Database) => {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  // The ledger is append-only and the rest grows with time: rows go in in time order, as in a real database.
  await q(`TRUNCATE estoque_reservas, estoque_saldos, estoque_movimentos, itinerarios_paradas, itinerarios, ordens_servico, insumos,
           agendamentos, agendamentos_notas, romaneios_expedicoes, expedicoes_itens, expedicoes CASCADE`);
  await q(`DELETE FROM pontos WHERE codigo LIKE 'BD-%'`);
  await q(`DELETE FROM solicitacoes WHERE cliente_id IN (SELECT id FROM clientes WHERE nome LIKE 'Bancada %')`);
  await q(`DELETE FROM clientes WHERE nome LIKE 'Bancada %'`);
  await q(`DELETE FROM materiais WHERE codigo LIKE 'BD-%'`);
  await q(`DELETE FROM veiculos WHERE placa LIKE 'BD%'`);
  await q(`DELETE FROM usuarios WHERE email LIKE 'bd-motorista-%'`);
  // One time zone for the whole fill: the rows' days are those the dashboards group by.
  const tz = `(SELECT coalesce((SELECT fuso_horario FROM configuracoes ORDER BY created_at, id LIMIT 1), 'America/Sao_Paulo'))`;

  await q(`INSERT INTO clientes (id, nome, cpf_cnpj) SELECT gen_random_uuid(), 'Bancada ' || i, lpad(i::text, 11, '0') FROM generate_series(1, 200) i`);
  await q(`INSERT INTO categorias (id, nome) SELECT gen_random_uuid(), 'Bancada categoria ' || i FROM generate_series(1, 20) i
           ON CONFLICT DO NOTHING`);
  await q(`
    INSERT INTO materiais (id, codigo, descricao, unidade, categoria_id, valor_unitario)
    SELECT gen_random_uuid(), 'BD-' || lpad(i::text, 5, '0'), 'Material de bancada ' || i, 'UN',
           (SELECT id FROM categorias WHERE nome = 'Bancada categoria ' || (i % 20 + 1) LIMIT 1), i % 50 + 1
      FROM generate_series(1, 5000) i`);
  await q(`
    INSERT INTO pontos (id, codigo, nome_fantazia, cliente_id, janela_inicio, janela_fim)
    SELECT gen_random_uuid(), 'BD-' || i, 'Ponto ' || i, c.id,
           CASE WHEN i % 4 > 0 THEN make_time(7 + i % 4, 0, 0) END, CASE WHEN i % 4 > 0 THEN make_time(12 + i % 6, 0, 0) END
      FROM generate_series(1, 2000) i
      JOIN (SELECT id, row_number() OVER (ORDER BY nome) AS n FROM clientes WHERE nome LIKE 'Bancada %') c ON c.n = i % 200 + 1`);
  await q(`INSERT INTO veiculos (id, placa, modelo) SELECT gen_random_uuid(), 'BD' || lpad(i::text, 5, '0'), 'Bancada' FROM generate_series(1, 300) i`);
  await q(`INSERT INTO usuarios (id, first_name, email, tipo_id)
           SELECT gen_random_uuid(), 'Motorista ' || i, 'bd-motorista-' || i || '@example.com', $1 FROM generate_series(1, 300) i`,
  [USER_TYPES.motorista.id]);
  await q(`INSERT INTO ocorrencias (id, nome) SELECT gen_random_uuid(), 'Bancada ocorrência ' || i FROM generate_series(1, 10) i`);

  // Service orders: opened at random over the two years; 70% concluded 1 to 120 hours later, 10% cancelled, the rest open.
  const S = ordensServico.statusIds;
  await q(`
    WITH c AS (SELECT array_agg(id) AS ids FROM clientes WHERE nome LIKE 'Bancada %')
    INSERT INTO ordens_servico (id, cliente_id, status_id, data_abertura, data_prevista, data_conclusao, descricao)
    SELECT gen_random_uuid(), c.ids[1 + i % 200], s.status, o.aberta, (o.aberta AT TIME ZONE ${tz})::date + 3,
           CASE WHEN s.status = $1::uuid THEN o.aberta + make_interval(hours => 1 + i % 120) END, 'Ordem de bancada ' || i
      FROM generate_series(1, $5) i, c,
           LATERAL (SELECT now() - (i::float8 / $5) * interval '${DAYS} days' AS aberta) o,
           LATERAL (SELECT CASE WHEN i % 10 < 7 THEN $1::uuid WHEN i % 10 = 7 THEN $2::uuid WHEN i % 10 = 8 THEN $3::uuid ELSE $4::uuid END AS status) s
     ORDER BY o.aberta`,
  [S.concluida, S.cancelada, S.emAndamento, S.aberta, ORDERS]);

  // Itineraries: 28 a day back from today, each with its own driver and vehicle that day; past days concluded.
  const I = itinerarios.statusIds;
  await q(`
    WITH m AS (SELECT array_agg(id ORDER BY email) AS ids FROM usuarios WHERE email LIKE 'bd-motorista-%'),
         v AS (SELECT array_agg(id ORDER BY placa) AS ids FROM veiculos WHERE placa LIKE 'BD%')
    INSERT INTO itinerarios (id, data, motorista_id, veiculo_id, status_id)
    SELECT gen_random_uuid(), d.dia, m.ids[1 + i % 28], v.ids[1 + i % 28],
           CASE WHEN d.dia < (now() AT TIME ZONE ${tz})::date THEN $1 WHEN i % 2 = 0 THEN $2 ELSE $3 END::uuid
      FROM generate_series(0, $4 - 1) i, m, v, LATERAL (SELECT (now() AT TIME ZONE ${tz})::date - i / 28 AS dia) d ORDER BY d.dia`,
  [I.concluido, I.aberto, I.emAndamento, ITINERARIES]);
  await q(`
    WITH p AS (SELECT array_agg(id) AS ids FROM pontos WHERE codigo LIKE 'BD-%'),
         o AS (SELECT array_agg(id) AS ids FROM ocorrencias WHERE nome LIKE 'Bancada ocorrência %')
    INSERT INTO itinerarios_paradas (id, parent_id, ordem, ponto_id, finalizado_em, ocorrencia_id)
    SELECT gen_random_uuid(), it.id, k, p.ids[1 + (it.n * 7 + k) % 2000],
           CASE WHEN it.status_id = $1 OR k <= 2 THEN (it.data + make_time((7 + (it.n + k) % 12)::int, (k * 7 % 60)::int, 0)) AT TIME ZONE ${tz} END,
           CASE WHEN (it.n + k) % 9 = 0 THEN o.ids[1 + (it.n + k) % 10] END
      FROM (SELECT id, data, status_id, row_number() OVER () AS n FROM itinerarios) it, p, o, generate_series(1, $2) k`,
  [I.concluido, STOPS_PER_ITINERARY]);

  const G = insumos.statusIds;
  await q(`
    WITH v AS (SELECT array_agg(id) AS ids FROM veiculos WHERE placa LIKE 'BD%')
    INSERT INTO insumos (id, data, veiculo_id, descricao, quantidade, valor_unitario, valor_total, status_id)
    SELECT gen_random_uuid(), now() - random() * interval '${DAYS} days', v.ids[1 + i % 300], 'Diesel', 50, 6.1, 305,
           CASE WHEN i % 20 = 0 THEN $1 ELSE $2 END::uuid
      FROM generate_series(1, $3) i, v ORDER BY 2`, [G.negado, G.aprovado, SUPPLIES]);

  // Warehouse: 20,000 shipments of the clients, then the ledger (60% in, 35% out against those shipments, 5% adjustments)
  // and the balances as its sums per material, lot and bin.
  await q(`INSERT INTO destinatarios (id, nome, cpf_cnpj) SELECT gen_random_uuid(), 'Bancada destino', '11144477735'
           WHERE NOT EXISTS (SELECT 1 FROM destinatarios WHERE nome = 'Bancada destino')`);
  await q(`
    WITH c AS (SELECT array_agg(id) AS ids FROM clientes WHERE nome LIKE 'Bancada %')
    INSERT INTO expedicoes (id, numero_nf, destinatario_id, cliente_id, data)
    SELECT gen_random_uuid(), 'BD' || i, (SELECT id FROM destinatarios WHERE nome = 'Bancada destino' LIMIT 1), c.ids[1 + i % 200], current_date
      FROM generate_series(1, 20000) i, c`);
  await q(`
    WITH m AS (SELECT array_agg(id) AS ids FROM materiais WHERE codigo LIKE 'BD-%'),
         e AS (SELECT array_agg(id) AS ids FROM expedicoes)
    INSERT INTO estoque_movimentos (id, material_id, lote, validade, endereco, quantidade, bloqueada, origem, documento_id, created_at)
    SELECT gen_random_uuid(), m.ids[1 + i % 5000], 'L' || (i / 5000 % 10), current_date - 60 + (i % 400),
           'A-' || lpad((i / 5000 % 10)::text, 2, '0') || '-01-01',
           CASE WHEN i / 7 % 20 < 12 THEN 10 WHEN i / 7 % 20 < 19 THEN -3 ELSE 1 END, CASE WHEN i % 1000 = 0 THEN 1 ELSE 0 END,
           CASE WHEN i / 7 % 20 < 12 THEN 'recebimento' WHEN i / 7 % 20 < 19 THEN 'expedicao' ELSE 'ajuste' END,
           CASE WHEN i / 7 % 20 BETWEEN 12 AND 18 THEN e.ids[1 + i % 20000] END,
           now() - random() * interval '${DAYS} days'
      FROM generate_series(1, $1) i, m, e ORDER BY 10`, [LEDGER]);
  await q(`
    INSERT INTO estoque_saldos (material_id, lote, endereco, validade, quantidade, bloqueada)
    SELECT material_id, lote, endereco, min(validade), greatest(sum(quantidade), sum(bloqueada)), sum(bloqueada)
      FROM estoque_movimentos GROUP BY 1, 2, 3`);

  // Ten bookings a day, one per dock.
  await q(`
    INSERT INTO agendamentos (id, tipo, data, hora_inicio, hora_fim, doca, status_id)
    SELECT gen_random_uuid(), CASE WHEN k % 2 = 0 THEN 'recebimento' ELSE 'expedicao' END, current_date - d, '08:00', '09:00', k, $1
      FROM generate_series(0, $2 - 1) d, generate_series(1, 10) k`, [agendamentos.statusIds.concluido, DAYS]);

  for (const t of ['clientes', 'materiais', 'pontos', 'ordens_servico', 'insumos', 'itinerarios']) await cleanSearchIndex(pool, t);
  await q('VACUUM ANALYZE estoque_movimentos, estoque_saldos, ordens_servico, itinerarios, itinerarios_paradas, insumos, agendamentos, expedicoes');
  const [sizes] = (await q(`SELECT (SELECT count(*) FROM estoque_movimentos)::int AS movimentos, (SELECT count(*) FROM ordens_servico)::int AS ordens,
                                   (SELECT count(*) FROM itinerarios)::int AS itinerarios, (SELECT count(*) FROM itinerarios_paradas)::int AS paradas`)).rows;
  return sizes as { movimentos: number; ordens: number; itinerarios: number; paradas: number };
};

const FIGURES: Record<string, (pool: Database['pool'], p: Period) => Promise<unknown>> = {
  'ordens-servico': ordensServicoFigures,
  transportes: transportesFigures,
  armazenamento: armazenamentoFigures,
  consolidado: (pool, p) => Promise.all([ordensServicoFigures(pool, p), transportesFigures(pool, p), armazenamentoFigures(pool, p)]),
};

export const dashboards = async (db: Database) => {
  const { pool } = db;
  const t0 = performance.now();
  const sizes = await fill(db);
  const fillMs = performance.now() - t0;
  const api = await startApp(db);
  const [{ today }] = (await pool.query<{ today: string }>(
    `SELECT (now() AT TIME ZONE coalesce((SELECT fuso_horario FROM configuracoes ORDER BY created_at, id LIMIT 1), 'America/Sao_Paulo'))::date::text AS today`)).rows;
  const dayBefore = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

  const rows: [string, string][] = [];
  for (const days of [30, 365]) {
    const query = { de: dayBefore(days - 1), ate: today };
    for (const [name, figures] of Object.entries(FIGURES)) {
      const path = `/v1/dashboards/${name}?de=${query.de}&ate=${query.ate}`;
      const call = async () => {
        const res = await fetch(`${api.base}${path}`, { headers: { authorization: `Bearer ${api.token}` } });
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      };
      const direct = async () => figures(pool, await resolvePeriod(pool, query));
      // Warm both: caches, plans.
      await timed(5, call);
      await timed(5, direct);
      const a = await timed(N, call);
      const d = await timed(N, direct);
      const p50 = percentile(a, 50);
      rows.push([`${name} ${days} d`, `API p50 ${ms(p50).padStart(8)}  p99 ${ms(percentile(a, 99)).padStart(8)}   `
        + `SQL p50 ${ms(percentile(d, 50)).padStart(8)}  p99 ${ms(percentile(d, 99)).padStart(8)}   ${p50 <= GOALS[days] ? 'ok' : `above ${GOALS[days]} ms`}`]);
    }
  }
  await api.app.close();
  report(`Dashboards: ${sizes.movimentos.toLocaleString('en')} ledger rows, ${sizes.ordens.toLocaleString('en')} service orders, `
    + `${sizes.itinerarios.toLocaleString('en')} itineraries (${sizes.paradas.toLocaleString('en')} stops) over ${DAYS} days `
    + `(made in ${(fillMs / 1000).toFixed(1)} s), ${N} sequential requests each (goals API p50: 30 d <= 50 ms, 365 d <= 200 ms)`, rows);
};
