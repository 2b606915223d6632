import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { CLOSE_UNAUTHORIZED, SOCKET_AUTH_MS } from '../../server/realtime';
import { openSocket, signedInSocket } from '../support/socket';
import { ADMIN, bearer, signedInApp } from './helpers';
import { addBins } from './bins';

/** `/v1/socket`, change notifications through PostgreSQL LISTEN/NOTIFY, across API processes (docs/architecture.md "Realtime"). */
const t = signedInApp({ deps: { socketAuthMs: 500 } });
let base: string;

beforeAll(async () => {
  await addBins(t.pool, ['A-01-01-01', 'A-01-01-02']);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const userWith = async (roles: string[]) => {
  const email = `rt-${roles.join('-') || 'none'}-${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST', url: '/v1/usuarios', headers: bearer(t.admin),
    payload: { firstName: 'Tempo real', email, password: 'tempo-real-1', tipo_id: USER_TYPES.outros.id, roles },
  });
  expect(res.statusCode).toBe(201);
  return (await t.login(email, 'tempo-real-1')).access;
};

describe('/v1/socket', () => {
  it('closes a socket that says nothing (10 s by default), or sends a bad token', async () => {
    expect(SOCKET_AUTH_MS).toBe(10_000);
    const silent = await openSocket(base);
    expect(await silent.closed).toBe(CLOSE_UNAUTHORIZED);
    const bad = await openSocket(base);
    bad.ws.send(JSON.stringify({ token: 'not-a-token' }));
    expect(await bad.closed).toBe(CLOSE_UNAUTHORIZED);
    const junk = await openSocket(base);
    junk.ws.send('{{{');
    expect(await junk.closed).toBe(CLOSE_UNAUTHORIZED);
  });

  it('sends { resource, id, action } of every committed write, only of resources the user may view', async () => {
    const everything = await signedInSocket(base, t.admin);
    const categoriesOnly = await signedInSocket(base, await userWith(['view-categorias']));
    const grupo = await t.app.inject({ method: 'POST', url: '/v1/grupos', headers: bearer(t.admin), payload: { nome: 'Grupo em tempo real' } });
    const categoria = await t.app.inject({ method: 'POST', url: '/v1/categorias', headers: bearer(t.admin), payload: { nome: 'Categoria em tempo real' } });
    const gid = grupo.json().id;
    expect(await everything.next((m) => m.id === gid)).toEqual({ resource: 'grupos', id: gid, action: 'create' });
    expect(await categoriesOnly.next((m) => m.id === categoria.json().id)).toEqual({ resource: 'categorias', id: categoria.json().id, action: 'create' });
    // A refused write announces nothing; a rolled-back transaction never notifies.
    await t.app.inject({ method: 'POST', url: '/v1/grupos', headers: bearer(t.admin), payload: { nome: '' } });
    await t.app.inject({ method: 'PUT', url: `/v1/grupos/${gid}`, headers: bearer(t.admin), payload: { nome: 'Renomeado', version: 1 } });
    await everything.next((m) => m.id === gid && m.action === 'update');
    expect(categoriesOnly.messages.some((m) => m.resource === 'grupos')).toBe(false);
    expect(everything.messages.filter((m) => m.resource === 'grupos')).toHaveLength(2);
    everything.ws.close();
    categoriesOnly.ws.close();
  });

  it('announces every stock posting, an adjustment included, to the stock viewers only', async () => {
    const stock = await signedInSocket(base, await userWith(['view-produtos']));
    const categoriesOnly = await signedInSocket(base, await userWith(['view-categorias']));
    const material = await t.app.inject({ method: 'POST', url: '/v1/materiais', headers: bearer(t.admin), payload: { codigo: `RT-${Date.now()}`, descricao: 'Material em tempo real', unidade: 'UN' } });
    expect(material.statusCode, material.body).toBe(201);
    const ajuste = await t.app.inject({
      method: 'POST', url: '/v1/estoque/ajustes', headers: bearer(t.admin),
      payload: { material_id: material.json().id, lote: 'L1', endereco: 'A-01-01-01', quantidade: 5, motivo: 'Contagem' },
    });
    expect(ajuste.statusCode, ajuste.body).toBe(201);
    expect(await stock.next((m) => m.resource === 'estoque')).toEqual({ resource: 'estoque', id: null, action: 'ajuste' });
    // A refused adjustment (more out than there is) rolls back and announces nothing.
    const refused = await t.app.inject({
      method: 'POST', url: '/v1/estoque/ajustes', headers: bearer(t.admin),
      payload: { material_id: material.json().id, lote: 'L1', endereco: 'A-01-01-01', quantidade: -50, motivo: 'Contagem' },
    });
    expect(refused.statusCode).toBe(409);
    const marker = await t.app.inject({ method: 'POST', url: '/v1/categorias', headers: bearer(t.admin), payload: { nome: `Depois do ajuste ${Date.now()}` } });
    await categoriesOnly.next((m) => m.id === marker.json().id);
    expect(stock.messages.filter((m) => m.resource === 'estoque')).toHaveLength(1);
    expect(categoriesOnly.messages.some((m) => m.resource === 'estoque')).toBe(false);
    stock.ws.close();
    categoriesOnly.ws.close();
  });

  it('a dashboard viewer hears that a resource under it moved, without the record, and nothing else', async () => {
    const warehouse = await signedInSocket(base, await userWith(['view-dashboard-armazenamento']));
    const consolidated = await signedInSocket(base, await userWith(['view-dashboard']));
    const categoriesOnly = await signedInSocket(base, await userWith(['view-categorias']));
    const material = await t.app.inject({ method: 'POST', url: '/v1/materiais', headers: bearer(t.admin), payload: { codigo: `RTD-${Date.now()}`, descricao: 'Material do painel', unidade: 'UN' } });
    expect(material.statusCode, material.body).toBe(201);
    const ajuste = await t.app.inject({
      method: 'POST', url: '/v1/estoque/ajustes', headers: bearer(t.admin),
      payload: { material_id: material.json().id, lote: 'L1', endereco: 'A-01-01-02', quantidade: 5, motivo: 'Contagem' },
    });
    expect(ajuste.statusCode, ajuste.body).toBe(201);
    for (const s of [warehouse, consolidated]) {
      expect(await s.next((m) => m.resource === 'estoque')).toEqual({ resource: 'estoque', id: null, action: 'ajuste' });
      // The material's create moved the warehouse dashboard too: heard without its id.
      expect(await s.next((m) => m.resource === 'materiais')).toEqual({ resource: 'materiais', id: null, action: 'create' });
    }
    // A change under no dashboard of theirs (a group) reaches neither; the categories viewer hears no stock.
    const grupo = await t.app.inject({ method: 'POST', url: '/v1/grupos', headers: bearer(t.admin), payload: { nome: `Grupo ${Date.now()}` } });
    const marker = await t.app.inject({ method: 'POST', url: '/v1/categorias', headers: bearer(t.admin), payload: { nome: `Marca ${Date.now()}` } });
    expect(grupo.statusCode).toBe(201);
    await categoriesOnly.next((m) => m.id === marker.json().id);
    await warehouse.next((m) => m.resource === 'categorias');
    expect(warehouse.messages.some((m) => m.resource === 'grupos' || (m.id !== null && m.id !== undefined))).toBe(false);
    expect(categoriesOnly.messages.some((m) => m.resource === 'estoque' || m.resource === 'materiais')).toBe(false);
    for (const s of [warehouse, consolidated, categoriesOnly]) s.ws.close();
  });
});

const freePort = () => new Promise<number>((resolve) => {
  const srv = createServer();
  srv.listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number };
    srv.close(() => resolve(port));
  });
});

/** One more API process on the test database, as a load balancer would run it. */
const startProcess = async (url: string): Promise<{ base: string; child: ChildProcess }> => {
  const port = await freePort();
  // One process (node with tsx's loader), so that the signal that ends it reaches the server:
  // npx does not pass it on and left the servers running after the tests.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', SKIP_WEB_BUILD: 'true', LOG_LEVEL: 'warn', JWT_SECRET: 'test-secret-with-enough-length-123456' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => { output += d; if (/ready:/i.test(output)) resolve(); });
    child.stderr!.on('data', (d) => { output += d; });
    child.on('exit', (code) => reject(new Error(`API process ended (${code}): ${output}`)));
  });
  await ready;
  return { base: `http://127.0.0.1:${port}`, child };
};

describe('across API processes', () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(children.map((c) => new Promise((resolve) => {
      if (c.exitCode !== null) return resolve(undefined);
      c.once('exit', resolve);
      c.kill('SIGTERM');
    })));
  });

  it('a write through one process reaches a socket client of another', async () => {
    const [a, b] = await Promise.all([startProcess(t.url), startProcess(t.url)]);
    children.push(a.child, b.child);
    const login = await fetch(`${a.base}/v1/usuarios/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = ((await login.json()) as { token: { access_token: string } }).token.access_token;
    const listener = await signedInSocket(b.base, token);
    const created = await fetch(`${a.base}/v1/grupos`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ nome: 'Entre processos' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await listener.next((m) => m.id === id, 5000)).toEqual({ resource: 'grupos', id, action: 'create' });
    listener.ws.close();
  }, 90_000);
});
