import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createPool } from '../../server/db/pool';
import { loadResources } from '../../server/registry';
import { USER_TYPES } from '../../src/registry/seedIds';
import { bearer, signedInApp } from './helpers';

// The signed-in user cache (server/auth/userCache.ts) against a real PostgreSQL: what another API
// instance or a psql session commits is obeyed by this instance within the NOTIFY's delivery.

const t = signedInApp();
let other: FastifyInstance;
let otherPool: ReturnType<typeof createPool>;

beforeAll(async () => {
  otherPool = createPool(t.url, 4);
  other = await buildApp({
    config: { ...loadConfig({}), jwtSecret: 'test-secret-with-enough-length-123456' }, pool: otherPool, resources: await loadResources(),
  });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await otherPool?.end();
});

let n = 0;
const newUser = async (roles: string[]) => {
  const email = `cache${++n}-${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST', url: '/v1/usuarios', headers: bearer(t.admin),
    payload: { firstName: `Cache ${n}`, email, password: 'user-password-1', roles, tipo_id: USER_TYPES.gestor.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  const session = await t.login(email, 'user-password-1');
  return { id: res.json().id as string, version: res.json().version as number, ...session };
};

// A read that needs its role (a list without its view role still answers its dropdown fields).
const dashboard = (app: FastifyInstance, access: string) => app.inject({ url: '/v1/dashboards/ordens-servico', headers: bearer(access) });

/** The status `ask` answers once it stops answering `from`, or `from` if it never does within 3 s. */
const settlesTo = async (ask: () => Promise<{ statusCode: number }>, from: number) => {
  const until = Date.now() + 3000;
  for (;;) {
    const status = (await ask()).statusCode;
    if (status !== from || Date.now() > until) return status;
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the signed-in user cache', () => {
  it('a role taken away by another instance is refused here, though this instance had just let it through', async () => {
    const u = await newUser(['view-dashboard-ordens-servico']);
    expect((await dashboard(t.app, u.access)).statusCode).toBe(200);
    expect((await dashboard(t.app, u.access)).statusCode).toBe(200);
    const res = await other.inject({
      method: 'PUT', url: `/v1/usuarios/${u.id}`, headers: bearer(t.admin), payload: { roles: [], version: u.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settlesTo(() => dashboard(t.app, u.access), 200)).toBe(403);
  });

  it('a session revoked or a user deactivated from psql is refused by every instance', async () => {
    const u = await newUser(['view-dashboard-ordens-servico']);
    const v = await newUser(['view-dashboard-ordens-servico']);
    for (const app of [t.app, other]) for (const s of [u, v]) expect((await dashboard(app, s.access)).statusCode).toBe(200);
    await t.pool.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1`, [u.id]);
    await t.pool.query(`UPDATE usuarios SET ativo = false WHERE id = $1`, [v.id]);
    for (const app of [t.app, other]) {
      expect(await settlesTo(() => dashboard(app, u.access), 200)).toBe(401);
      expect(await settlesTo(() => dashboard(app, v.access), 200)).toBe(401);
    }
  });

  it('a session row inserted already revoked, by hand, ends its session too', async () => {
    const u = await newUser(['view-dashboard-ordens-servico']);
    expect((await dashboard(t.app, u.access)).statusCode).toBe(200);
    const family = decodeJwt(u.access).fam as string;
    await t.pool.query(
      `INSERT INTO refresh_tokens (id, family_id, user_id, created_at, expires_at, revoked_at) VALUES (gen_random_uuid(), $1, $2, now(), now() + interval '1 day', now())`,
      [family, u.id],
    );
    expect(await settlesTo(() => dashboard(t.app, u.access), 200)).toBe(401);
  });

  it('a write through this instance is obeyed by its very next request, with no wait for the notification', async () => {
    for (let i = 0; i < 5; i++) {
      const u = await newUser(['view-dashboard-ordens-servico']);
      expect((await dashboard(t.app, u.access)).statusCode).toBe(200);
      const res = await t.app.inject({ method: 'PUT', url: `/v1/usuarios/${u.id}`, headers: bearer(t.admin), payload: { roles: [], version: u.version } });
      expect(res.statusCode, res.body).toBe(200);
      expect((await dashboard(t.app, u.access)).statusCode).toBe(403);
      const out = await t.app.inject({ method: 'POST', url: '/v1/usuarios/logout', payload: { refresh_token: u.refresh } });
      expect(out.statusCode).toBeLessThan(300);
      expect((await dashboard(t.app, u.access)).statusCode).toBe(401);
    }
  });
});
