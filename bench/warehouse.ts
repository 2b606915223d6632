// The warehouse screens of issue 31 over the stock bench's data (1,000,000 ledger rows, 50,000
// balances, 5,000 materials) with 20,000 registered bins: every statement each call runs, with its
// plan as PostgreSQL executed it (auto_explain, ANALYZE on), and each call's p50 over HTTP. What
// is read: the put-away suggestion, a bin-to-bin transfer (the bin check inside every ledger
// posting), a shipment's pick list and one pick, a cycle count by ABC ranking (start, the
// counter's sheet, a count, the supervisor's review, approval). BENCH_WAREHOUSE_PLANS=0 prints
// only the statements' times.
import pg from 'pg';
import { verify } from '../server/stock/ledger';
import { cpfFrom } from '../server/db/demo';
import { createPool } from '../server/db/pool';
import { fill } from './stock';
import { type Database, ms, percentile, report, startApp } from './lib';

const BINS = 20_000;
const ROUNDS = Number(process.env.BENCH_WAREHOUSE_ROUNDS ?? 30);
const PLANS = process.env.BENCH_WAREHOUSE_PLANS !== '0';

interface Plan { text: string; ms: number; plan: string }

/**
 * A pool whose connections run auto_explain at notice level, so each statement's executed plan
 * comes back to the client that ran it; `take()` returns (and forgets) those seen since the last.
 */
