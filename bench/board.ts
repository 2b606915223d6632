// The tracking board of 500 itineraries of 20 stops, and the socket fan-out to 200 clients.
import { WebSocket } from 'ws';
import itinerarios from '../src/resources/itinerarios';
import { USER_TYPES } from '../src/registry/seedIds';
import { type Database, load, ms, percentile, report, startApp } from './lib';

const ITINERARIES = 500;
const STOPS = 20;
const CLIENTS = 200;
const WRITES = 20;
const DAY = '2026-12-15';

export const board = async (db: Database) => {
  const { pool } = db;
  const I = itinerarios.statusIds;
  await pool.query(`INSERT INTO pontos (id, codigo, nome_fantazia) SELECT gen_random_uuid(), 'B' || i, 'Ponto do quadro ' || i FROM generate_series(1, 200) AS i
                     ON CONFLICT DO NOTHING`);
  await pool.query(
    `INSERT INTO usuarios (id, first_name, email, tipo_id, roles) SELECT gen_random_uuid(), 'Motorista ' || i, 'quadro' || i || '@example.com', $1, '{}'
       FROM generate_series(1, $2) AS i`, [USER_TYPES.motorista.id, ITINERARIES]);
  await pool.query(`INSERT INTO veiculos (id, placa, modelo) SELECT gen_random_uuid(), 'QDR' || lpad(i::text, 4, '0'), 'Truck' FROM generate_series(1, $1) AS i`, [ITINERARIES]);
  await pool.query(
    `INSERT INTO itinerarios (id, data, motorista_id, veiculo_id, status_id)
     SELECT gen_random_uuid(), $1, u.id, v.id, CASE WHEN u.n % 3 = 0 THEN $2 ELSE $3 END::uuid
       FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM usuarios WHERE email LIKE 'quadro%') u
       JOIN (SELECT id, row_number() OVER (ORDER BY placa) AS n FROM veiculos WHERE placa LIKE 'QDR%') v ON v.n = u.n`,
    [DAY, I.aberto, I.emAndamento]);
  await pool.query(
    `INSERT INTO itinerarios_paradas (id, parent_id, ordem, ponto_id, tipo, finalizado_em)
     SELECT gen_random_uuid(), i.id, s, p.id, CASE WHEN s % 2 = 0 THEN 'entrega' ELSE 'coleta' END,
            CASE WHEN i.status_id = $2 AND s <= 10 THEN now() - make_interval(mins => 20 - s) END
       FROM itinerarios i CROSS JOIN generate_series(1, $1) AS s
       JOIN LATERAL (SELECT id FROM pontos WHERE codigo LIKE 'B%' ORDER BY codigo OFFSET s LIMIT 1) p ON true
      WHERE i.data = $3`, [STOPS, I.emAndamento, DAY]);
  await pool.query('ANALYZE itinerarios; ANALYZE itinerarios_paradas');

  const running = await startApp(db);
  const path = `/v1/itinerarios/acompanhamento?data=${DAY}`;
  const sample = await running.call<{ total: number }>('GET', path);
  if (sample.body.total !== ITINERARIES) throw new Error(`board shows ${sample.body.total} itineraries`);
  const boardLoad = await load(`${running.base}${path}`, running.token, 5, 4);

  // 200 signed-in sockets, then writes: from sending each write to the last socket told of it.
  const sockets = await Promise.all(Array.from({ length: CLIENTS }, () => new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${running.base.replace('http', 'ws')}/v1/socket`);
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ token: running.token })));
    ws.once('message', () => resolve(ws));
  })));
  // Each socket notes when it heard of each record (the notice may come before the write's answer).
  const heard = sockets.map((ws) => {
    const at = new Map<string, number>();
    const waiting = new Map<string, (t: number) => void>();
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { id?: string };
      if (!m.id) return;
      const now = performance.now();
      at.set(m.id, now);
      waiting.get(m.id)?.(now);
    });
    return (id: string) => new Promise<number>((resolve) => {
      const t = at.get(id);
      if (t !== undefined) resolve(t);
      else waiting.set(id, resolve);
    });
  });
  const spans: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const t0 = performance.now();
    const made = await running.call<{ id: string }>('POST', '/v1/grupos', { nome: `Fan-out ${i}` });
    const times = await Promise.all(heard.map((when) => when(made.body.id)));
    spans.push(Math.max(...times) - t0);
  }
  for (const ws of sockets) ws.close();
  await running.app.close();
  spans.sort((a, b) => a - b);
  report(`Board: GET ${path}, ${ITINERARIES} itineraries x ${STOPS} stops (4 connections, 5 s); ${CLIENTS} sockets, ${WRITES} writes`, [
    ['tracking board', `p50 ${ms(boardLoad.p50)}   p99 ${ms(boardLoad.p99)}   ${boardLoad.rps.toFixed(0)} req/s`],
    ['write to last of 200 sockets', `p50 ${ms(percentile(spans, 50))}   p99 ${ms(percentile(spans, 99))}`],
  ]);
};
