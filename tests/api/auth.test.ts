import type { InjectOptions } from 'fastify';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearAccountLockouts } from '../../server/auth/rateLimit';
import { REUSE_GRACE_SECONDS } from '../../server/auth/tokens';
import { loadResources } from '../../server/registry';
import { USER_TYPES } from '../../src/registry/seedIds';
import { ADMIN, type TestApp, bearer, createTestApp } from './helpers';

const SECRET = new TextEncoder().encode('test-secret-with-enough-length-123456');
const SOME_ID = '01900000-0000-7000-8000-000000000001';

let t: TestApp;
let admin: { access: string; refresh: string; user: Record<string, unknown> };
/** Delays the sign-in route asked for, instead of waiting them out. */
const sleeps: number[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { sleep: async (ms) => { sleeps.push(ms); } });
  admin = await t.login();
});
afterAll(async () => { await t?.close(); });

const signIn = (app: TestApp, email: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email, password } });
const refresh = (app: TestApp, token: string) =>
  app.app.inject({ method: 'POST', url: '/v1/usuarios/refresh_token', payload: { refresh_token: token } });
const whoami = (app: TestApp, access: string) =>
  app.app.inject({ url: '/v1/grupos?limit=1', headers: bearer(access) });

let n = 0;
const newUser = async (app: TestApp, roles: string[] = []) => {
  const email = `auth${++n}-${Date.now()}@example.com`;
  const password = 'user-password-1';
  const res = await app.app.inject({
    method: 'POST', url: '/v1/usuarios', headers: bearer((await app.login()).access),
    payload: { firstName: `Auth ${n}`, email, password, roles, tipo_id: USER_TYPES.gestor.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, email, password, version: res.json().version as number };
};

/** Moves a spent refresh token's spending `seconds` into the past. */
const spentAgo = async (refreshToken: string, seconds: number) => {
  const moved = await t.pool.query(
    `UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $2) WHERE id = $1 AND used_at IS NOT NULL`,
    [decodeJwt(refreshToken).jti, seconds],
  );
  expect(moved.rowCount).toBe(1);
};

const token = (claims: Record<string, unknown>, sub: string, exp: number, key = SECRET) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(sub)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600).setExpirationTime(exp).sign(key);

describe('sign in', () => {
  it('answers tokens and the user (SPEC 3 shape)', async () => {
    const res = await signIn(t, ADMIN.email, ADMIN.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: { access_token: expect.any(String), refresh_token: expect.any(String) },
      user: expect.objectContaining({ id: expect.any(String), firstName: 'Admin', roles: ['admin'], email: ADMIN.email }),
    });
    expect(body.token.access_token.split('.')).toHaveLength(3);
    expect(body.token.refresh_token).not.toBe(body.token.access_token);
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
    expect((await whoami(t, body.token.access_token)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email alike (401)', async () => {
    const wrong = await signIn(t, ADMIN.email, 'not-the-password');
    const unknown = await signIn(t, 'nobody@example.com', ADMIN.password);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      expect(res.json()).not.toHaveProperty('token');
    }
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().message).not.toMatch(/^app\./);
  });

  it('rejects malformed sign-in bodies with 400', async () => {
    for (const payload of [{}, { email: ADMIN.email }, { email: 5, password: [] }, { email: ADMIN.email, password: 'x'.repeat(201) }]) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('every /v1 resource route needs a valid access token', () => {
  it('answers 401 without a token, with garbage, expired, forged, unsigned or refresh tokens', async () => {
    const adminId = admin.user.id as string;
    const now = Math.floor(Date.now() / 1000);
    const valid = await token({ typ: 'access' }, adminId, now + 600);
    expect((await whoami(t, valid)).statusCode).toBe(200); // the forging recipe is right, so the bad ones fail for their fault
    const bad: Record<string, Record<string, string>> = {
      none: {},
      garbage: bearer('garbage.garbage.garbage'),
      empty: { authorization: 'Bearer ' },
      basic: { authorization: `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}` },
      expired: bearer(await token({ typ: 'access' }, adminId, now - 10)),
      otherKey: bearer(await token({ typ: 'access' }, adminId, now + 600, new TextEncoder().encode('another-secret-of-enough-length-0000'))),
      unsigned: bearer(new UnsecuredJWT({ typ: 'access' }).setSubject(adminId).setExpirationTime(now + 600).encode()),
      refreshAsAccess: bearer(admin.refresh),
      unknownUser: bearer(await token({ typ: 'access' }, '01900000-0000-7000-8000-0000000000ff', now + 600)),
    };
    const resources = await loadResources();
    expect(resources.map((r) => r.name)).toEqual(expect.arrayContaining(['grupos', 'status', 'tipos', 'categorias', 'usuarios']));
    const counts = await t.pool.query(`SELECT (SELECT count(*) FROM grupos) + (SELECT count(*) FROM usuarios) AS n`);
    for (const r of resources) {
      const routes: InjectOptions[] = [
        { method: 'GET', url: `/v1/${r.name}` }, { method: 'GET', url: `/v1/${r.name}?id=${SOME_ID}` },
        { method: 'GET', url: `/v1/${r.name}/${SOME_ID}` }, { method: 'POST', url: `/v1/${r.name}`, payload: { nome: 'x' } },
        { method: 'PUT', url: `/v1/${r.name}/${SOME_ID}`, payload: { nome: 'x', version: 1 } },
        { method: 'DELETE', url: `/v1/${r.name}/${SOME_ID}` },
      ];
      for (const route of routes) {
        for (const [label, headers] of Object.entries(bad)) {
          const res = await t.app.inject({ ...route, headers });
          expect(res.statusCode, `${label} ${route.method} ${route.url}`).toBe(401);
          expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
        }
      }
    }
    expect((await t.pool.query(`SELECT (SELECT count(*) FROM grupos) + (SELECT count(*) FROM usuarios) AS n`)).rows).toEqual(counts.rows);
    expect((await t.pool.query(`SELECT 1 FROM grupos WHERE id = $1`, [SOME_ID])).rowCount).toBe(1);
  });
});

describe('refresh tokens', () => {
  it('rotate: a refresh answers the login shape with a new refresh token', async () => {
    const first = await t.login();
    const res = await refresh(t, first.refresh);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: { access_token: expect.any(String), refresh_token: expect.any(String) },
      user: expect.objectContaining({ firstName: 'Admin', roles: ['admin'] }),
    });
    expect(body.token.refresh_token).not.toBe(first.refresh);
    expect((await whoami(t, body.token.access_token)).statusCode).toBe(200);
    const again = await refresh(t, body.token.refresh_token);
    expect(again.statusCode).toBe(200);
  });

  it('reuse of a spent refresh token answers 401 and revokes its whole family', async () => {
    const a = await t.login();
    const other = await t.login(); // another session of the same user: a different family
    const b = (await refresh(t, a.refresh)).json().token.refresh_token as string;
    const c = (await refresh(t, b)).json().token.refresh_token as string;
    await spentAgo(a.refresh, REUSE_GRACE_SECONDS + 1);
    expect((await refresh(t, a.refresh)).statusCode).toBe(401); // a was spent: theft assumed
    expect((await refresh(t, c)).statusCode).toBe(401); // the newest of the family is dead too
    expect((await refresh(t, b)).statusCode).toBe(401);
    const { rows } = await t.pool.query(
      `SELECT count(*)::int AS all, count(*) FILTER (WHERE revoked_at IS NULL)::int AS live FROM refresh_tokens WHERE family_id = $1`,
      [decodeJwt(c).fam],
    );
    expect(rows[0]).toEqual({ all: 3, live: 0 });
    expect((await refresh(t, other.refresh)).statusCode).toBe(200); // other sessions live on
  });

  it('two concurrent refreshes of one token both succeed and answer the same pair (two tabs, a retry)', async () => {
    const s = await t.login();
    // Hold the token's row so that both requests are inside their transaction at once.
    const blocker = await t.pool.connect();
    let one, two;
    try {
      await blocker.query('BEGIN');
      await blocker.query(`SELECT 1 FROM refresh_tokens WHERE id = $1 FOR UPDATE`, [decodeJwt(s.refresh).jti]);
      const both = Promise.all([refresh(t, s.refresh), refresh(t, s.refresh)]);
      for (let waited = 0; ; waited += 20) {
        const { rows } = await t.pool.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (rows[0].n >= 2) break;
        if (waited > 5000) throw new Error('the two refreshes never waited on the token row together');
        await new Promise((r) => setTimeout(r, 20));
      }
      await blocker.query('COMMIT');
      [one, two] = await both;
    } finally {
      blocker.release();
    }
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().token).toEqual(two.json().token);
    const pair = one.json().token as { access_token: string; refresh_token: string };
    expect(pair.refresh_token).not.toBe(s.refresh);
    // A third try inside the window (a retry after a lost answer) gets the same pair again.
    const again = await refresh(t, s.refresh);
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toEqual(pair);
    const { rows } = await t.pool.query(
      `SELECT count(*)::int AS all, count(*) FILTER (WHERE revoked_at IS NULL)::int AS live FROM refresh_tokens WHERE family_id = $1`,
      [decodeJwt(s.refresh).fam],
    );
    expect(rows[0]).toEqual({ all: 2, live: 2 });
    expect((await whoami(t, pair.access_token)).statusCode).toBe(200);
    expect((await whoami(t, s.access)).statusCode).toBe(200);
    // The shared successor rotates on as usual.
    const next = await refresh(t, pair.refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await whoami(t, next.json().token.access_token)).statusCode).toBe(200);
  });

  it(`reuse after the ${REUSE_GRACE_SECONDS} s window revokes the family, successor included`, async () => {
    const s = await t.login();
    const successor = (await refresh(t, s.refresh)).json().token as { access_token: string; refresh_token: string };
    await spentAgo(s.refresh, REUSE_GRACE_SECONDS - 5);
    expect((await refresh(t, s.refresh)).statusCode).toBe(200); // still inside the window
    await spentAgo(s.refresh, 10);
    expect((await refresh(t, s.refresh)).statusCode).toBe(401);
    expect((await refresh(t, successor.refresh_token)).statusCode).toBe(401);
    expect((await whoami(t, successor.access_token)).statusCode).toBe(401);
    expect((await whoami(t, s.access)).statusCode).toBe(401);
  });

  it('a reuse inside the window after logout is refused', async () => {
    const s = await t.login();
    const successor = (await refresh(t, s.refresh)).json().token as { refresh_token: string };
    await t.app.inject({ method: 'POST', url: '/v1/usuarios/logout', payload: { refresh_token: successor.refresh_token } });
    expect((await refresh(t, s.refresh)).statusCode).toBe(401);
  });

  it('rejects garbage, access tokens and forged refresh tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await token({ typ: 'refresh', jti: '01900000-0000-7000-8000-0000000000aa', fam: '01900000-0000-7000-8000-0000000000bb' }, admin.user.id as string, now + 600);
    for (const bad of ['garbage', admin.access, forged]) expect((await refresh(t, bad)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/v1/usuarios/refresh_token', payload: {} })).statusCode).toBe(400);
  });

  it('logout revokes the refresh token', async () => {
    const s = await t.login();
    const res = await t.app.inject({ method: 'POST', url: '/v1/usuarios/logout', payload: { refresh_token: s.refresh } });
    expect(res.statusCode).toBe(204);
    expect((await refresh(t, s.refresh)).statusCode).toBe(401);
    // The session's access token ends with it; another session of the same user lives on.
    expect((await whoami(t, s.access)).statusCode).toBe(401);
    const other = await t.login();
    expect((await whoami(t, other.access)).statusCode).toBe(200);
    const garbage = await t.app.inject({ method: 'POST', url: '/v1/usuarios/logout', payload: { refresh_token: 'garbage' } });
    expect(garbage.statusCode).toBe(204);
  });
});

describe('claims a token must carry', () => {
  /** Signed with the server's key, with exactly these claims: nothing is added. */
  const raw = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(SECRET);
  const now = () => Math.floor(Date.now() / 1000);

  it('an access token without exp, iat or sub, or with a malformed one, is 401 (never 400 or 500); a whole one is 200', async () => {
    const full = { typ: 'access', sub: admin.user.id as string, iat: now() - 60, exp: now() + 600 };
    const { exp: _exp, ...noExp } = full;
    const { iat: _iat, ...noIat } = full;
    const { sub: _sub, ...noSub } = full;
    expect((await whoami(t, await raw(full))).statusCode).toBe(200);
    const bad: Record<string, Record<string, unknown>> = {
      noExp, noIat, noSub,
      subNotUuid: { ...full, sub: 'not-a-uuid' },
      expNotNumber: { ...full, exp: String(now() + 600) },
      iatNotNumber: { ...full, iat: String(now() - 60) },
      famNotUuid: { ...full, fam: 'not-a-uuid' },
    };
    for (const [label, claims] of Object.entries(bad)) {
      const res = await whoami(t, await raw(claims));
      expect(res.statusCode, `${label}: ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('a refresh token without exp, iat or sub, or with a malformed id, is 401', async () => {
    const s = await t.login();
    const { jti, fam } = decodeJwt(s.refresh);
    const full = { typ: 'refresh', jti, fam, sub: admin.user.id as string, iat: now() - 60, exp: now() + 600 };
    const { exp: _exp, ...noExp } = full;
    const { iat: _iat, ...noIat } = full;
    const { sub: _sub, ...noSub } = full;
    const bad: Record<string, Record<string, unknown>> = {
      noExp, noIat, noSub,
      subNotUuid: { ...full, sub: 'not-a-uuid' },
      jtiNotUuid: { ...full, jti: 'not-a-uuid' },
      famNotUuid: { ...full, fam: 'not-a-uuid' },
    };
    for (const [label, claims] of Object.entries(bad)) {
      const res = await refresh(t, await raw(claims));
      expect(res.statusCode, `${label}: ${res.body}`).toBe(401);
    }
  });
});

describe('inactive and deleted users', () => {
  it('an inactive user cannot sign in, and their tokens stop working', async () => {
    const u = await newUser(t, ['view-grupos']);
    const s = await t.login(u.email, u.password);
    expect((await whoami(t, s.access)).statusCode).toBe(200);
    const off = await t.app.inject({ method: 'PUT', url: `/v1/usuarios/${u.id}`, headers: bearer(admin.access), payload: { ativo: false, version: u.version } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await whoami(t, s.access)).statusCode).toBe(401);
    expect((await refresh(t, s.refresh)).statusCode).toBe(401);
    const login = await signIn(t, u.email, u.password);
    expect(login.statusCode).toBe(401);
    expect(login.json()).not.toHaveProperty('token');
    const on = await t.app.inject({ method: 'PUT', url: `/v1/usuarios/${u.id}`, headers: bearer(admin.access), payload: { ativo: true, version: u.version + 1 } });
    expect(on.statusCode).toBe(200);
    // Deactivation ended that session for good: reactivating asks for a new sign-in.
    expect((await whoami(t, s.access)).statusCode).toBe(401);
    const again = await signIn(t, u.email, u.password);
    expect(again.statusCode).toBe(200);
    expect((await whoami(t, again.json().token.access_token)).statusCode).toBe(200);
  });

  it('a deactivated account answers its right password as a wrong one, and counts it as a failure', async () => {
    const u = await newUser(t);
    const off = await t.app.inject({ method: 'PUT', url: `/v1/usuarios/${u.id}`, headers: bearer(admin.access), payload: { ativo: false, version: u.version } });
    expect(off.statusCode, off.body).toBe(200);
    const address = '203.0.113.77';
    const from = (password: string) =>
      t.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email: u.email, password }, remoteAddress: address });
    const right = await from(u.password);
    const wrong = await from('not-the-password');
    for (const res of [right, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).not.toHaveProperty('token');
    }
    expect(right.json()).toEqual(wrong.json());
    expect(right.json().message).toBe('Wrong email or password');
    // Both count: three more right passwords reach the pair's limit of 5, as wrong ones would.
    for (let i = 0; i < 3; i++) expect((await from(u.password)).statusCode).toBe(401);
    const locked = await from(u.password);
    expect(locked.statusCode).toBe(429);
    await clearAccountLockouts(t.pool, u.email);
  });

  it('a deleted user\'s tokens stop working', async () => {
    const u = await newUser(t);
    const s = await t.login(u.email, u.password);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/usuarios/${u.id}`, headers: bearer(admin.access) })).statusCode).toBe(200);
    expect((await whoami(t, s.access)).statusCode).toBe(401);
    expect((await refresh(t, s.refresh)).statusCode).toBe(401);
  });
});

