import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, type RouteAccess } from '../../server/app';
import { loadHomes } from '../../server/registry';
import { type Access, operationPath } from '../../src/registry/operations';
import { USER_TYPES } from '../../src/registry/seedIds';
import { bearer, createTestApp, signedInApp } from './helpers';

// docs/architecture.md "Permissions": every route the server registers (generic, operations, files,
// auth, docs, static) declares who may call it, and the app checks that rule for every request.

const t = signedInApp();
let routes: RouteAccess[];
let nobody: string;
beforeAll(async () => {
  routes = t.app.routeAccess.filter((r) => r.method !== 'HEAD');
  const password = 'route-access-1';
  const res = await t.app.inject({
    method: 'POST', url: '/v1/usuarios', headers: bearer(t.admin),
    payload: { firstName: 'Sem Papéis', email: 'sem-papeis@example.com', password, roles: [], tipo_id: USER_TYPES.outros.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  nobody = (await t.login('sem-papeis@example.com', password)).access;
});

const show = (a: Access | undefined) => (typeof a === 'object' ? `role ${a.role}` : a ?? 'NONE');
const concrete = (url: string) => url.replace(/:\w+/g, randomUUID());

describe('declared access of every route', () => {
  it('lists every route with its rule: none without one', () => {
    const table = routes.map((r) => `${r.method.padEnd(6)} ${r.url.padEnd(52)} ${show(r.access)}${r.home ? ` (${r.home})` : ''}`);
    console.log(`${routes.length} routes:\n${table.join('\n')}`);
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('public routes are exactly the ones named public', () => {
    const open = routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(open.filter((r) => !PUBLIC_ROUTES.includes(r))).toEqual([]);
    expect(open).toEqual(expect.arrayContaining(['POST /v1/usuarios/auth', 'POST /v1/usuarios/refresh_token', 'GET /v1/openapi.json', 'GET /v1/socket']));
  });

  it("each declared operation's route carries the rule its declaration names", async () => {
    const homes = await loadHomes();
    const ops = homes.flatMap((h) => Object.entries(h.operations ?? {}).map(([name, op]) => ({ name, home: h.name, op })));
    expect(ops.length).toBeGreaterThan(20);
    for (const { name, home, op } of ops) {
      const route = routes.find((r) => r.method === op.method && r.url === `/v1${operationPath(home, op)}`);
      expect(route, name).toBeDefined();
      expect([route!.access, route!.home], name).toEqual([op.access, home]);
    }
  });

  it('a route registered without a rule stops the start, naming it', async () => {
    await expect(createTestApp({}, {}, (app) => { app.get('/v1/sem-regra', async () => ({})); }))
      .rejects.toThrow(/routes without a declared access: GET \/v1\/sem-regra/);
  });
});

describe('the rules enforced, for every route', () => {
  const call = (method: string, url: string, token?: string) => t.app.inject({
    method: method as InjectOptions['method'], url: concrete(url),
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
  });
  const api = () => routes.filter((r) => r.url.startsWith('/v1/') && !r.url.includes('*') && r.access !== 'public' && r.url !== '/v1/socket');

  it('without a token every route but the public ones answers 401, before reading its input', async () => {
    const answered = await Promise.all(api().map(async (r) => [`${r.method} ${r.url}`, (await call(r.method, r.url)).statusCode] as const));
    expect(answered.filter(([, status]) => status !== 401)).toEqual([]);
  });

  it('a signed-in user without roles gets 403 from every route whose rule needs a role, and no 403 from the others', async () => {
    const answered = await Promise.all(api().map(async (r) => ({ route: `${r.method} ${r.url}`, access: show(r.access), status: (await call(r.method, r.url, nobody)).statusCode })));
    const needsRole = (a: string) => a !== 'signedIn';
    expect(answered.filter((a) => needsRole(a.access) && a.status !== 403)).toEqual([]);
    expect(answered.filter((a) => !needsRole(a.access) && [401, 403].includes(a.status))).toEqual([]);
  });
});
