import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRUPO_IDS, TIPO_USUARIO_IDS } from '../../src/registry/seedIds';
import { type TestApp, bearer, createTestApp } from './helpers';

/**
 * SPEC 7's dropdown calls, exactly as written there, with the fields SPEC 3 gives each list.
 * They are made by a signed-in user without any view role: the forms of every user need them.
 * A resource that lands adds its line here.
 */
const CALLS: { call: string; fields: string[]; shape?: 'array' }[] = [
  { call: `status?grupo=${GRUPO_IDS.ordemServico}&limit=500`, fields: ['id', 'nome'] },
  { call: `tipos?grupo=${GRUPO_IDS.usuario}&limit=500`, fields: ['id', 'nome'] },
  { call: 'grupos?limit=500', fields: ['id', 'nome'] },
  { call: `usuarios?limit=5000&tipo=${TIPO_USUARIO_IDS.gestor}`, fields: ['id', 'firstName'] },
  { call: 'categorias', fields: ['id', 'nome'] },
];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = (await t.login()).access;
  await t.app.inject({ method: 'POST', url: '/v1/categorias', headers: bearer(admin), payload: { nome: 'Bebidas' } });
  const created = await t.app.inject({
    method: 'POST', url: '/v1/usuarios', headers: bearer(admin),
    payload: { firstName: 'Dora', email: 'dora@exemplo.com.br', password: 'senha-da-dora', tipo_id: TIPO_USUARIO_IDS.outros, roles: [] },
  });
  expect(created.statusCode).toBe(201);
  token = (await t.login('dora@exemplo.com.br', 'senha-da-dora')).access;
});
afterAll(async () => { await t?.close(); });

describe('SPEC 7 dropdown calls', () => {
  it.each(CALLS)('GET /v1/$call answers the SPEC 3 shape', async ({ call, fields, shape }) => {
    const res = await t.app.inject({ url: `/v1/${call}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const items = shape === 'array' ? body : body.data;
    expect(Array.isArray(items)).toBe(true);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Object.keys(item).sort()).toEqual([...fields].sort());
    if (shape !== 'array') expect(body.total).toBeGreaterThanOrEqual(items.length);
  });

  it('filters as SPEC 7 says: statuses and types of one grupo, users of one tipo', async () => {
    const status = (await t.app.inject({ url: `/v1/status?grupo=${GRUPO_IDS.insumo}&limit=500`, headers: bearer(token) })).json();
    expect(status.data.map((s: { nome: string }) => s.nome)).toEqual(['Aprovado', 'Negado', 'Não autorizado', 'Operação realizada com sucesso']);
    const users = (await t.app.inject({ url: `/v1/usuarios?limit=5000&tipo=${TIPO_USUARIO_IDS.outros}`, headers: bearer(token) })).json();
    expect(users.data.map((u: { firstName: string }) => u.firstName)).toEqual(['Dora']);
  });
});
