import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { ADMIN, type TestApp, bearer, createTestApp } from './helpers';

let t: TestApp;
let admin: { access: string; refresh: string; user: Record<string, unknown> };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => { await t?.close(); });

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

const self = async () => (await call(admin.access, 'GET', `/v1/usuarios/${admin.user.id}`)).json();

describe('usuarios: nobody locks themselves out', () => {
  it('an admin cannot remove their own admin role, deactivate or delete themselves', async () => {
    const me = await self();
    const dropAdmin = await call(admin.access, 'PUT', `/v1/usuarios/${me.id}`, { roles: ['view-users'], version: me.version });
    expect(dropAdmin.statusCode).toBe(403);
    expect(dropAdmin.json().message).toBe('You cannot remove your own administrator role');
    const deactivate = await call(admin.access, 'PUT', `/v1/usuarios/${me.id}`, { ativo: false, version: me.version });
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json().message).toBe('You cannot deactivate your own account');
    const remove = await call(admin.access, 'DELETE', `/v1/usuarios/${me.id}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe('You cannot delete your own account');
    const after = await self();
    expect([after.version, after.roles, after.ativo]).toEqual([me.version, ['admin'], true]);
    // Editing other fields of one's own account still works.
    expect((await call(admin.access, 'PUT', `/v1/usuarios/${me.id}`, { lastName: 'Silva', version: me.version })).statusCode).toBe(200);
  });

  it("deactivating a user revokes their refresh tokens and ends their access at once", async () => {
    const created = await call(admin.access, 'POST', '/v1/usuarios', {
      firstName: 'Caio', email: 'caio@exemplo.com.br', password: 'senha-boa-123', tipo_id: USER_TYPES.outros.id,
    });
    expect(created.statusCode).toBe(201);
    const caio = await t.login('caio@exemplo.com.br', 'senha-boa-123');
    const off = await call(admin.access, 'PUT', `/v1/usuarios/${created.json().id}`, { ativo: false, version: created.json().version });
    expect(off.statusCode).toBe(200);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [created.json().id]);
    expect(rows[0].n).toBe(0);
    const refresh = await t.app.inject({ method: 'POST', url: '/v1/usuarios/refresh_token', payload: { refresh_token: caio.refresh } });
    expect(refresh.statusCode).toBe(401);
    expect((await call(caio.access, 'GET', '/v1/grupos')).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email: 'caio@exemplo.com.br', password: 'senha-boa-123' } });
    expect(login.statusCode).toBe(401);
  });

  it('the seeded admin signs in with the configured password', async () => {
    expect((await t.login(ADMIN.email, ADMIN.password)).user.firstName).toBe('Admin');
  });
});
