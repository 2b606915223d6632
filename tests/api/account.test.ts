import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../server/auth/account';
import { currentMailer, replaceMailer } from '../../server/auth/mailer';
import { USER_TYPES } from '../../src/registry/seedIds';
import { ADMIN, bearer, createTestApp, signedInApp } from './helpers';

interface Mail { kind: 'reset' | 'exists'; to: string; firstName: string; link: string; locale: string }

const t = signedInApp({ config: { trustProxy: true } });
const mails: Mail[] = [];

beforeAll(async () => {
  // Client addresses come from X-Forwarded-For, so each test has its own rate-limit budget.
  replaceMailer({
    async passwordReset(m) { mails.push({ kind: 'reset', ...m }); },
    async accountExists(m) { mails.push({ kind: 'exists', ...m }); },
  });
});
afterAll(async () => {
  replaceMailer();
});
beforeEach(() => { mails.length = 0; });

let ipCount = 0;
const newIp = () => `203.0.113.${++ipCount}`;
let n = 0;
const uniqueEmail = (tag = 'acct') => `${tag}${++n}-${Date.now()}@example.com`;

const post = (url: string, payload: unknown, opts: { ip?: string; lang?: string } = {}) =>
  t.app.inject({
    method: 'POST', url, payload: payload as object,
    headers: { 'x-forwarded-for': opts.ip ?? newIp(), ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
  });
const register = (payload: unknown, opts?: { ip?: string; lang?: string }) => post('/v1/usuarios/register', payload, opts);
const forgot = (email: unknown, opts?: { ip?: string; lang?: string }) => post('/v1/usuarios/forgot_password', { email }, opts);
const reset = (payload: unknown, opts?: { ip?: string; lang?: string }) => post('/v1/usuarios/reset_password', payload, opts);
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email, password } });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/usuarios/refresh_token', payload: { refresh_token: token } });

const userRow = async (email: string) =>
  (await t.pool.query(`SELECT id, ativo, roles, tipo_id, password_hash, first_name, last_name, version FROM usuarios WHERE email = $1`, [email])).rows[0];
const userCount = async () => (await t.pool.query(`SELECT count(*)::int AS n FROM usuarios`)).rows[0].n as number;

/** An active user made by the admin, with a password. */
const activeUser = async () => {
  const email = uniqueEmail('active');
  const password = 'first-password-1';
  const res = await t.app.inject({
    method: 'POST', url: '/v1/usuarios', headers: bearer(t.admin),
    payload: { firstName: 'Reset', email, password, roles: ['view-grupos'], tipo_id: USER_TYPES.gestor.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, email, password };
};

const RESET_LINK = /^http:\/\/[^/]+\/redefinir-senha\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]{43})$/;

/** Asks for a link and reads it from the captured mail. */
const resetLink = async (email: string) => {
  mails.length = 0;
  expect((await forgot(email)).statusCode).toBe(204);
  const mail = mails.find((m) => m.kind === 'reset' && m.to === email);
  expect(mail, 'a reset mail').toBeDefined();
  const [, id, token] = RESET_LINK.exec(mail!.link) ?? [];
  expect(id, mail!.link).toBeDefined();
  return { id, token, link: mail!.link };
};

