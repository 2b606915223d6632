import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { GRUPO_IDS } from '../seeded';
import { bearer, signedInApp } from './helpers';

const t = signedInApp();

type Body = Record<string, unknown>;
const api = (method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(t.admin), ...headers }, ...(payload === undefined ? {} : { payload: payload as Body }) });
const count = async (table: string) => (await t.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;
const rowOf = async (table: string, id: string) => (await t.pool.query(`SELECT * FROM ${table} WHERE id = $1`, [id])).rows[0];
const expectFieldError = (res: { statusCode: number; json(): Body }, field: string, status = 400) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { statusCode: number; message: string; fields?: Record<string, string> };
  expect(body.statusCode).toBe(status);
  expect(body.fields?.[field], JSON.stringify(body)).toEqual(expect.any(String));
  expect(body.fields![field]).not.toMatch(/^app\./);
  expect(body.message).not.toMatch(/^app\./);
};

let n = 0;
const uniq = () => `${Date.now().toString(36)}-${++n}`;
const MISSING_UUID = '01900000-0000-7000-8000-0000000000ff';
const SQL = `'; DROP TABLE grupos; --`;

interface Case {
  name: string;
  table: string;
  required: string;
  /** The display field: a text field updated and checked. */
  text: string;
  max: number;
  valid: () => Body;
  /** [field, bad value] pairs: each must answer 400 naming the field. */
  wrong: [string, unknown][];
  listFields: string[];
}

const cases: Case[] = [
  {
    name: 'grupos', table: 'grupos', required: 'nome', text: 'nome', max: 120,
    valid: () => ({ nome: `Grupo ${uniq()}`, descricao: 'Grupo de teste' }),
    wrong: [['nome', 123], ['descricao', true], ['nome', ['a']], ['descricao', { a: 1 }], ['descricao', 'x'.repeat(501)]],
    listFields: ['nome', 'descricao'],
  },
  {
    name: 'status', table: 'status', required: 'grupo_id', text: 'nome', max: 120,
    valid: () => ({ nome: `Status ${uniq()}`, grupo_id: GRUPO_IDS.ordemServico, ordem: 7 }),
    wrong: [['ordem', 'abc'], ['ordem', 1.5], ['ordem', -1], ['ordem', 10_000], ['ordem', 1e300], ['nome', 42],
      ['grupo_id', 'not-a-uuid'], ['grupo_id', 17], ['grupo_id', MISSING_UUID]],
    listFields: ['nome', 'grupo_id', 'ordem'],
  },
  {
    name: 'tipos', table: 'tipos', required: 'nome', text: 'nome', max: 120,
    valid: () => ({ nome: `Tipo ${uniq()}`, grupo_id: GRUPO_IDS.veiculo }),
    wrong: [['nome', false], ['grupo_id', '1234'], ['grupo_id', MISSING_UUID]],
    listFields: ['nome', 'grupo_id'],
  },
  {
    name: 'categorias', table: 'categorias', required: 'nome', text: 'nome', max: 120,
    valid: () => ({ nome: `Categoria ${uniq()}`, descricao: 'Categoria de teste' }),
    wrong: [['nome', 3.14], ['descricao', ['x']]],
    listFields: ['nome', 'descricao'],
  },
  {
    name: 'usuarios', table: 'usuarios', required: 'email', text: 'firstName', max: 80,
    valid: () => ({ firstName: `Usu ${uniq()}`, email: `u${uniq()}@example.com`, password: 'password-123', tipo_id: USER_TYPES.outros.id }),
    wrong: [['email', 'not-an-email'], ['email', 5], ['ativo', 'yes'], ['roles', 'admin'], ['roles', ['no-such-role']],
      ['cnh_categoria', 'Z'], ['cnh_validade', '2024-02-30'], ['telefone', '123'], ['cpf', '111.111.111-11'],
      ['tipo_id', 'abc'], ['tipo_id', MISSING_UUID], ['tipo_id', GRUPO_IDS.usuario], ['password', 1234567890]],
    listFields: ['firstName', 'lastName', 'email', 'tipo_id', 'ativo'],
  },
];

