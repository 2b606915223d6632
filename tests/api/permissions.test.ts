import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { GRUPO_IDS } from '../seeded';
import { bearer, signedInApp } from './helpers';

const t = signedInApp();

type Body = Record<string, unknown>;
const call = (token: string, method: InjectOptions['method'], url: string, payload?: Body) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const count = async (table: string) => (await t.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

let n = 0;
const uniq = () => `${Date.now().toString(36)}${++n}`;
const PASSWORD = 'perm-password-1';
const userBody = (roles: string[]) => ({ firstName: `Perm ${uniq()}`, email: `perm${uniq()}@example.com`, password: PASSWORD, roles, tipo_id: USER_TYPES.outros.id });

/** A user created by the admin through the API, signed in. */
const userWith = async (roles: string[]) => {
  const res = await call(t.admin, 'POST', '/v1/usuarios', userBody(roles));
  expect(res.statusCode, res.body).toBe(201);
  const session = await t.login(res.json().email, PASSWORD);
  return { ...(res.json() as Body & { id: string; email: string; version: number }), token: session.access };
};

const resources = [
  { name: 'grupos', role: 'view-grupos', display: ['id', 'nome'], body: () => ({ nome: `G ${uniq()}` }) },
  { name: 'status', role: 'view-status', display: ['id', 'nome'], body: () => ({ nome: `S ${uniq()}`, grupo_id: GRUPO_IDS.ponto, ordem: 3 }) },
  { name: 'tipos', role: 'view-tipos', display: ['id', 'nome'], body: () => ({ nome: `T ${uniq()}`, grupo_id: GRUPO_IDS.ponto }) },
  { name: 'categorias', role: 'view-categorias', display: ['id', 'nome'], body: () => ({ nome: `C ${uniq()}` }) },
  { name: 'usuarios', role: 'view-users', display: ['firstName', 'id', 'lastName'], body: () => userBody([]) },
];

describe.each(resources)('$name without its view role ($role)', (r) => {
  const base = `/v1/${r.name}`;
  let token: string;
  let existing: Body & { id: string; version: number };
  beforeAll(async () => {
    // Every other role of the five, so only the missing one explains a refusal.
    token = (await userWith(resources.filter((o) => o.role !== r.role && o.role !== 'view-users').map((o) => o.role))).token;
    existing = (await call(t.admin, 'POST', base, r.body())).json();
  });

  it('refuses every write with 403 and changes nothing', async () => {
    const before = await count(r.name);
    const post = await call(token, 'POST', base, r.body());
    expect(post.statusCode, post.body).toBe(403);
    expect(post.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect(post.json().message).not.toMatch(/^app\./);
    const put = await call(token, 'PUT', `${base}/${existing.id}`, { ...r.body(), version: existing.version });
    expect(put.statusCode, put.body).toBe(403);
    expect((await call(token, 'DELETE', `${base}/${existing.id}`)).statusCode).toBe(403);
    expect(await count(r.name)).toBe(before);
    expect((await call(t.admin, 'GET', `${base}/${existing.id}`)).json()).toEqual(existing);
  });

  it('reads only the dropdown fields (SPEC 3), never the full record', async () => {
    const list = await call(token, 'GET', `${base}?limit=500`);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(await count(r.name));
    for (const row of list.json().data) expect(Object.keys(row).sort()).toEqual(r.display);
    const one = await call(token, 'GET', `${base}/${existing.id}`);
    expect(one.statusCode).toBe(200);
    expect(Object.keys(one.json()).sort()).toEqual(r.display);
    const many = await call(token, 'GET', `${base}?id=${existing.id}`);
    expect(many.json().data.map((x: Body) => Object.keys(x).sort())).toEqual([r.display]);
  });
});

describe('reading with and without view-status', () => {
  it('dropdown users get id + nome; view-status users and the admin get every field', async () => {
    const url = `/v1/status?grupo=${GRUPO_IDS.ordemServico}&limit=500`;
    const plain = await userWith([]);
    const viewer = await userWith(['view-status']);
    const dropdown = (await call(plain.token, 'GET', url)).json();
    expect(dropdown.total).toBe(4);
    expect(dropdown.data).toEqual([
      { id: expect.any(String), nome: 'Aberta' }, { id: expect.any(String), nome: 'Em andamento' },
      { id: expect.any(String), nome: 'Concluída' }, { id: expect.any(String), nome: 'Cancelada' },
    ]);
    const fullKeys = ['created_at', 'grupo_id', 'id', 'nome', 'ordem', 'updated_at', 'version'];
    for (const token of [viewer.token, t.admin]) {
      const full = (await call(token, 'GET', url)).json();
      expect(full.total).toBe(4);
      for (const row of full.data) expect(Object.keys(row).sort()).toEqual(fullKeys);
      expect(full.data.map((x: Body) => x.id)).toEqual(dropdown.data.map((x: Body) => x.id));
    }
    const tipos = (await call(plain.token, 'GET', `/v1/tipos?grupo=${GRUPO_IDS.usuario}&limit=500`)).json();
    expect(tipos.total).toBe(5);
    const usuarios = (await call(plain.token, 'GET', `/v1/usuarios?tipo=${USER_TYPES.outros.id}&limit=500`)).json();
    expect(usuarios.data.length).toBeGreaterThanOrEqual(2);
    for (const row of usuarios.data) expect(Object.keys(row).sort()).toEqual(['firstName', 'id', 'lastName']);
  });

  it('a user with the view role writes, and loses it at once when the role is taken away', async () => {
    const u = await userWith(['view-grupos']);
    const created = await call(u.token, 'POST', '/v1/grupos', { nome: `Mine ${uniq()}` });
    expect(created.statusCode).toBe(201);
    const off = await call(t.admin, 'PUT', `/v1/usuarios/${u.id}`, { roles: [], version: u.version });
    expect(off.statusCode).toBe(200);
    expect((await call(u.token, 'DELETE', `/v1/grupos/${created.json().id}`)).statusCode).toBe(403);
    expect((await call(u.token, 'GET', `/v1/grupos/${created.json().id}`)).json()).toEqual({ id: created.json().id, nome: created.json().nome });
  });

  it('the admin role bypasses every view role', async () => {
    const only = await userWith(['admin']);
    for (const r of resources) {
      const res = await call(only.token, 'POST', `/v1/${r.name}`, r.body());
      expect(res.statusCode, r.name).toBe(201);
      expect(Object.keys(res.json())).toEqual(expect.arrayContaining(['id', 'version', 'created_at']));
      expect((await call(only.token, 'DELETE', `/v1/${r.name}/${res.json().id}`)).statusCode).toBe(200);
    }
  });
});

describe('role escalation', () => {
  let manager: Awaited<ReturnType<typeof userWith>>;
  beforeAll(async () => { manager = await userWith(['view-users', 'view-grupos']); });
  const exists = async (email: string) => (await t.pool.query('SELECT 1 FROM usuarios WHERE email = $1', [email])).rowCount === 1;
  const rolesOf = async (id: string) => (await t.pool.query('SELECT roles FROM usuarios WHERE id = $1', [id])).rows[0].roles as string[];

  it('cannot create a user with a role the creator does not hold', async () => {
    const before = await count('usuarios');
    for (const roles of [['admin'], ['view-status'], ['view-grupos', 'view-status'], ['view-users', 'admin']]) {
      const body = userBody(roles);
      const res = await call(manager.token, 'POST', '/v1/usuarios', body);
      expect(res.statusCode, JSON.stringify(roles)).toBe(403);
      expect(res.json().message).not.toMatch(/^app\./);
      expect(await exists(body.email)).toBe(false);
    }
    expect(await count('usuarios')).toBe(before);
  });

  it('may grant roles they hold', async () => {
    const body = userBody(['view-grupos']);
    const res = await call(manager.token, 'POST', '/v1/usuarios', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(await rolesOf(res.json().id)).toEqual(['view-grupos']);
    const upd = await call(manager.token, 'PUT', `/v1/usuarios/${res.json().id}`, { roles: ['view-grupos', 'view-users'], version: 1 });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(await rolesOf(res.json().id)).toEqual(['view-grupos', 'view-users']);
    const plain = await call(manager.token, 'POST', '/v1/usuarios', userBody([]));
    expect(plain.statusCode).toBe(201);
  });

  it('cannot add a foreign role to an existing user or to themself', async () => {
    const target = (await call(manager.token, 'POST', '/v1/usuarios', userBody(['view-grupos']))).json();
    const res = await call(manager.token, 'PUT', `/v1/usuarios/${target.id}`, { roles: ['view-grupos', 'view-tipos'], version: 1 });
    expect(res.statusCode).toBe(403);
    expect(await rolesOf(target.id)).toEqual(['view-grupos']);
    const self = await call(manager.token, 'PUT', `/v1/usuarios/${manager.id}`, { roles: ['view-users', 'view-grupos', 'admin'], version: manager.version });
    expect(self.statusCode).toBe(403);
    expect(await rolesOf(manager.id)).toEqual(['view-users', 'view-grupos']);
  });

  it('cannot edit or delete an admin', async () => {
    const adminRow = (await t.pool.query(`SELECT id, version, first_name FROM usuarios WHERE email = 'admin@example.com'`)).rows[0];
    for (const payload of [{ firstName: 'Hacked', version: adminRow.version }, { password: 'hacked-password', version: adminRow.version },
      { roles: [], version: adminRow.version }]) {
      expect((await call(manager.token, 'PUT', `/v1/usuarios/${adminRow.id}`, payload)).statusCode).toBe(403);
    }
    expect((await call(manager.token, 'DELETE', `/v1/usuarios/${adminRow.id}`)).statusCode).toBe(403);
    expect((await t.pool.query('SELECT version, first_name, roles FROM usuarios WHERE id = $1', [adminRow.id])).rows[0])
      .toEqual({ version: adminRow.version, first_name: adminRow.first_name, roles: ['admin'] });
    await t.login(); // the admin password still works
  });

  it('cannot remove a role they do not hold, nor take over a user who holds one', async () => {
    const target = (await call(t.admin, 'POST', '/v1/usuarios', userBody(['view-grupos', 'view-status']))).json();
    const attempts: Body[] = [
      { roles: ['view-grupos'], version: 1 }, { roles: [], version: 1 },
      { password: 'taken-over-1', version: 1 }, { email: `taken${uniq()}@example.com`, version: 1 },
    ];
    for (const payload of attempts) {
      const res = await call(manager.token, 'PUT', `/v1/usuarios/${target.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
    }
    expect((await call(manager.token, 'DELETE', `/v1/usuarios/${target.id}`)).statusCode).toBe(403);
    const row = (await t.pool.query('SELECT version, email, roles FROM usuarios WHERE id = $1', [target.id])).rows[0];
    expect(row).toEqual({ version: 1, email: target.email, roles: ['view-grupos', 'view-status'] });
    await t.login(target.email, PASSWORD);
  });

  it('may edit and delete users whose roles they all hold', async () => {
    const target = (await call(t.admin, 'POST', '/v1/usuarios', userBody(['view-grupos']))).json();
    const res = await call(manager.token, 'PUT', `/v1/usuarios/${target.id}`, { firstName: 'Edited', roles: [], version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Edited', roles: [], version: 2 });
    expect((await call(manager.token, 'DELETE', `/v1/usuarios/${target.id}`)).statusCode).toBe(200);
    expect(await exists(target.email)).toBe(false);
  });
});
