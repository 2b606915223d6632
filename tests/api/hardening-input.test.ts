import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { filterParamNames } from '../../src/registry/define';
import { USER_TYPES } from '../../src/registry/seedIds';
import { loadResources } from '../../server/registry';
import { bearer, signedInApp } from './helpers';

/** Filters that leak, values that must be refused rather than coerced. */
type Body = Record<string, unknown>;
const t = signedInApp();
let plain: string;
beforeAll(async () => {
  const made = await t.app.inject({
    method: 'POST', url: '/v1/usuarios', headers: bearer(t.admin),
    payload: { firstName: 'Sem papel', email: 'sem-papel@example.com', password: 'sem-papel-1', tipo_id: USER_TYPES.outros.id, roles: [] },
  });
  expect(made.statusCode).toBe(201);
  plain = (await t.login('sem-papel@example.com', 'sem-papel-1')).access;
});

const call = (token: string, method: InjectOptions['method'], url: string, payload?: Body) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const current = async () => (await call(t.admin, 'GET', '/v1/configuracoes')).json().data[0] as Body;

describe('filters of dropdown readers (item 6)', () => {
  it('refuses the filters that leak hidden fields (usuarios?ativo=false, clientes?uf=SP) and keeps them for the view role', async () => {
    for (const url of ['/v1/usuarios?ativo=false', '/v1/clientes?uf=SP']) {
      const refused = await call(plain, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toMatch(/ativo|uf/);
      expect((await call(t.admin, 'GET', url)).statusCode, url).toBe(200);
    }
  });

  it('every declared filter: a dropdown reader may use it only on a field shown to them or declared for a SPEC 7 dropdown', async () => {
    const sample = (kind: string, values?: readonly string[]) =>
      ({ ref: '01900000-0000-7000-8000-000000000001', bool: 'true', enum: values?.[0] ?? 'x', uf: 'SP', int: '1', sequence: '1', date: '2026-11-23', datetime: '2026-11-23' })[kind] ?? 'x';
    let checked = 0;
    for (const r of await loadResources()) {
      const shown = new Set([r.display, ...(r.dropdown ?? []), ...(r.represent ? [...r.represent.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]) : [])]);
      for (const [param, field] of filterParamNames(r)) {
        const f = r.fields[field];
        const url = `/v1/${r.name}?${param}=${encodeURIComponent(sample(f.kind, f.values))}`;
        const allowed = shown.has(field) || (r.dropdownFilters ?? []).includes(field);
        expect((await call(plain, 'GET', url)).statusCode, `${url} as a dropdown reader`).toBe(allowed ? 200 : 403);
        expect((await call(t.admin, 'GET', url)).statusCode, `${url} as admin`).toBe(200);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('the filters SPEC 7 needs still work for everyone', async () => {
    for (const url of ['/v1/status?grupo=01900000-0000-7000-8000-000000000002', '/v1/tipos?grupo=01900000-0000-7000-8000-000000000001',
      `/v1/usuarios?tipo=${USER_TYPES.outros.id}`]) {
      const res = await call(plain, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().total, url).toBeGreaterThan(0);
    }
  });
});

describe('bounds of every numeric kind (item 7)', () => {
  it.each([
    ['fator_cubagem', -1],
    ['mapa_lat', 2147483648],
    ['mapa_lat', 90.5],
    ['mapa_lng', -999],
    ['mapa_lng', 180.01],
    ['docas', -1],
  ])('configuracoes %s = %s is a 400 naming the field, nothing written', async (field, value) => {
    const before = await current();
    const res = await call(t.admin, 'PUT', `/v1/configuracoes/${before.id}`, { [field]: value, version: before.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual(expect.any(String));
    expect(await current()).toEqual(before);
  });

  it('latitude and longitude at their limits are accepted', async () => {
    const before = await current();
    const res = await call(t.admin, 'PUT', `/v1/configuracoes/${before.id}`, { mapa_lat: -90, mapa_lng: 180, version: before.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mapa_lat: -90, mapa_lng: 180 });
  });
});

describe('documents are refused, not coerced (item 8)', () => {
  const cliente = (extra: Body) => ({ tipo_pessoa: 'PJ', nome: 'Documentos Ltda', cpf_cnpj: '11.222.333/0001-81', ...extra });
  const count = async () => (await t.pool.query('SELECT count(*)::int AS n FROM clientes')).rows[0].n as number;

  it.each([
    ['cep', '<script>alert(1)</script>'],
    ['cep', 1e308],
    ['cep', 12345678],
    ['cep', '123456789'],
    ['cep', '12345-67a'],
    ['telefone', -2147483649],
    ['telefone', '(11) 93333-4444'],
    ['telefone', '11 3333 4444 x'],
    ['celular', 11987654321],
    ['cpf_cnpj', '11.222.333/0001-811'],
  ])('%s = %j is a 400 naming the field and writes nothing', async (field, value) => {
    const before = await count();
    const res = await call(t.admin, 'POST', '/v1/clientes', cliente({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
    expect(await count()).toBe(before);
  });

  it('punctuation is accepted and stripped', async () => {
    const res = await call(t.admin, 'POST', '/v1/clientes', cliente({ cep: '01310-100', telefone: '(11) 3333-4444', celular: '(11) 98765-4321' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ cep: '01310100', telefone: '1133334444', celular: '11987654321', cpf_cnpj: '11222333000181' });
  });

  it('a CEP of fewer than 8 digits is stored padded to 8 (SPEC 5), on create and update (issue 28)', async () => {
    const made = (await call(t.admin, 'POST', '/v1/clientes', cliente({ nome: 'CEP sem zero Ltda', cpf_cnpj: '11.444.777/0001-61', cep: '1310-100' }))).json();
    expect(made.cep).toBe('01310100');
    const res = await call(t.admin, 'PUT', `/v1/clientes/${made.id}`, { cep: '4567000', version: made.version });
    expect(res.statusCode).toBe(200);
    expect((await call(t.admin, 'GET', `/v1/clientes/${made.id}`)).json().cep).toBe('04567000');
  });

  it('a CEP of 9 digits or of only zeros is refused naming the field, in the caller\'s language', async () => {
    const before = await count();
    for (const [lang, message] of [['pt-BR', 'CEP inválido'], ['en', 'Invalid postal code (CEP)']]) {
      for (const cep of ['123456789', '0', '00000-000']) {
        const res = await t.app.inject({ method: 'POST', url: '/v1/clientes', headers: { ...bearer(t.admin), 'accept-language': lang }, payload: cliente({ cep }) });
        expect(res.statusCode, `${lang} ${cep}`).toBe(400);
        expect(res.json().fields).toEqual({ cep: message });
      }
    }
    expect(await count()).toBe(before);
  });
});

describe('client-chosen ids (item 10)', () => {
  it.each(['00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF'])('refuses %s as an id', async (id) => {
    const res = await call(t.admin, 'POST', '/v1/grupos', { id, nome: 'Id nulo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.id).toEqual(expect.any(String));
    expect((await t.pool.query(`SELECT count(*)::int AS n FROM grupos WHERE nome = 'Id nulo'`)).rows[0].n).toBe(0);
  });

  it('accepts a real UUID chosen by the client', async () => {
    const id = '0190ffff-0000-7000-8000-0000000000aa';
    const res = await call(t.admin, 'POST', '/v1/grupos', { id, nome: 'Id do cliente' });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBe(id);
  });
});
