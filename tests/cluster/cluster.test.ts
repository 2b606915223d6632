import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { migrationFiles } from '../../server/db/migrate';
import { CLOSE_RESTARTING } from '../../server/realtime';
import { signedInSocket } from '../support/socket';
import { type Answer, type Body, type Tokens, call, signIn } from './client';
import { ADMIN, type Instance, startInstance } from './instances';
import { type Postgres, startPrimary, startReplica } from './postgres';
import { type Proxy, startProxy } from './proxy';
import { type Relay, startRelay } from './relay';
import { Work } from './work';

// `npm run test:cluster` (docs/architecture.md "Scaling", README "Several instances"): Debian's
// PostgreSQL primary and a streaming replica, two API instances started at the same moment on an
// empty database, Debian's nginx in front on deploy/nginx.conf; then what several instances must
// hold, checked through the proxy (and, where the instance matters, on each one), with the
// figures printed at the end. Everything started is stopped, whatever happens.

const work = new Work();
let primary: Postgres;
let replica: Postgres;
let a: Instance;
let b: Instance;
let proxy: Proxy;
/** Between nginx and instance a (tests/cluster/relay.ts). */
let relay: Relay;
let admin: Tokens;
/** A user who never writes here: what they read comes from the replica whenever it may. */
let reader: Tokens;
let env: NodeJS.ProcessEnv;
const figures: [string, string][] = [];
const ms = (n: number) => `${Math.round(n)} ms`;
/**
 * DATABASE_REPLICA_MAX_LAG of the instances here, in seconds: wide enough that a busy shared
 * machine finishes the checks of a paused replica well within it, so no check counts on speed.
 */
const MAX_LAG = 10;
const sleep = (n: number) => new Promise((r) => setTimeout(r, n));
const until = async (what: string, check: () => Promise<boolean>, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
};