const explainingPool = (url: string) => {
  const settings = { session_preload_libraries: 'auto_explain', 'auto_explain.log_min_duration': '0', 'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on', 'auto_explain.log_level': 'notice', 'auto_explain.log_nested_statements': 'on' };
  const pool = createPool(url, 4, { options: Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`).join(' ') });
  let seen: Plan[] = [];
  pool.on('connect', (client: pg.PoolClient) => {
    client.on('notice', (n) => {
      const m = /duration: ([\d.]+) ms\s+plan:\n?([\s\S]*)/.exec(n.message ?? '');
      if (!m) return;
      const text = /Query Text: ([\s\S]*?)\n(?=\S)/.exec(m[2])?.[1] ?? '';
      seen.push({ text: text.replace(/\s+/g, ' ').trim(), ms: Number(m[1]), plan: m[2].replace(/Query Text: [\s\S]*?\n(?=\S)/, '') });
    });
  });
  return { pool, take: () => { const out = seen; seen = []; return out; } };
};

/** Big enough to matter: a plan that reads a large table whole is what this bench is for. */
const seqScans = (plan: string) => [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]);

export const warehouse = async (db: Database) => {
  const { pool } = db;
  const sizes = await fill(db);
  // The balances' bins as records, then empty ones up to BINS, in zones A–H like the others.
  await pool.query(`INSERT INTO enderecos (id, endereco, zona) SELECT gen_random_uuid(), endereco, left(endereco, 1)
                      FROM (SELECT DISTINCT endereco FROM estoque_saldos) s ON CONFLICT (endereco) DO NOTHING`);
  await pool.query(`INSERT INTO enderecos (id, endereco, zona)
                    SELECT gen_random_uuid(), e, left(e, 1) FROM (
                      SELECT chr(65 + i % 8) || '-' || lpad((i / 8 % 100)::text, 2, '0') || '-' || lpad((i / 800 % 100)::text, 2, '0') || '-02' AS e
                        FROM generate_series(0, $1) AS i) x
                    ON CONFLICT (endereco) DO NOTHING`, [BINS * 2]);
  await pool.query(`DELETE FROM enderecos WHERE id IN (SELECT id FROM enderecos WHERE endereco LIKE '%-02' ORDER BY endereco DESC
                     OFFSET greatest(0, $1 - (SELECT count(*) FROM enderecos WHERE endereco NOT LIKE '%-02')))`, [BINS]);
  await pool.query('VACUUM ANALYZE enderecos');
  const bins = Number((await pool.query('SELECT count(*) AS n FROM enderecos')).rows[0].n);

  const explaining = explainingPool(db.url);
  const running = await startApp({ ...db, pool: explaining.pool });
  const must = async <T>(method: string, path: string, body?: unknown, status = [200, 201]) => {
    const res = await running.call<T>(method, path, body);
    if (!status.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const me = await must<{ id: string }>('GET', '/v1/usuarios/me');
  const material = (code: string) => pool.query<{ id: string }>('SELECT id FROM materiais WHERE codigo = $1', [code]).then((r) => r.rows[0].id);
  const target = await material('BSTK-02500');
  const held = (await pool.query<{ endereco: string; lote: string; q: string }>(
    'SELECT endereco, lote, (quantidade - reservada - bloqueada)::text AS q FROM estoque_saldos WHERE material_id = $1 AND quantidade - reservada - bloqueada > 5 ORDER BY endereco LIMIT 1', [target])).rows[0];
  const destinatario = await must<{ id: string }>('POST', '/v1/destinatarios', { nome: 'Destinatário do armazém', cpf_cnpj: cpfFrom('717171717') });

  const rows: [string, string][] = [];
  const printed: string[] = [];
  /** One call, timed over ROUNDS (when repeatable), its statements' plans taken from its last run. */
  const measure = async (name: string, call: () => Promise<unknown>, rounds = ROUNDS) => {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      explaining.take();
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    // Nested statements show twice (the function and its inner query): keep the outermost of each text.
    const plans = explaining.take().filter((p) => !/^(BEGIN|COMMIT|ROLLBACK|SET|SAVEPOINT|RELEASE)/i.test(p.text));
    times.sort((a, b) => a - b);
    const scans = [...new Set(plans.flatMap((p) => seqScans(p.plan)))];
    rows.push([name, `${ms(percentile(times, 50))} p50 over ${rounds}, ${plans.length} statements, SQL ${ms(plans.reduce((s, p) => s + p.ms, 0))}${scans.length ? `, seq scans: ${scans.join(', ')}` : ''}`]);
    printed.push(`\n### ${name}\n${plans.map((p) => `  -- ${ms(p.ms)}: ${p.text.slice(0, 160)}${PLANS ? `\n${p.plan.replace(/^/gm, '      ')}` : ''}`).join('\n')}`);
  };

  await measure('put-away suggestion (material held)', () => must('GET', `/v1/enderecos/sugestao?material_id=${target}&quantidade=10`));
  await measure('put-away suggestion (empty bin of a zone)', () => must('GET', `/v1/enderecos/sugestao?material_id=${target}&quantidade=10&zona=H`));
  // Back and forth between two bins, one unit each way: the bin check runs in every posting.
  let k = 0;
  const other = (await pool.query<{ endereco: string }>("SELECT endereco FROM enderecos WHERE endereco LIKE '%-02' ORDER BY endereco LIMIT 1")).rows[0].endereco;
  await measure('bin-to-bin transfer (ledger posting with the bin check)', () => {
    const [de, para] = k++ % 2 ? [other, held.endereco] : [held.endereco, other];
    return must('POST', '/v1/enderecos/transferencias', { de, para, material_id: target, lote: held.lote, quantidade: 1 });
  });

  // A shipment of 10 materials, its pick list, then one pick.
  const codes = Array.from({ length: 10 }, (_, i) => `BSTK-${String(1000 + i * 7).padStart(5, '0')}`);
  const itens = await Promise.all(codes.map(async (c) => ({ material_id: await material(c), quantidade: 5 })));
  const note = await must<{ id: string }>('POST', '/v1/expedicoes', { numero_nf: '880001', destinatario_id: destinatario.id, data: '2027-01-01', itens });
  const list = await must<{ tarefas: { material_id: string; lote: string; endereco: string }[] }>('GET', `/v1/expedicoes/${note.id}/separacao`);
  await measure('pick list of a 10-line note', () => must('GET', `/v1/expedicoes/${note.id}/separacao`));
  const task = list.tarefas[0];
  if (!task) throw new Error('the pick list has no task');
  await measure('one pick', () => must('POST', `/v1/expedicoes/${note.id}/separar`, { material_id: task.material_id, lote: task.lote, endereco: task.endereco }), 1);

  // A cycle count of the 50 most moved materials of the last 90 days, counted line by line.
  const count = await must<{ id: string }>('POST', '/v1/inventarios', {
    motivo: 'Bench ABC', escopo: 'abc', abc_quantidade: 50, abc_dias: 90, contadores: [{ usuario_id: me.id }],
  });
  await measure('start a count by ABC (50 most moved of 90 days)', () => must('POST', `/v1/inventarios/${count.id}/iniciar`, {}), 1);
  const sheet = await must<{ linhas: { id: string }[] }>('GET', `/v1/inventarios/${count.id}/folha`);
  await measure(`the counter's sheet (${sheet.linhas.length} lines)`, () => must('GET', `/v1/inventarios/${count.id}/folha`));
  let line = 0;
  await measure('count one line', () => must('POST', `/v1/inventarios/${count.id}/itens/${sheet.linhas[line++].id}/contar`, { quantidade: 7 }), Math.min(ROUNDS, sheet.linhas.length));
  await measure(`the supervisor's review (${sheet.linhas.length} lines)`, () => must('GET', `/v1/inventarios/${count.id}/revisao`));
  await measure('approve (post the differences)', () => must('POST', `/v1/inventarios/${count.id}/aprovar`, {}, [200, 201, 409]), 1);

  const wrong = (await verify(pool)).length;
  await running.app.close();
  await explaining.pool.end();
  report(`warehouse screens over ${sizes.movimentos.toLocaleString('en')} ledger rows, ${sizes.saldos.toLocaleString('en')} balances, ${bins.toLocaleString('en')} bins (npm run bench -- warehouse)`, [
    ...rows,
    ['verify() rows after', String(wrong)],
  ]);
  console.log(printed.join('\n'));
  if (wrong) throw new Error('warehouse bench: the ledger disagrees');
};