describe('POST /v1/usuarios/register', () => {
  it('creates an inactive user without roles, of type Outros, who cannot sign in until activated', async () => {
    const email = uniqueEmail('new');
    const before = await userCount();
    const res = await register({ firstName: '  Joana ', lastName: 'Prado', email: `  ${email.toUpperCase()} `, password: 'joana-senha-1' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({}); // nothing that differs from the answer for a known email
    expect(await userCount()).toBe(before + 1);
    const row = await userRow(email);
    expect(row).toMatchObject({ ativo: false, roles: [], tipo_id: USER_TYPES.outros.id, first_name: 'Joana', last_name: 'Prado' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const denied = await signIn(email, 'joana-senha-1');
    expect(denied.statusCode).toBe(401);
    expect(denied.json().message).toBe('Wrong email or password'); // a deactivated account's right password tells nothing
    expect(denied.json()).not.toHaveProperty('token');
    expect(mails).toEqual([]);

    const on = await t.app.inject({
      method: 'PUT', url: `/v1/usuarios/${row.id}`, headers: bearer(t.admin), payload: { ativo: true, version: row.version },
    });
    expect(on.statusCode, on.body).toBe(200);
    const ok = await signIn(email, 'joana-senha-1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ firstName: 'Joana', roles: [] });
  });

  it('validates with the usuarios rules: 400 with translated field messages, nothing created', async () => {
    const before = await userCount();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { firstName: 'Required', email: 'Required', password: 'Required' }],
      [{ firstName: '   ', email: 'not-an-email', password: 'short' },
        { firstName: 'Required', email: 'Must be a valid email address', password: 'Must be at least 8 characters' }],
      [{ firstName: 'A', email: uniqueEmail(), password: '' }, { password: 'Required' }],
      [{ firstName: 'A', email: uniqueEmail(), password: 'x'.repeat(201) }, { password: 'Must be 200 characters or fewer' }],
      [{ firstName: 'A'.repeat(81), email: uniqueEmail(), password: 'long-enough-1' }, { firstName: 'Must be 80 characters or fewer' }],
      // A visitor chooses neither roles, nor activation, nor type.
      [{ firstName: 'A', email: uniqueEmail(), password: 'long-enough-1', roles: ['admin'], ativo: true },
        { roles: 'Unknown field "roles"', ativo: 'Unknown field "ativo"' }],
      [{ firstName: 'A', email: uniqueEmail(), password: 'long-enough-1', tipo_id: USER_TYPES.gestor.id }, { tipo_id: 'Unknown field "tipo_id"' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await register(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'Some fields are not valid', fields });
    }
    const pt = await register({ email: 'x', password: 'curta' }, { lang: 'pt-BR,pt;q=0.9' });
    expect(pt.statusCode).toBe(400);
    expect(pt.json().message).not.toBe('Some fields are not valid');
    expect(pt.json().fields.password).toMatch(/8/);
    expect(pt.json().fields.password).not.toBe('Must be at least 8 characters');
    expect(await userCount()).toBe(before);
  });

  it('answers a known email exactly like a new one, changes nothing, and tells the owner', async () => {
    const before = await userCount();
    const adminRow = await userRow(ADMIN.email);
    const res = await register({ firstName: 'Intruso', email: 'Admin@Example.com', password: 'attacker-pass-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({});
    expect(await userCount()).toBe(before);
    expect(await userRow(ADMIN.email)).toEqual(adminRow);
    expect((await signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await signIn(ADMIN.email, 'attacker-pass-1')).statusCode).toBe(401);
    expect(mails).toEqual([expect.objectContaining({ kind: 'exists', to: ADMIN.email, firstName: 'Admin', link: expect.stringMatching(/\/forgot-password$/) })]);

    // A second request for a pending account leaves the first one as it was.
    const email = uniqueEmail('twice');
    expect((await register({ firstName: 'Primeira', email, password: 'first-request-1' })).statusCode).toBe(201);
    const first = await userRow(email);
    expect((await register({ firstName: 'Segunda', email, password: 'second-request-1' })).statusCode).toBe(201);
    expect(await userRow(email)).toEqual(first);
  });

  it(`allows ${ACCOUNT_LIMITS.registerPerAddress} requests per address per hour, then 429 with Retry-After`, async () => {
    const ip = newIp();
    for (let i = 0; i < ACCOUNT_LIMITS.registerPerAddress; i++) {
      expect((await register({ firstName: `Bot ${i}`, email: uniqueEmail('bot'), password: 'bot-password-1' }, { ip })).statusCode).toBe(201);
    }
    const before = await userCount();
    const limited = await register({ firstName: 'Bot', email: uniqueEmail('bot'), password: 'bot-password-1' }, { ip });
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_LIMITS.windowSeconds);
    expect(limited.json()).toMatchObject({ statusCode: 429, message: `Too many requests. Try again in ${wait} seconds.` });
    expect(await userCount()).toBe(before);
    // Another address is not affected.
    expect((await register({ firstName: 'Human', email: uniqueEmail('human'), password: 'human-password-1' })).statusCode).toBe(201);
  });
});

describe('POST /v1/usuarios/forgot_password', () => {
  it('answers 204 for unknown, inactive and active emails alike; only an active account gets a link', async () => {
    const pending = uniqueEmail('pending');
    expect((await register({ firstName: 'Pendente', email: pending, password: 'pending-pass-1' })).statusCode).toBe(201);
    const u = await activeUser();
    for (const email of ['nobody-here@example.com', pending, u.email.toUpperCase()]) {
      const res = await forgot(email);
      expect(res.statusCode, email).toBe(204);
      expect(res.body).toBe('');
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'reset', to: u.email, firstName: 'Reset', locale: 'en' });
    const [, id, token] = RESET_LINK.exec(mails[0].link) ?? [];
    expect(id, mails[0].link).toBeDefined();

    // Stored: the token's sha256 only, expiring in an hour.
    const { rows } = await t.pool.query(
      `SELECT user_id, token_hash, used_at, extract(epoch FROM expires_at - now())::int AS ttl FROM password_resets WHERE id = $1`, [id],
    );
    expect(rows).toEqual([{ user_id: u.id, token_hash: createHash('sha256').update(token).digest('hex'), used_at: null, ttl: expect.any(Number) }]);
    expect(rows[0].ttl).toBeGreaterThan(3590);
    expect(rows[0].ttl).toBeLessThanOrEqual(3600);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('writes the link to the server log when no mailer is configured', async () => {
    const lines: string[] = [];
    const log = { info: (msg: string) => lines.push(msg), warn: (msg: string) => lines.push(`warn: ${msg}`) } as unknown as FastifyBaseLogger;
    replaceMailer();
    try {
      const mailer = currentMailer(log, {});
      await mailer.passwordReset({ to: 'ana@example.com', firstName: 'Ana', link: 'http://host/redefinir-senha/x?token=y', locale: 'pt' });
      expect(lines).toEqual(['password reset link for ana@example.com: http://host/redefinir-senha/x?token=y']);
      currentMailer(log, { SMTP_URL: 'smtp://mail.example.com' });
      expect(lines[1]).toMatch(/^warn: SMTP_URL is set/);
    } finally {
      replaceMailer({
        async passwordReset(m) { mails.push({ kind: 'reset', ...m }); },
        async accountExists(m) { mails.push({ kind: 'exists', ...m }); },
      });
    }
  });

  it('links to the URL the server printed at start, never to the Host of the request', async () => {
    const u = await activeUser();
    const res = await t.app.inject({
      method: 'POST', url: '/v1/usuarios/forgot_password', payload: { email: u.email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': newIp(), 'accept-language': 'fr-FR' },
    });
    expect(res.statusCode).toBe(204);
    // No PUBLIC_URL: the address `npm start` prints for the default port.
    expect(mails[0].link).toMatch(/^http:\/\/localhost:3000\/redefinir-senha\//);
    expect(mails[0].locale).toBe('fr');
  });

  it('links to PUBLIC_URL when set, whatever the Host of the request', async () => {
    const other = await createTestApp({ trustProxy: true, publicUrl: 'https://backoffice.example.com' });
    try {
      const email = uniqueEmail('public');
      const created = await other.app.inject({
        method: 'POST', url: '/v1/usuarios', headers: bearer((await other.login()).access),
        payload: { firstName: 'Public', email, password: 'first-password-1', roles: [], tipo_id: USER_TYPES.gestor.id },
      });
      expect(created.statusCode, created.body).toBe(201);
      for (const headers of [{ host: 'evil.example' }, { host: 'backoffice.example.com:8443', 'x-forwarded-host': 'evil.example' }]) {
        mails.length = 0;
        const res = await other.app.inject({
          method: 'POST', url: '/v1/usuarios/forgot_password', payload: { email }, headers: { ...headers, 'x-forwarded-for': newIp() },
        });
        expect(res.statusCode).toBe(204);
        expect(mails[0].link).toMatch(/^https:\/\/backoffice\.example\.com\/redefinir-senha\/[0-9a-f-]{36}\?token=/);
      }
      // An account request for a taken address links to the forgot-password page the same way.
      mails.length = 0;
      await other.app.inject({
        method: 'POST', url: '/v1/usuarios/register', headers: { host: 'evil.example', 'x-forwarded-for': newIp() },
        payload: { firstName: 'Again', email, password: 'whatever-pass-1' },
      });
      expect(mails[0]).toMatchObject({ kind: 'exists', link: 'https://backoffice.example.com/forgot-password' });
    } finally {
      await other.close();
    }
  });

  it('rejects a malformed email with 400 on the field', async () => {
    for (const [email, message] of [[undefined, 'Required'], ['', 'Required'], ['no-at-sign', 'Must be a valid email address'], [42, 'Must be a valid email address']]) {
      const res = await forgot(email);
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json().fields).toEqual({ email: message });
    }
    expect((await post('/v1/usuarios/forgot_password', { email: 'a@b.com', extra: 1 })).json().fields).toEqual({ extra: 'Unknown field "extra"' });
  });

  it(`sends at most ${ACCOUNT_LIMITS.forgotPerEmail} links per email per hour, silently; 429 past ${ACCOUNT_LIMITS.forgotPerAddress} requests per address`, async () => {
    const u = await activeUser();
    for (let i = 0; i < ACCOUNT_LIMITS.forgotPerEmail + 2; i++) expect((await forgot(u.email)).statusCode).toBe(204);
    expect(mails).toHaveLength(ACCOUNT_LIMITS.forgotPerEmail);
    // Unknown emails are limited the same way, so the limit tells nothing either.
    const unknown = uniqueEmail('ghost');
    for (let i = 0; i < ACCOUNT_LIMITS.forgotPerEmail + 2; i++) expect((await forgot(unknown)).statusCode).toBe(204);

    const ip = newIp();
    for (let i = 0; i < ACCOUNT_LIMITS.forgotPerAddress; i++) expect((await forgot(uniqueEmail('scan'), { ip })).statusCode).toBe(204);
    const limited = await forgot(u.email, { ip, lang: 'es' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Demasiadas solicitudes/);
  });
});

describe('POST /v1/usuarios/reset_password', () => {
  it('sets the new password once: the old one fails, the new one works, sessions end, the link is spent', async () => {
    const u = await activeUser();
    const session = await t.login(u.email, u.password);
    const other = await t.login(u.email, u.password);
    const { id, token } = await resetLink(u.email);
    const versionBefore = (await userRow(u.email)).version;

    const res = await reset({ id, token, password: 'brand-new-pass-2' });
    expect(res.statusCode, res.body).toBe(204);
    expect((await signIn(u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(u.email, 'brand-new-pass-2')).statusCode).toBe(200);
    expect((await userRow(u.email)).version).toBe(versionBefore + 1);
    for (const s of [session, other]) expect((await refresh(s.refresh)).statusCode).toBe(401);
    // Their access tokens end with their sessions, not 10 h later.
    for (const s of [session, other]) {
      expect((await t.app.inject({ url: '/v1/grupos', headers: { authorization: `Bearer ${s.access}` } })).statusCode).toBe(401);
    }

    const again = await reset({ id, token, password: 'third-password-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is not valid: it was already used, has expired or was replaced by a newer one. Ask for a new link.');
    expect((await signIn(u.email, 'brand-new-pass-2')).statusCode).toBe(200);
  });

  it('refuses a wrong token, an unknown or malformed id, an expired or replaced link: 400, translated', async () => {
    const u = await activeUser();
    const first = await resetLink(u.email);
    const { id, token } = await resetLink(u.email); // replaces the first
    await t.pool.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const other = await resetLink((await activeUser()).email);
    const bad: [string, unknown][] = [
      ['wrong token', { id: other.id, token: `${other.token.slice(0, -1)}${other.token.endsWith('A') ? 'B' : 'A'}` }],
      ['token of another link', { id: other.id, token }],
      ['unknown id', { id: '01900000-0000-7000-8000-0000000000ff', token: other.token }],
      ['malformed id', { id: 'not-a-uuid', token: other.token }],
      ['empty token', { id: other.id, token: '' }],
      ['expired', { id, token }],
      ['replaced', { id: first.id, token: first.token }],
    ];
    for (const [label, link] of bad) {
      const res = await reset({ ...(link as object), password: 'whatever-pass-1' }, { lang: 'pt-BR' });
      expect(res.statusCode, label).toBe(400);
      expect(res.json().message, label).toMatch(/^Este link não é válido/);
      expect(res.json().fields, label).toBeUndefined();
    }
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    // The unexpired link of the other user still works after all that.
    expect((await reset({ id: other.id, token: other.token, password: 'other-new-pass-1' })).statusCode).toBe(204);
  });

  it('checks the new password with the usuarios rule and leaves the link usable', async () => {
    const u = await activeUser();
    const { id, token } = await resetLink(u.email);
    for (const [password, message] of [['short', 'Must be at least 8 characters'], ['', 'Required'], [undefined, 'Required'], [12345678, 'Must be text']]) {
      const res = await reset({ id, token, password });
      expect(res.statusCode, String(password)).toBe(400);
      expect(res.json().fields).toEqual({ password: message });
    }
    expect((await reset({ id, token, password: 'now-long-enough' })).statusCode).toBe(204);
  });

  it('a link stops working when its user is deactivated', async () => {
    const u = await activeUser();
    const { id, token } = await resetLink(u.email);
    await t.pool.query(`UPDATE usuarios SET ativo = false WHERE id = $1`, [u.id]);
    expect((await reset({ id, token, password: 'brand-new-pass-2' })).statusCode).toBe(400);
  });

  it('lifts a sign-in lockout earned with the forgotten password', async () => {
    const u = await activeUser();
    for (let i = 0; i < 5; i++) expect((await signIn(u.email, `guess-${i}`)).statusCode).toBe(401);
    expect((await signIn(u.email, u.password)).statusCode).toBe(429);
    const { id, token } = await resetLink(u.email);
    expect((await reset({ id, token, password: 'remembered-now-1' })).statusCode).toBe(204);
    expect((await signIn(u.email, 'remembered-now-1')).statusCode).toBe(200);
  });

  it('two simultaneous uses of one link: exactly one succeeds', async () => {
    const u = await activeUser();
    const { id, token } = await resetLink(u.email);
    const results = await Promise.all([reset({ id, token, password: 'racer-one-pass' }), reset({ id, token, password: 'racer-two-pass' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
  });
});

describe('the account routes never answer 500', () => {
  it('on junk bodies, content types and methods', async () => {
    const junk: { payload?: string; type?: string }[] = [
      { payload: 'not json', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      { payload: '42', type: 'application/json' },
      { payload: JSON.stringify({ email: ['a@b.com'], id: {}, token: [], password: { $gt: '' } }), type: 'application/json' },
      { payload: JSON.stringify({ firstName: 'x\u0000y', email: 'nul\u0000@example.com', id: '\u0000', token: '\u0000', password: 'pass\u0000word-1' }), type: 'application/json' },
      { payload: JSON.stringify({ firstName: 'A'.repeat(100_000), email: `${'a'.repeat(300)}@example.com`, id: 'x'.repeat(5000), token: 'y'.repeat(5000), password: 'z'.repeat(5000) }), type: 'application/json' },
      { payload: 'email=a@b.com', type: 'application/x-www-form-urlencoded' },
      { payload: '<xml/>', type: 'text/xml' },
      {},
    ];
    for (const url of ['/v1/usuarios/register', '/v1/usuarios/forgot_password', '/v1/usuarios/reset_password']) {
      for (const { payload, type } of junk) {
        const res = await t.app.inject({
          method: 'POST', url, payload, headers: { 'x-forwarded-for': newIp(), ...(type ? { 'content-type': type } : {}) },
        });
        expect(res.statusCode, `${url} ${type} ${payload?.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${type} ${payload?.slice(0, 60)}`).toBeLessThan(500);
        expect(res.json()).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
      }
      // Only POST is public: any other method is an ordinary signed-in route (here: none).
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
        const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('are public and documented as such', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    for (const path of ['/v1/usuarios/register', '/v1/usuarios/forgot_password', '/v1/usuarios/reset_password']) {
      expect(doc.paths[path]?.post?.security, path).toEqual([]);
      expect(Object.keys(doc.paths[path]), path).toEqual(['post']);
    }
  });
});