describe.each(cases)('$name: generic routes', (c) => {
  const base = `/v1/${c.name}`;
  const create = async (extra: Body = {}) => {
    const res = await api('POST', base, { ...c.valid(), ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Body & { id: string; version: number };
  };

  it('creates, reads one, reads many, lists, updates with version and deletes', async () => {
    const before = await count(c.table);
    const input = c.valid();
    const res = await api('POST', base, input);
    expect(res.statusCode, res.body).toBe(201);
    const rec = res.json();
    expect(rec.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rec.version).toBe(1);
    expect(rec[c.text]).toBe(input[c.text]);
    expect(rec).not.toHaveProperty('password');
    expect(await count(c.table)).toBe(before + 1);

    const one = await api('GET', `${base}/${rec.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(rec);

    const other = await create();
    const many = await api('GET', `${base}?id=${rec.id}&id=${other.id}&limit=100`);
    expect(many.statusCode).toBe(200);
    expect(many.json().total).toBe(2);
    expect(many.json().data.map((r: Body) => r.id).sort()).toEqual([rec.id, other.id].sort());
    const single = await api('GET', `${base}?id=${rec.id}`);
    expect(single.json().data.map((r: Body) => r.id)).toEqual([rec.id]);
    expect((await api('GET', `${base}?id=not-a-uuid`)).json()).toEqual({ data: [], total: 0 });

    const list = await api('GET', `${base}?limit=5000`);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(before + 2);
    expect(list.json().data).toHaveLength(before + 2);
    expect(list.json().data.find((r: Body) => r.id === rec.id)).toEqual(rec);

    const renamed = `Renamed ${uniq()}`;
    const upd = await api('PUT', `${base}/${rec.id}`, { [c.text]: renamed, version: 1 });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ id: rec.id, [c.text]: renamed, version: 2 });
    expect((await rowOf(c.table, rec.id)).version).toBe(2);

    const del = await api('DELETE', `${base}/${rec.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().id).toBe(rec.id);
    expect((await api('GET', `${base}/${rec.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `${base}/${rec.id}`)).statusCode).toBe(404);
    expect(await count(c.table)).toBe(before + 1);
  });

  it('PUT with a stale version answers 409 and changes nothing', async () => {
    const rec = await create();
    expect((await api('PUT', `${base}/${rec.id}`, { [c.text]: 'First', version: 1 })).statusCode).toBe(200);
    const stale = await api('PUT', `${base}/${rec.id}`, { [c.text]: 'Second', version: 1 });
    expectFieldError(stale, 'version', 409);
    const row = await api('GET', `${base}/${rec.id}`);
    expect(row.json()).toMatchObject({ [c.text]: 'First', version: 2 });
    expectFieldError(await api('PUT', `${base}/${rec.id}`, { [c.text]: 'Third' }), 'version');
    expectFieldError(await api('PUT', `${base}/${rec.id}`, { [c.text]: 'Third', version: 99_999_999_999 }), 'version');
    expectFieldError(await api('PUT', `${base}/${rec.id}`, { [c.text]: 'Third', version: 0 }), 'version');
    expect((await api('GET', `${base}/${rec.id}`)).json().version).toBe(2);
  });

  it('rejects a missing required field, naming it', async () => {
    const before = await count(c.table);
    const body = c.valid();
    delete body[c.required];
    expectFieldError(await api('POST', base, body), c.required);
    expectFieldError(await api('POST', base, { ...body, [c.required]: null }), c.required);
    expectFieldError(await api('POST', base, { ...body, [c.required]: '' }), c.required);
    const rec = await create();
    expectFieldError(await api('PUT', `${base}/${rec.id}`, { [c.required]: null, version: 1 }), c.required);
    expect(await count(c.table)).toBe(before + 1);
  });

  it('rejects values of the wrong kind, naming the field, on create and update', async () => {
    const rec = await create();
    const before = await count(c.table);
    for (const [field, value] of c.wrong) {
      expectFieldError(await api('POST', base, { ...c.valid(), [field]: value }), field);
      expectFieldError(await api('PUT', `${base}/${rec.id}`, { [field]: value, version: 1 }), field);
    }
    expect(await count(c.table)).toBe(before);
    expect((await api('GET', `${base}/${rec.id}`)).json()).toEqual(rec);
  });

  it('rejects unknown fields, naming them', async () => {
    const before = await count(c.table);
    const res = await api('POST', base, { ...c.valid(), colour: 'red', search: 'x' });
    expectFieldError(res, 'colour');
    expectFieldError(res, 'search');
    expect(res.json().fields.colour).toContain('colour');
    const rec = await create();
    expectFieldError(await api('PUT', `${base}/${rec.id}`, { version: 1, password_hash: 'x' }), 'password_hash');
    expectFieldError(await api('POST', base, { ...c.valid(), version: 5 }), 'version');
    expect(await count(c.table)).toBe(before + 1);
  });

  it('rejects oversize text and accepts text at the limit', async () => {
    const before = await count(c.table);
    expectFieldError(await api('POST', base, { ...c.valid(), [c.text]: 'x'.repeat(c.max + 1) }), c.text);
    expect(await count(c.table)).toBe(before);
    const atMax = 'y'.repeat(c.max - 6) + uniq().slice(-6);
    const res = await api('POST', base, { ...c.valid(), [c.text]: atMax });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()[c.text]).toHaveLength(c.max);
    expectFieldError(await api('PUT', `${base}/${res.json().id}`, { [c.text]: 'z'.repeat(c.max + 1), version: 1 }), c.text);
  });

  it('answers 404 for a malformed or unknown id on every id route', async () => {
    const before = await count(c.table);
    for (const id of ['not-a-uuid', MISSING_UUID, '1', "1' OR '1'='1"]) {
      const path = `${base}/${encodeURIComponent(id)}`;
      expect((await api('GET', path)).statusCode).toBe(404);
      expect((await api('PUT', path, { [c.text]: 'Nobody', version: 1 })).statusCode).toBe(404);
      const del = await api('DELETE', path);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect(await count(c.table)).toBe(before);
  });

  it('stores SQL-looking text verbatim and survives it in q, sort and filters', async () => {
    const text = `${SQL} ${uniq()}`.slice(0, c.max);
    const rec = await create({ [c.text]: text });
    expect(rec[c.text]).toBe(text);
    expect((await api('GET', `${base}/${rec.id}`)).json()[c.text]).toBe(text);
    expect((await rowOf(c.table, rec.id))[c.text === 'firstName' ? 'first_name' : c.text]).toBe(text);
    expect(await count('grupos')).toBeGreaterThanOrEqual(14);
    const q = await api('GET', `${base}?q=${encodeURIComponent(text)}`);
    expect(q.statusCode).toBe(200);
    expect(q.json().data.map((r: Body) => r.id)).toEqual([rec.id]);
    for (const url of [`${base}?sort=${encodeURIComponent('nome; DROP TABLE grupos')}`, `${base}?order=${encodeURIComponent("asc; --")}`,
      `${base}?${encodeURIComponent("nome' OR 1=1 --")}=1`, `${base}?grupo=${encodeURIComponent("' OR 1=1 --")}`]) {
      const res = await api('GET', url);
      expect(res.statusCode, url).toBe(400);
    }
    expect((await t.pool.query(`SELECT to_regclass('public.grupos') AS t`)).rows[0].t).toBe('grupos');
  });

  it('lists with page, limit, sort and order, and rejects bad ones', async () => {
    for (const field of [...c.listFields, 'id', 'created_at', 'updated_at']) {
      for (const order of ['asc', 'desc', 'DESC']) {
        const res = await api('GET', `${base}?sort=${field}&order=${order}&limit=3`);
        expect(res.statusCode, `${field} ${order}: ${res.body}`).toBe(200);
        expect(res.json().data.length).toBeLessThanOrEqual(3);
      }
    }
    const bad = await api('GET', `${base}?sort=no_such_field`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('no_such_field');
    expect((await api('GET', `${base}?sort=password`)).statusCode).toBe(400);
    expect((await api('GET', `${base}?sort=search`)).statusCode).toBe(400);
    expectFieldError(await api('GET', `${base}?order=sideways`), 'order');
    expectFieldError(await api('GET', `${base}?limit=0`), 'limit');
    expectFieldError(await api('GET', `${base}?limit=5001`), 'limit');
    expectFieldError(await api('GET', `${base}?limit=ten`), 'limit');
    expectFieldError(await api('GET', `${base}?page=0`), 'page');
    expectFieldError(await api('GET', `${base}?page=-2`), 'page');
    expect((await api('GET', `${base}?limit=5000`)).statusCode).toBe(200);
    const far = await api('GET', `${base}?page=999&limit=25`);
    expect(far.statusCode).toBe(200);
    expect(far.json().data).toEqual([]);
    expect(far.json().total).toBe(await count(c.table));
    const unknown = await api('GET', `${base}?colour=red`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('colour');
  });

  it('answers field errors in the caller\'s language without raw catalog keys', async () => {
    for (const lang of ['en', 'pt-BR', 'fr', 'es', 'ar']) {
      const res = await api('POST', base, { ...c.valid(), [c.text]: 'x'.repeat(c.max + 1), colour: 1 }, { 'accept-language': lang });
      expectFieldError(res, c.text);
      expectFieldError(res, 'colour');
    }
  });
});

describe('junk bodies never cause a 5xx', () => {
  const junk: { payload: string; type?: string }[] = [
    ...['[]', '[1,2]', 'null', '0', '"text"', 'true', '{}', '{"nome": {"a": {"b": [1, {"c": null}]}}}',
      '{"nome": 1e309}', '{"nome": -1e309}', '{"ordem": 1e400, "nome": "x"}', '{"ordem": "NaN", "nome": "x"}',
      '{"ordem": "Infinity"}', '{"nome": true, "firstName": false, "email": true}', '{"nome": null, "grupo_id": null}',
      '{"grupo_id": "00000000-0000-0000-0000-000000000000", "nome": "zero"}', '{"tipo_id": {"$ne": null}}',
      '{"version": "1"}', '{"version": 1.5}', '{"version": -99999999999999}', '{"version": 1, "nome": "\\u0000"}',
      '{"nome": "a\\u0000b", "firstName": "a\\u0000b", "email": "a@b.co", "grupo_id": "01900000-0000-7000-8000-000000000002", "tipo_id": "01900000-0000-7000-8001-000000000005"}',
'{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"x": 1}}}',
      '{"roles": [["admin"]]}', '{"roles": {"0": "admin"}}', '{"latlng": "x", "cpf": 12345678909}',
      `{"nome": "${'x'.repeat(100_000)}", "firstName": "${'x'.repeat(100_000)}"}`,
      `{"descricao": "${'x'.repeat(2 * 1024 * 1024)}"}`, '{"nome": ', '{nome: "x"}', "{'nome': 'x'}", '',
    ].map((payload) => ({ payload })),
    { payload: 'nome=x', type: 'application/x-www-form-urlencoded' },
    { payload: '<nome>x</nome>', type: 'application/xml' },
    { payload: 'nome', type: 'text/plain' },
    { payload: '{"nome":"x"}', type: 'multipart/form-data; boundary=x' },
    { payload: '{"nome": 5}', type: 'application/json; charset=latin1' },
  ];

  it.each(cases)('POST and PUT of $name', async (c) => {
    const base = `/v1/${c.name}`;
    const rec = (await api('POST', base, c.valid())).json();
    const before = await count(c.table);
    const send = (method: 'POST' | 'PUT', url: string, j: (typeof junk)[number]) => t.app.inject({
      method, url, payload: j.payload, headers: { ...bearer(t.admin), 'content-type': j.type ?? 'application/json' },
    });
    const extra = [{ ...c.valid(), [c.text]: 'a\u0000b' }, { [c.text]: '\u0000', version: 1 }, { ...c.valid(), [c.required]: '\u0000' }]
      .map((b): (typeof junk)[number] => ({ payload: JSON.stringify(b) }));
    for (const j of [...junk, ...extra]) {
      for (const [method, url] of [['POST', base], ['PUT', `${base}/${rec.id}`], ['PUT', `${base}/nope`]] as const) {
        const res = await send(method, url, j);
        expect([400, 404, 409, 413, 415], `${method} ${url} ${j.type ?? ''} ${j.payload.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`)
          .toContain(res.statusCode);
        expect(res.json()).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
      }
    }
    expect(await count(c.table)).toBe(before);
    expect((await api('GET', `${base}/${rec.id}`)).json()).toEqual(rec);
  });
});

describe('unique fields, references and filters', () => {
  it.each([['grupos', 'nome'], ['categorias', 'nome'], ['usuarios', 'email']])('%s.%s duplicate → 409 naming the field', async (name, field) => {
    const c = cases.find((x) => x.name === name)!;
    const first = (await api('POST', `/v1/${name}`, c.valid())).json();
    const before = await count(c.table);
    const value = field === 'email' ? String(first.email).toUpperCase() : first[field];
    expectFieldError(await api('POST', `/v1/${name}`, { ...c.valid(), [field]: value }), field, 409);
    expect(await count(c.table)).toBe(before);
    const second = (await api('POST', `/v1/${name}`, c.valid())).json();
    expectFieldError(await api('PUT', `/v1/${name}/${second.id}`, { [field]: value, version: 1 }), field, 409);
    expect((await api('GET', `/v1/${name}/${second.id}`)).json()).toEqual(second);
  });

  it('refuses to delete a grupo still referenced (409) and deletes it once free', async () => {
    const seeded = await api('DELETE', `/v1/grupos/${GRUPO_IDS.usuario}`);
    expect(seeded.statusCode).toBe(409);
    expect(seeded.json().message).not.toMatch(/^app\./);
    expect(await rowOf('grupos', GRUPO_IDS.usuario)).toBeTruthy();
    const g = (await api('POST', '/v1/grupos', { nome: `Ref ${uniq()}` })).json();
    const s = (await api('POST', '/v1/status', { nome: 'S', grupo_id: g.id })).json();
    const tipo = (await api('POST', '/v1/tipos', { nome: 'T', grupo_id: g.id })).json();
    const blocked = await api('DELETE', `/v1/grupos/${g.id}`);
    expect(blocked.statusCode).toBe(409);
    // The message names what still refers to the record, in the caller's language.
    expect(blocked.json().message).toMatch(/Statuses|Types/);
    const blockedPt = await api('DELETE', `/v1/grupos/${g.id}`, undefined, { 'accept-language': 'pt-BR' });
    expect(blockedPt.json().message).toMatch(/^Este registro ainda é usado por (Status|Tipos)/);
    expect((await api('DELETE', `/v1/status/${s.id}`)).statusCode).toBe(200);
    const stillTipos = await api('DELETE', `/v1/grupos/${g.id}`);
    expect(stillTipos.statusCode).toBe(409);
    expect(stillTipos.json().message).toContain('Types');
    expect((await api('DELETE', `/v1/tipos/${tipo.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/v1/grupos/${g.id}`)).statusCode).toBe(200);
    expect(await rowOf('grupos', g.id)).toBeUndefined();
  });

  it('filters status and tipos by grupo (SPEC 7 spelling and grupo_id), usuarios by tipo', async () => {
    const g = (await api('POST', '/v1/grupos', { nome: `Filtro ${uniq()}` })).json();
    const mine = [];
    for (const nome of ['Um', 'Dois', 'Três']) mine.push((await api('POST', '/v1/status', { nome, grupo_id: g.id, ordem: mine.length })).json().id);
    const tipo = (await api('POST', '/v1/tipos', { nome: 'Só este', grupo_id: g.id })).json();
    for (const url of [`/v1/status?grupo=${g.id}`, `/v1/status?grupo_id=${g.id}`]) {
      const res = (await api('GET', url)).json();
      expect(res.total).toBe(3);
      expect(res.data.map((r: Body) => r.id)).toEqual(mine);
      expect(res.data.every((r: Body) => r.grupo_id === g.id)).toBe(true);
    }
    for (const url of [`/v1/tipos?grupo=${g.id}`, `/v1/tipos?grupo_id=${g.id}`]) {
      expect((await api('GET', url)).json()).toEqual({ data: [tipo], total: 1 });
    }
    const both = (await api('GET', `/v1/tipos?grupo=${g.id}&grupo=${GRUPO_IDS.usuario}&limit=100`)).json();
    expect(both.total).toBe(6);
    const motorista = (await api('POST', '/v1/usuarios', { ...cases[4].valid(), tipo_id: USER_TYPES.motorista.id })).json();
    for (const url of [`/v1/usuarios?tipo=${USER_TYPES.motorista.id}`, `/v1/usuarios?tipo_id=${USER_TYPES.motorista.id}`]) {
      const res = (await api('GET', url)).json();
      expect(res.data.map((r: Body) => r.id)).toEqual([motorista.id]);
    }
    expect((await api('GET', `/v1/usuarios?tipo=${USER_TYPES.motorista.id}&ativo=false`)).json().total).toBe(0);
    expect((await api('GET', `/v1/status?grupo=${MISSING_UUID}`)).json()).toEqual({ data: [], total: 0 });
    expectFieldError(await api('GET', '/v1/status?grupo=not-a-uuid'), 'grupo_id');
    expectFieldError(await api('GET', '/v1/usuarios?ativo=maybe'), 'ativo');
    for (const url of ['/v1/status?ordem=1', '/v1/grupos?grupo=x', '/v1/usuarios?password=x', '/v1/usuarios?roles=admin']) {
      const res = await api('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).not.toMatch(/^app\./);
    }
  });

  it('pages and sorts consistently', async () => {
    const g = (await api('POST', '/v1/grupos', { nome: `Paginas ${uniq()}` })).json();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await api('POST', '/v1/status', { nome: `S${i}`, grupo_id: g.id, ordem: (i * 3) % 7 })).json().id);
    const byOrdem = [...ids].sort((a, b) => (ids.indexOf(a) * 3) % 7 - (ids.indexOf(b) * 3) % 7);
    const page = async (p: number, extra = '') => (await api('GET', `/v1/status?grupo=${g.id}&limit=3&page=${p}${extra}`)).json();
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((x) => x.total)).toEqual([7, 7, 7]);
    expect(pages.map((x) => x.data.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((x) => x.data.map((r: Body) => r.id))).toEqual(byOrdem);
    const desc = [await page(1, '&sort=ordem&order=desc'), await page(2, '&sort=ordem&order=desc'), await page(3, '&sort=ordem&order=desc')];
    expect(desc.flatMap((x) => x.data.map((r: Body) => r.id))).toEqual([...byOrdem].reverse());
    const byName = (await api('GET', `/v1/status?grupo=${g.id}&sort=nome`)).json().data.map((r: Body) => r.nome);
    expect(byName).toEqual(['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6']);
    expect((await page(4)).data).toEqual([]);
  });
});

describe('usuarios specifics', () => {
  const U = cases.find((c) => c.name === 'usuarios')!;
  const noSecret = (body: string) => expect(body).not.toMatch(/password|argon2/i);

  it('never returns the password or its hash, from any route', async () => {
    const created = await api('POST', '/v1/usuarios', U.valid());
    const u = created.json();
    expect((await rowOf('usuarios', u.id)).password_hash).toMatch(/^\$argon2id\$/);
    const put = await api('PUT', `/v1/usuarios/${u.id}`, { password: 'another-password', version: 1 });
    expect(put.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email: u.email, password: 'another-password' } });
    expect(login.statusCode).toBe(200);
    const bodies = [created.body, put.body, login.body, (await api('GET', `/v1/usuarios/${u.id}`)).body,
      (await api('GET', `/v1/usuarios?id=${u.id}`)).body, (await api('GET', '/v1/usuarios?limit=5000')).body,
      (await api('GET', `/v1/usuarios?q=${u.email}`)).body, (await api('DELETE', `/v1/usuarios/${u.id}`)).body];
    bodies.forEach(noSecret);
  });

  it('checks the password length, and a created user can sign in with it', async () => {
    const before = await count('usuarios');
    expectFieldError(await api('POST', '/v1/usuarios', { ...U.valid(), password: 'seven77' }), 'password');
    expect(await count('usuarios')).toBe(before);
    const body = { ...U.valid(), email: ` Mixed.${uniq()}@Example.COM `, password: 'eight888' };
    const u = (await api('POST', '/v1/usuarios', body)).json();
    expect(u.email).toBe(body.email.trim().toLowerCase());
    const session = await t.login(body.email.trim().toUpperCase(), 'eight888');
    expect(session.user).toMatchObject({ id: u.id, firstName: u.firstName, roles: [] });
    expectFieldError(await api('PUT', `/v1/usuarios/${u.id}`, { password: 'short', version: 1 }), 'password');
    await t.login(u.email, 'eight888');
  });

  it('stores a punctuated CPF as 11 digits and rejects bad check digits', async () => {
    const u = (await api('POST', '/v1/usuarios', { ...U.valid(), cpf: '529.982.247-25' })).json();
    expect(u.cpf).toBe('52998224725');
    expect((await rowOf('usuarios', u.id)).cpf).toBe('52998224725');
    expectFieldError(await api('POST', '/v1/usuarios', { ...U.valid(), cpf: '529.982.247-26' }), 'cpf');
    expectFieldError(await api('PUT', `/v1/usuarios/${u.id}`, { cpf: '52998224724', version: 1 }), 'cpf');
    expect((await rowOf('usuarios', u.id)).cpf).toBe('52998224725');
  });

  it('accepts only a tipo of grupo Usuário and only known roles', async () => {
    const tipoVeiculo = (await api('POST', '/v1/tipos', { nome: 'Caminhão', grupo_id: GRUPO_IDS.veiculo })).json();
    const before = await count('usuarios');
    expectFieldError(await api('POST', '/v1/usuarios', { ...U.valid(), tipo_id: tipoVeiculo.id }), 'tipo_id');
    expectFieldError(await api('POST', '/v1/usuarios', { ...U.valid(), roles: ['view-grupos', 'superuser'] }), 'roles');
    expect(await count('usuarios')).toBe(before);
    const u = (await api('POST', '/v1/usuarios', { ...U.valid(), roles: ['view-grupos', 'view-grupos'] })).json();
    expect(u.roles).toEqual(['view-grupos']);
    expectFieldError(await api('PUT', `/v1/usuarios/${u.id}`, { tipo_id: tipoVeiculo.id, version: 1 }), 'tipo_id');
    const ok = await api('PUT', `/v1/usuarios/${u.id}`, { tipo_id: USER_TYPES.motorista.id, version: 1 });
    expect(ok.json()).toMatchObject({ tipo_id: USER_TYPES.motorista.id, version: 2 });
  });
});
