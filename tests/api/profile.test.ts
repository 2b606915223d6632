import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { bearer, signedInApp } from './helpers';

const t = signedInApp({ config: { trustProxy: true, loginMaxFailuresPerAccount: 3 } });

beforeAll(async () => {
  // Client addresses come from X-Forwarded-For, so each test has its own sign-in failure budget.
});

let n = 0;
/** A user without any role: the profile is theirs whatever they may view. */
const newUser = async () => {
  const email = `perfil${++n}-${Date.now()}@example.com`;
  const password = 'senha-antiga-1';
  const res = await t.app.inject({
    method: 'POST', url: '/v1/usuarios', headers: bearer(t.admin),
    payload: { firstName: 'Joana', lastName: 'Prado', email, password, roles: [], tipo_id: USER_TYPES.motorista.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  const session = await t.login(email, password);
  return { id: res.json().id as string, email, password, ...session };
};

const me = (access: string, payload?: unknown, lang?: string) => t.app.inject({
  method: payload === undefined ? 'GET' : 'PUT',
  url: '/v1/usuarios/me',
  headers: { ...bearer(access), ...(lang ? { 'accept-language': lang } : {}), 'x-forwarded-for': `198.51.100.${++n}` },
  ...(payload === undefined ? {} : { payload: payload as object }),
});
const row = async (id: string) =>
  (await t.pool.query(`SELECT first_name, last_name, password_hash, version FROM usuarios WHERE id = $1`, [id])).rows[0];
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email, password } });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/usuarios/refresh_token', payload: { refresh_token: token } });

describe('GET /v1/usuarios/me', () => {
  it('answers the signed-in user, with no role needed, and nothing without a token', async () => {
    const u = await newUser();
    const res = await me(u.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: u.id, firstName: 'Joana', lastName: 'Prado', email: u.email, roles: [], tipo_id: USER_TYPES.motorista.id });
    expect((await t.app.inject({ url: '/v1/usuarios/me' })).statusCode).toBe(401);
  });
});

describe('PUT /v1/usuarios/me', () => {
  it('changes the name; a blank first name is refused under its field, in the caller\'s language, and changes nothing', async () => {
    const u = await newUser();
    const renamed = await me(u.access, { firstName: '  Joana Maria ', lastName: '' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ firstName: 'Joana Maria', lastName: null });
    const after = await row(u.id);
    expect(after).toMatchObject({ first_name: 'Joana Maria', last_name: null });

    const blank = await me(u.access, { firstName: '   ', lastName: 'Souza' }, 'pt-BR');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ firstName: 'Obrigatório' });
    expect(await row(u.id)).toEqual(after);
  });

  it('refuses fields a user may not set on themselves, and a malformed body, never with a 500', async () => {
    const u = await newUser();
    const before = await row(u.id);
    for (const [payload, field] of [
      [{ roles: ['admin'] }, 'roles'],
      [{ ativo: false }, 'ativo'],
      [{ email: 'outro@example.com' }, 'email'],
      [{ firstName: 'x'.repeat(81) }, 'firstName'],
      [{ firstName: 42 }, 'firstName'],
      [{ password: 'curta', current_password: u.password }, 'password'],
    ] as const) {
      const res = await me(u.access, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await me(u.access, [])).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'PUT', url: '/v1/usuarios/me', headers: { ...bearer(u.access), 'content-type': 'application/json' }, payload: '{"firstName":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await row(u.id)).toEqual(before);
  });

  it('changes the password only with the current one; a wrong one is a 400 naming that field and changes nothing', async () => {
    const u = await newUser();
    const before = await row(u.id);

    const missing = await me(u.access, { password: 'senha-nova-123', firstName: 'Outra' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ current_password: 'Required' });

    const wrong = await me(u.access, { current_password: 'não-é-esta', password: 'senha-nova-123', firstName: 'Outra' }, 'pt-BR');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ current_password: 'A senha atual não está correta' });
    expect(await row(u.id)).toEqual(before);
    expect((await signIn(u.email, 'senha-nova-123')).statusCode).toBe(401);

    const noNew = await me(u.access, { current_password: u.password });
    expect(noNew.statusCode).toBe(400);
    expect(noNew.json().fields).toEqual({ password: 'Required' });

    const changed = await me(u.access, { current_password: u.password, password: 'senha-nova-123' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signIn(u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(u.email, 'senha-nova-123')).statusCode).toBe(200);
    expect((await row(u.id)).version).toBe(before.version + 1);
  });

  it('a new password ends the other sessions and keeps this one', async () => {
    const u = await newUser();
    const other = await t.login(u.email, u.password);
    const changed = await me(u.access, { current_password: u.password, password: 'senha-nova-456' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await me(u.access)).statusCode).toBe(200);
    expect((await refresh(u.refresh)).statusCode).toBe(200);
  });

  it('wrong current passwords count like failed sign-ins from that address: past the limit, 429 even for the right one', async () => {
    const u = await newUser();
    const before = (await row(u.id)).password_hash;
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const put = (current_password: string) => t.app.inject({
      method: 'PUT', url: '/v1/usuarios/me', headers: { ...bearer(u.access), ...from },
      payload: { current_password, password: 'senha-nova-789' },
    });
    for (let i = 0; i < 3; i++) expect((await put(`errada-${i}`)).statusCode).toBe(400);
    const limited = await put(u.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'POST', url: '/v1/usuarios/auth', headers: from, payload: { email: u.email, password: u.password } })).statusCode).toBe(429);
    // docs/architecture.md "Sign-in limits": the account under attack from one address still signs in from another.
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    expect((await row(u.id)).password_hash).toBe(before);
  });
});