describe('rate limits on failed sign-ins', () => {
  it('locks one account after 5 failures, even for the right password, with Retry-After', async () => {
    const u = await newUser(t);
    for (let i = 0; i < 5; i++) expect((await signIn(t, u.email, `wrong-${i}`)).statusCode).toBe(401);
    const locked = await signIn(t, u.email.toUpperCase(), u.password);
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(900);
    expect(locked.json()).toMatchObject({ statusCode: 429 });
    expect(locked.json().message).not.toMatch(/^app\./);
    expect(locked.json()).not.toHaveProperty('token');
    expect((await signIn(t, ADMIN.email, ADMIN.password)).statusCode).toBe(200); // other accounts unaffected
    await clearAccountLockouts(t.pool, u.email);
    expect((await signIn(t, u.email, u.password)).statusCode).toBe(200);
  });

  it('a success before the limit clears the account count', async () => {
    const u = await newUser(t);
    for (let i = 0; i < 4; i++) expect((await signIn(t, u.email, 'wrong')).statusCode).toBe(401);
    expect((await signIn(t, u.email, u.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(t, u.email, 'wrong')).statusCode).toBe(401);
    expect((await signIn(t, u.email, u.password)).statusCode).toBe(200);
  });

  it('locks one address after its limit, across different emails', async () => {
    const t2 = await createTestApp({ loginMaxFailuresPerAddress: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await signIn(t2, `stranger${i}@example.com`, 'whatever-1')).statusCode).toBe(401);
      for (const [email, password] of [['stranger9@example.com', 'whatever-1'], [ADMIN.email, ADMIN.password]]) {
        const res = await signIn(t2, email, password);
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await t2.close();
    }
  });
});

describe('sign-in attacks do not lock the real user out', () => {
  let ip = 0;
  const newAddress = () => `198.51.100.${++ip}`;
  const signInFrom = (address: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email, password }, remoteAddress: address });

  it('a right password signs in after 50 wrong ones from another address', async () => {
    const u = await newUser(t);
    const attacker = newAddress();
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push((await signInFrom(attacker, u.email, `guess-${i}`)).statusCode);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(answers.slice(5))).toEqual(new Set([429])); // that pair is refused before any check
    const home = await signInFrom(newAddress(), u.email, u.password);
    expect(home.statusCode, home.body).toBe(200);
    // The attacker's own address stays refused, even with the right password.
    expect((await signInFrom(attacker, u.email, u.password)).statusCode).toBe(429);
  });

  it('guesses spread over many addresses are slowed, growing to a cap, and never refuse the right password', async () => {
    const u = await newUser(t);
    sleeps.length = 0;
    for (let i = 0; i < 12; i++) expect((await signInFrom(newAddress(), u.email, `guess-${i}`)).statusCode).toBe(401);
    // Five failures free, then 0.5 s doubling to 8 s.
    expect(sleeps).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    sleeps.length = 0;
    expect((await signInFrom(newAddress(), u.email, u.password)).statusCode).toBe(200);
    expect((await signInFrom(`${newAddress()}`, u.email, u.password)).statusCode).toBe(200);
    expect(sleeps).toEqual([]);
    // Other accounts are not slowed by it.
    const other = await newUser(t);
    expect((await signInFrom(newAddress(), other.email, 'wrong-once')).statusCode).toBe(401);
    expect(sleeps).toEqual([]);
  });

  it('20 failures from one address stop accounts unknown there, not one that signed in there lately', async () => {
    const office = newAddress();
    const known = await newUser(t);
    const unknown = await newUser(t);
    expect((await signInFrom(office, known.email, known.password)).statusCode).toBe(200);
    // One machine of the office sprays guesses at many accounts.
    for (let i = 0; i < 20; i++) expect((await signInFrom(office, `victim${i}@example.com`, 'guess')).statusCode).toBe(401);
    expect((await signInFrom(office, 'victim99@example.com', 'guess')).statusCode).toBe(429);
    const refused = await signInFrom(office, unknown.email, unknown.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInFrom(office, known.email, known.password)).statusCode).toBe(200);
    // A known account's wrong password still counts, and its own pair limit still applies.
    for (let i = 0; i < 5; i++) expect((await signInFrom(office, known.email, 'typo')).statusCode).toBe(401);
    expect((await signInFrom(office, known.email, known.password)).statusCode).toBe(429);
    // The unknown account signs in from anywhere else.
    expect((await signInFrom(newAddress(), unknown.email, unknown.password)).statusCode).toBe(200);
  });

  it('an address stops being known after the configured days', async () => {
    const office = newAddress();
    const u = await newUser(t);
    expect((await signInFrom(office, u.email, u.password)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await signInFrom(office, `stray${i}@example.com`, 'guess');
    await t.pool.query(`UPDATE login_addresses SET last_success_at = now() - interval '31 days' WHERE email = $1`, [u.email]);
    expect((await signInFrom(office, u.email, u.password)).statusCode).toBe(429);
  });
});