beforeAll(async () => {
  let t0 = Date.now();
  primary = await startPrimary(work);
  await primary.query('CREATE DATABASE app');
  replica = await startReplica(work, primary);
  figures.push(['PostgreSQL primary + streaming replica (initdb, pg_basebackup)', ms(Date.now() - t0)]);
  env = { DATABASE_URL: primary.url('app'), DATABASE_REPLICA_URL: replica.url('app'), DATABASE_REPLICA_MAX_LAG: String(MAX_LAG) };
  t0 = Date.now();
  [a, b] = await Promise.all([startInstance(work, 'api-a', env), startInstance(work, 'api-b', env)]);
  await Promise.all([a.ready(), b.ready()]);
  figures.push(['two instances started at once on an empty database, both ready', ms(Date.now() - t0)]);
  relay = await startRelay(a.port);
  proxy = await startProxy(work, [`127.0.0.1:${relay.port}`, `127.0.0.1:${b.port}`]);
  admin = await signIn(proxy.base, ADMIN.email, ADMIN.password);
  const email = `leitor-${Date.now()}@example.com`;
  const created = await call(proxy.base, 'POST', '/v1/usuarios', {
    token: admin.access,
    body: { firstName: 'Leitor', email, password: 'leitor-cluster-1', tipo_id: USER_TYPES.outros.id, roles: ['view-categorias', 'view-produtos'] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  reader = await signIn(proxy.base, email, 'leitor-cluster-1');
}, 300_000);

afterAll(async () => {
  if (figures.length) {
    const width = Math.max(...figures.map(([k]) => k.length));
    console.log(`\n## Cluster test figures (npm run test:cluster)\n${figures.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n')}\n`);
  }
  await relay?.close();
  await work.cleanup();
}, 60_000);

/** The bin the adjustments below post into: the ledger takes stock only into registered bins (docs/decisions.md "Bins as data"). */
const binA010101 = async (base: string) => {
  const made = await call(base, 'POST', '/v1/enderecos', { token: admin.access, body: { endereco: 'A-01-01-01', zona: 'A' } });
  expect([201, 409], JSON.stringify(made.body)).toContain(made.status);
};

describe('start-up', () => {
  it('two instances started at the same moment on an empty database: exactly one migrated, both serve', async () => {
    const files = migrationFiles();
    expect([a, b].map((i) => i.logged('migration applied:').length).sort((x, y) => x - y)).toEqual([0, files.length]);
    const [{ n }] = await primary.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations', [], 'app');
    expect(n).toBe(files.length);
    for (const i of [a, b]) expect((await call(i.base, 'GET', '/health/ready')).status).toBe(200);
    expect((await call(proxy.base, 'GET', '/health/live')).body).toEqual({ status: 'live' });
  });

  it('a database migrated further than the code: a new instance refuses to start, running ones stop being ready', async () => {
    const newer = '9999_from_a_newer_version.sql';
    await primary.query('INSERT INTO schema_migrations (name) VALUES ($1)', [newer], 'app');
    try {
      const older = await startInstance(work, 'api-older-code', env);
      const served = await Promise.race([older.process.exited.then(() => false), older.ready().then(() => true, () => false)]);
      if (served) older.process.child.kill('SIGTERM');
      expect(served).toBe(false);
      expect(older.process.child.exitCode).toBe(1);
      expect(older.process.output()).toContain(`refusing to start: the database was migrated by a newer version of the app (migrations this version does not have: ${newer})`);
      const ready = await call(a.base, 'GET', '/health/ready', { headers: { 'accept-language': 'pt-BR' } });
      expect(ready.status, JSON.stringify(ready.body)).toBe(503);
      expect(JSON.stringify(ready.body)).toContain('versão mais nova da aplicação');
      expect(ready.headers.get('retry-after')).toBe('1');
    } finally {
      await primary.query('DELETE FROM schema_migrations WHERE name = $1', [newer], 'app');
    }
    expect((await call(a.base, 'GET', '/health/ready')).status).toBe(200);
  });
});

describe('many stateless instances', () => {
  it('signed in on one instance, refreshed on the other, and the same through the proxy', async () => {
    const tokens = await signIn(a.base, ADMIN.email, ADMIN.password);
    const refreshed = await call<{ token: { access_token: string; refresh_token: string } }>(b.base, 'POST', '/v1/usuarios/refresh_token', { body: { refresh_token: tokens.refresh } });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect((await call(a.base, 'GET', '/v1/usuarios/me', { token: refreshed.body.token.access_token })).status).toBe(200);
    // Through the proxy, each refresh spends the one before it, wherever that one was issued.
    const refreshesBefore = [a, b].map((i) => i.logged('POST /v1/usuarios/refresh_token 200').length);
    let { access, refresh } = await signIn(proxy.base, ADMIN.email, ADMIN.password);
    for (let n = 0; n < 4; n++) {
      const next = await call<{ token: { access_token: string; refresh_token: string } }>(proxy.base, 'POST', '/v1/usuarios/refresh_token', { body: { refresh_token: refresh } });
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      ({ access_token: access, refresh_token: refresh } = next.body.token);
    }
    expect((await call(proxy.base, 'GET', '/v1/usuarios/me', { token: access })).status).toBe(200);
    const served = [a, b].map((i, k) => i.logged('POST /v1/usuarios/refresh_token 200').length - refreshesBefore[k]);
    expect(served.every((n) => n > 0), `refreshes served by each instance: ${served}`).toBe(true);
  });
});

describe('reads from the replica', () => {
  let paused: string;
  let pausedAt = 0;
  const findAs = (who: Tokens, base: string, id: string) => call(base, 'GET', `/v1/categorias/${id}`, { token: who.access });

  it('a write through one instance is read at once through the other while the replica lags, and through the proxy', async () => {
    await replica.query('SELECT pg_wal_replay_pause()', [], 'app');
    const nome = `Replica pausada ${Date.now()}`;
    const created = await call(a.base, 'POST', '/v1/categorias', { token: admin.access, body: { nome } });
    expect(created.status).toBe(201);
    pausedAt = Date.now();
    paused = created.body.id as string;
    expect((await findAs(admin, b.base, paused)).status).toBe(200);
    const listed = await call<{ total: number }>(proxy.base, 'GET', `/v1/categorias?q=${encodeURIComponent(nome)}`, { token: admin.access });
    expect(listed.body.total).toBe(1);
    // A declared read (a stock page) follows the writer's position too.
    const material = await call(b.base, 'POST', '/v1/materiais', { token: admin.access, body: { codigo: `RP-${Date.now()}`, descricao: 'Réplica pausada', unidade: 'UN' } });
    expect(material.status).toBe(201);
    await binA010101(b.base);
    const adjusted = await call(b.base, 'POST', '/v1/estoque/ajustes', {
      token: admin.access, body: { material_id: material.body.id, lote: 'L1', endereco: 'A-01-01-01', quantidade: 7, motivo: 'Contagem' },
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
    const page = await call<{ data: Body[] }>(a.base, 'GET', `/v1/produtos/saldo-fisico?material_id=${material.body.id}`, { token: admin.access });
    expect(page.body.data.map((r) => r.quantidade)).toEqual([7]);
    figures.push(['write, then read through the other instance, replica paused', 'read the write (primary)']);
  });

  it("another user's read is served by the lagging replica, which does not have the write yet", async () => {
    expect((await findAs(reader, b.base, paused)).status).toBe(404);
    expect((await findAs(reader, a.base, paused)).status).toBe(404);
    const [lag] = await primary.query<{ lag: string }>(`SELECT pg_wal_lsn_diff(sent_lsn, replay_lsn)::text AS lag FROM pg_stat_replication`);
    figures.push(['another user, replica paused', `served by the replica (404), replica behind by ${lag.lag} bytes of WAL`]);
  });

  it('a replica lagging past DATABASE_REPLICA_MAX_LAG is skipped', async () => {
    await sleep(Math.max(0, pausedAt + (MAX_LAG + 1) * 1000 - Date.now()));
    expect((await findAs(reader, proxy.base, paused)).status).toBe(200);
    await replica.query('SELECT pg_wal_replay_resume()', [], 'app');
  });

  it('the replica stopped: every read is still answered; started again, it serves reads again', async () => {
    // The reader's reads come from the replica (caught up, then paused: a new write is missing from them)...
    await until('replica caught up', async () => (await findAs(reader, proxy.base, paused)).status === 200);
    await replica.query('SELECT pg_wal_replay_pause()', [], 'app');
    const missing = await call(a.base, 'POST', '/v1/categorias', { token: admin.access, body: { nome: `Antes da parada ${Date.now()}` } });
    const id = missing.body.id as string;
    await until('the reader served by the replica', async () => (await findAs(reader, proxy.base, id)).status === 404, (MAX_LAG - 1) * 1000);
    // ...until it stops: then every read is answered, by the primary.
    await replica.stop('SIGQUIT');
    const t0 = Date.now();
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 8 }, () => findAs(reader, proxy.base, id)));
      statuses.push(...answers.map((r) => r.status));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    figures.push(['replica stopped (immediate shutdown)', `${statuses.length} reads right after, all 200 in ${ms(Date.now() - t0)}`]);
    await replica.start();
    // Back: with its replay paused again, the reader's reads miss a new write, so they come from it.
    await until('replica streaming again', async () => (await replica.query<{ s: boolean }>('SELECT pg_last_wal_replay_lsn() IS NOT NULL AS s', [], 'app'))[0].s);
    await replica.query('SELECT pg_wal_replay_pause()', [], 'app');
    const created = await call(a.base, 'POST', '/v1/categorias', { token: admin.access, body: { nome: `De volta ${Date.now()}` } });
    await until('the reader served by the replica again', async () => (await findAs(reader, proxy.base, created.body.id as string)).status === 404, (MAX_LAG - 1) * 1000);
    await replica.query('SELECT pg_wal_replay_resume()', [], 'app');
  });
});

describe('realtime across instances', () => {
  it('a socket through the proxy hears writes made through either instance', async () => {
    const socket = await signedInSocket(proxy.base, reader.access, { waitMs: 10_000 });
    const heard: number[] = [];
    for (const i of [a, b, a, b]) {
      const t0 = Date.now();
      const created = await call(i.base, 'POST', '/v1/categorias', { token: admin.access, body: { nome: `Tempo real ${i.name} ${Date.now()}` } });
      expect(created.status).toBe(201);
      expect(await socket.next((m) => m.id === created.body.id)).toEqual({ resource: 'categorias', id: created.body.id, action: 'create' });
      heard.push(Date.now() - t0);
    }
    socket.ws.close();
    figures.push(['realtime: write through an instance → socket through nginx', `${heard.map(ms).join(', ')} (write answered and heard)`]);
  });
});

/** A POST whose body arrives in two parts: in flight from the first byte to the answer. */
const slowPost = (base: string, path: string, token: string, body: unknown) => {
  const text = JSON.stringify(body);
  let finish!: () => void;
  const answer = new Promise<{ status: number | string; body: string }>((resolve) => {
    const req = http.request(`${base}${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), authorization: `Bearer ${token}` },
    }, (res) => {
      let got = '';
      res.on('data', (d) => { got += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: got }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? 'error', body: '' }));
    req.write(text.slice(0, 5));
    finish = () => req.end(text.slice(5));
  });
  return { answer, finish: () => finish() };
};

describe('graceful shutdown', () => {
  it('SIGTERM: the request in flight finishes, sockets close with 1012 and reconnect through the proxy, the proxy keeps answering', async () => {
    const sockets = await Promise.all(Array.from({ length: 4 }, () => signedInSocket(proxy.base, reader.access, { waitMs: 10_000 })));
    const inFlight = slowPost(a.base, '/v1/categorias', admin.access, { nome: `Em voo ${Date.now()}` });
    await sleep(200);
    const t0 = Date.now();
    a.process.child.kill('SIGTERM');
    const during: Answer[] = [];
    for (let n = 0; n < 10; n++) {
      during.push(await call(proxy.base, 'GET', '/v1/categorias?limit=1', { token: reader.access }));
      await sleep(50);
    }
    inFlight.finish();
    const answered = await inFlight.answer;
    expect(answered.status, answered.body).toBe(201);
    expect(during.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(await a.process.exited).toBe(0);
    const stoppedIn = Date.now() - t0;
    const codes = await Promise.all(sockets.map((s) => Promise.race([s.closed, sleep(1000).then(() => 'open')])));
    expect(codes.filter((c) => c !== 'open')).not.toEqual([]);
    expect(codes.filter((c) => c !== 'open' && c !== CLOSE_RESTARTING)).toEqual([]);
    const again = await signedInSocket(proxy.base, reader.access, { waitMs: 10_000 });
    for (const s of [...sockets, again]) s.ws.close();
    figures.push(['SIGTERM with a request in flight', `answered 201, instance exited 0 after ${ms(stoppedIn)}; ${codes.filter((c) => c === CLOSE_RESTARTING).length} of 4 sockets closed with 1012, reconnected`]);
    a = await startInstance(work, 'api-a2', env, a.port);
    await a.ready();
  });
});

describe('kill -9 under load', () => {
  it('10 clients writing through the proxy with Idempotency-Keys: nothing acknowledged lost or applied twice, the survivor serving', async () => {
    const material = await call(proxy.base, 'POST', '/v1/materiais', { token: admin.access, body: { codigo: `K9-${Date.now()}`, descricao: 'Carga', unidade: 'UN' } });
    expect(material.status).toBe(201);
    const materialId = material.body.id as string;
    await binA010101(proxy.base);
    const stats = { acknowledged: 0, retries: 0, replays: 0, refusedByProxy: 0, afterKill: 0 };
    let killedAt = 0;
    /** One write until it has its answer: the same key on every retry, as the browser's outbox does. */
    const write = async (method: string, path: string, body: unknown): Promise<Answer> => {
      const key = randomUUID();
      for (let attempt = 0; ; attempt++) {
        const res = await call(proxy.base, method, path, { token: admin.access, body, headers: { 'idempotency-key': key } }).catch(() => undefined);
        const retry = !res || res.status >= 502 || (res.status === 409 && res.headers.get('retry-after') !== null);
        if (!retry) {
          if (res.headers.get('idempotent-replay') === 'true') stats.replays++;
          if (res.status < 300) {
            stats.acknowledged++;
            if (killedAt) stats.afterKill++;
          }
          return res;
        }
        if (res && res.status >= 502) stats.refusedByProxy++;
        stats.retries++;
        if (attempt > 200) throw new Error(`${method} ${path}: no answer after ${attempt} attempts`);
        await sleep(100);
      }
    };
    const created: string[] = [];
    const versions = new Map<string, { version: number; descricao: string }>();
    let adjustments = 0;
    const servedBefore = [a, b].map((i) => i.logged('"url":"/v1/').length);
    const deadline = Date.now() + 7000;
    const client = async (c: number) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const nome = `Carga ${c}-${n}`;
        const made = await write('POST', '/v1/categorias', { nome });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        created.push(nome);
        const id = made.body.id as string;
        const updated = await write('PUT', `/v1/categorias/${id}`, { version: made.body.version, descricao: `mudou ${n}` });
        expect(updated.status, JSON.stringify(updated.body)).toBe(200);
        versions.set(id, { version: updated.body.version as number, descricao: `mudou ${n}` });
        const adjusted = await write('POST', '/v1/estoque/ajustes', { material_id: materialId, lote: 'L1', endereco: 'A-01-01-01', quantidade: 1, motivo: 'Carga' });
        expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
        adjustments++;
      }
    };
    let held = 0;
    const killer = (async () => {
      await sleep(2000);
      // Its answers held back first, the instance dies with writes committed and never answered.
      held = await relay.hold(3, 3000);
      killedAt = Date.now();
      a.process.child.kill('SIGKILL');
    })();
    await Promise.all([...Array.from({ length: 10 }, (_, c) => client(c)), killer]);
    const served = [a, b].map((i, k) => i.logged('"url":"/v1/').length - servedBefore[k]);

    // What the database holds, on the primary: each acknowledged write exactly once.
    const rows = await primary.query<{ nome: string; n: number }>(`SELECT nome, count(*)::int AS n FROM categorias WHERE nome LIKE 'Carga %' GROUP BY nome`, [], 'app');
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    expect(rows.map((r) => r.nome).sort()).toEqual([...created].sort());
    const stored = await primary.query<{ id: string; version: number; descricao: string }>('SELECT id, version, descricao FROM categorias WHERE id = ANY($1::uuid[])', [[...versions.keys()]], 'app');
    expect(stored.filter((r) => r.version !== versions.get(r.id)!.version || r.descricao !== versions.get(r.id)!.descricao)).toEqual([]);
    expect(stored.every((r) => r.version === 2)).toBe(true);
    const [stock] = await primary.query<{ q: number; moves: number }>(
      `SELECT (SELECT coalesce(sum(quantidade), 0)::int FROM estoque_saldos WHERE material_id = $1) AS q,
              (SELECT count(*)::int FROM estoque_movimentos WHERE material_id = $1) AS moves`, [materialId], 'app');
    expect(stock).toEqual({ q: adjustments, moves: adjustments });
    expect(held).toBeGreaterThan(0);
    expect(stats.replays).toBeGreaterThan(0);
    expect(stats.afterKill).toBeGreaterThan(0);
    expect((await call(b.base, 'GET', '/health/ready')).status).toBe(200);
    figures.push(['kill -9 of one instance under 10 writing clients', `${stats.acknowledged} writes acknowledged (${stats.afterKill} after the kill), `
      + `0 lost, 0 twice; ${held} answers held back before the kill, ${stats.retries} retries (${stats.refusedByProxy} 502/503 from the proxy), ${stats.replays} answered from the idempotency record; `
      + `requests served: killed instance ${served[0]}, survivor ${served[1]}`]);
  }, 120_000);
});
