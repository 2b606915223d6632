// The points dropdown over 5,000 points, and a request of 500 items saved and loaded.
import { USER_TYPES } from '../src/registry/seedIds';
import { cleanSearchIndex } from '../server/db/bulk';
import { type Database, load, ms, percentile, report, startApp } from './lib';

const POINTS = 5000;
const ITEMS = 500;
const ROUNDS = 20;

export const transport = async (db: Database) => {
  const { pool } = db;
  await pool.query(
    `INSERT INTO pontos (id, codigo, nome_fantazia, cidade, uf)
     SELECT gen_random_uuid(), 'P' || lpad(i::text, 5, '0'), 'Ponto ' || ($1::text[])[1 + i % 5] || ' ' || i, ($1::text[])[1 + i % 5], 'SP'
       FROM generate_series(1, $2) AS i`,
    [['Campinas', 'Sorocaba', 'Jundiaí', 'Santos', 'São José dos Campos'], POINTS],
  );
  await cleanSearchIndex(pool, 'pontos');
  const running = await startApp(db);
  // A signed-in user without the points role: the dropdown of every form that picks a point.
  await running.call('POST', '/v1/usuarios', { firstName: 'Planejador', email: 'dropdown@example.com', password: 'dropdown-123', tipo_id: USER_TYPES.outros.id, roles: [] });
  const reader = (await running.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email: 'dropdown@example.com', password: 'dropdown-123' } })).json().token.access_token as string;
  const path = '/v1/pontos?q=campinas%2010&limit=25&sort=codigo';
  const asReader = await load(`${running.base}${path}`, reader, 5);
  const asPlanner = await load(`${running.base}${path}`, running.token, 5);

  const ids = await pool.query<{ id: string }>('SELECT id FROM pontos ORDER BY codigo LIMIT 2');
  const cliente = await running.call<{ id: string }>('POST', '/v1/clientes', { tipo_pessoa: 'PJ', nome: 'Bench Ltda', cpf_cnpj: '11.222.333/0001-81' });
  const material = await running.call<{ id: string }>('POST', '/v1/materiais', { codigo: 'BENCH-1', descricao: 'Caixa', unidade: 'CX', peso_kg: 1.5 });
  const body = {
    cliente_id: cliente.body.id, origem_id: ids.rows[0].id, destino_id: ids.rows[1].id, data_prevista: '2026-12-01',
    itens: Array.from({ length: ITEMS }, (_, i) => ({ material_id: material.body.id, quantidade: i + 1, peso_kg: 1.5, volume_m3: 0.01 })),
  };
  const save: number[] = [];
  const read: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let t0 = performance.now();
    const made = await running.call<{ id: string }>('POST', '/v1/solicitacoes', body);
    save.push(performance.now() - t0);
    if (made.status !== 201) throw new Error(`save failed: ${made.status}`);
    t0 = performance.now();
    const got = await running.call<{ itens: unknown[] }>('GET', `/v1/solicitacoes/${made.body.id}`);
    read.push(performance.now() - t0);
    if (got.body.itens.length !== ITEMS) throw new Error('load returned the wrong number of items');
  }
  await running.app.close();
  save.sort((a, b) => a - b);
  read.sort((a, b) => a - b);
  report(`Transport: GET ${path} over ${POINTS.toLocaleString('en')} points (20 connections, 5 s); a request of ${ITEMS} items (${ROUNDS} rounds)`, [
    ['points dropdown, reader without the role', `p50 ${ms(asReader.p50)}   p99 ${ms(asReader.p99)}   ${asReader.rps.toFixed(0)} req/s`],
    ['points search, planner with the role', `p50 ${ms(asPlanner.p50)}   p99 ${ms(asPlanner.p99)}   ${asPlanner.rps.toFixed(0)} req/s`],
    [`save ${ITEMS} items (POST)`, `p50 ${ms(percentile(save, 50))}   max ${ms(save.at(-1)!)}`],
    [`load ${ITEMS} items (GET)`, `p50 ${ms(percentile(read, 50))}   max ${ms(read.at(-1)!)}`],
  ]);
};