describe('device cookies: a colleague behind the same address cannot lock a user out (issue 15 point 5)', () => {
  const office = '203.0.113.10';
  const signInAt = (email: string, password: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/v1/usuarios/auth', payload: { email, password }, remoteAddress: office, headers: cookie ? { cookie } : {} });
  const deviceCookie = (res: { headers: Record<string, unknown> }) => {
    const set = [res.headers['set-cookie']].flat().find((c) => typeof c === 'string' && c.startsWith('device='));
    expect(set, 'a device cookie is set').toBeDefined();
    return String(set);
  };
  const cookieHeader = (setCookie: string) => setCookie.split(';')[0];

  it('a browser where the victim signed in keeps signing them in after six wrong passwords from the same address', async () => {
    const victim = await newUser(t);
    const first = await signInAt(victim.email, victim.password);
    expect(first.statusCode).toBe(200);
    const set = deviceCookie(first);
    // Only for the sign-in route, never readable by scripts, not sent by other sites.
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
    expect(set).toMatch(/Path=\/v1\/usuarios\/auth/);
    expect(set).toMatch(/Max-Age=2592000/);
    const victimBrowser = cookieHeader(set);

    // A colleague's browser in the same office, without the cookie.
    for (let i = 0; i < 6; i++) await signInAt(victim.email, `guess-${i}`);
    expect((await signInAt(victim.email, victim.password)).statusCode).toBe(429);
    const home = await signInAt(victim.email, victim.password, victimBrowser);
    expect(home.statusCode, home.body).toBe(200);
    // The same browser keeps its id.
    expect(cookieHeader(deviceCookie(home))).toBe(victimBrowser);
  });

  it('a forged, tampered or another account\'s device cookie counts for nothing', async () => {
    const victim = await newUser(t);
    const colleague = await newUser(t);
    const victimBrowser = cookieHeader(deviceCookie(await signInAt(victim.email, victim.password)));
    const colleagueBrowser = cookieHeader(deviceCookie(await signInAt(colleague.email, colleague.password)));
    for (let i = 0; i < 6; i++) await signInAt(victim.email, `guess-${i}`);
    const [name, value] = victimBrowser.split('=');
    const tampered = `${name}=${value.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    for (const cookie of [colleagueBrowser, tampered, 'device=made-up-id-0123456789abcdef', 'device=']) {
      expect((await signInAt(victim.email, victim.password, cookie)).statusCode, cookie).toBe(429);
    }
    expect((await signInAt(victim.email, victim.password, victimBrowser)).statusCode).toBe(200);
  });

  it('a known browser has its own limit: five wrong passwords there refuse it, not the account elsewhere', async () => {
    const u = await newUser(t);
    const browser = cookieHeader(deviceCookie(await signInAt(u.email, u.password)));
    for (let i = 0; i < 5; i++) expect((await signInAt(u.email, `typo-${i}`, browser)).statusCode).toBe(401);
    const locked = await signInAt(u.email, u.password, browser);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Those failures were the browser's: the address, without the cookie, still signs in.
    expect((await signInAt(u.email, u.password)).statusCode).toBe(200);
  });

  it('a browser stops being known after the configured days', async () => {
    const u = await newUser(t);
    const browser = cookieHeader(deviceCookie(await signInAt(u.email, u.password)));
    for (let i = 0; i < 6; i++) await signInAt(u.email, `guess-${i}`);
    await t.pool.query(`UPDATE login_devices SET last_success_at = now() - interval '31 days' WHERE email = $1`, [u.email]);
    expect((await signInAt(u.email, u.password, browser)).statusCode).toBe(429);
  });
});

describe('token lifetimes', () => {
  it('an access token of 1 s and a refresh token of 1 s expire', async () => {
    const shortAccess = await createTestApp({ accessTokenTtl: 1 });
    const shortRefresh = await createTestApp({ refreshTokenTtl: 1 });
    try {
      // exp is whole seconds: start just after a second begins so "still valid" is not a coin toss.
      await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
      const a = await shortAccess.login();
      const r = await shortRefresh.login();
      expect((await whoami(shortAccess, a.access)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await whoami(shortAccess, a.access)).statusCode).toBe(401);
      const renewed = await refresh(shortAccess, a.refresh); // the refresh token lives on (1800 s)
      expect(renewed.statusCode).toBe(200);
      expect((await whoami(shortAccess, renewed.json().token.access_token)).statusCode).toBe(200);
      expect((await whoami(shortRefresh, r.access)).statusCode).toBe(200); // 10 h access
      expect((await refresh(shortRefresh, r.refresh)).statusCode).toBe(401);
    } finally {
      await shortAccess.close();
      await shortRefresh.close();
    }
  });
});
