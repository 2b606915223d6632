// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import localforage from 'localforage';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiFetch, ApiInit } from '../providers/http';
import { getOperation } from '../providers/homes';
import { type OutboxItem, outboxRef, queueable, replayGroup, replayOrder } from './outboxItem';
import { createOutboxStore } from './outboxStore';
import { createReadCache } from './readCache';
import { ACCEPTED_KEEP_MS, REPLAY_PAUSE_MS, type ReplayDeps, replay } from './replay';
import { isQueuedAnswer, withOfflineQueue } from './withOfflineQueue';

let db = 0;
/** A fresh IndexedDB store per test; `reopen` reads the same one as a reloaded page would. */
const storage = () => {
  const name = `outbox-test-${++db}`;
  const open = () => localforage.createInstance({ name, storeName: 'outbox' });
  return { first: open(), reopen: open };
};

const ANA = 'user-ana';
const BIA = 'user-bia';

const finishPath = (stop: string) => `/itinerarios/it-1/pontos/${stop}/finalizar`;

describe('replay order (SPEC 4)', () => {
  it('sends non-finishing updates, then creates, then finishing updates, each group in the order the user acted', () => {
    const items = [
      { id: 'a', method: 'PUT' as const, path: finishPath('s1'), seq: 1 },
      { id: 'b', method: 'POST' as const, path: '/arquivos', seq: 2 },
      { id: 'c', method: 'PUT' as const, path: '/pontos/p1', seq: 3 },
      { id: 'd', method: 'PUT' as const, path: finishPath('s2'), seq: 4 },
      { id: 'e', method: 'DELETE' as const, path: '/pontos/p2', seq: 5 },
      { id: 'f', method: 'POST' as const, path: '/ocorrencias', seq: 6 },
    ];
    expect(replayOrder(items).map((i) => i.id)).toEqual(['c', 'e', 'b', 'f', 'a', 'd']);
    expect(replayGroup({ method: 'PUT', path: `${finishPath('s1')}?x=1` })).toBe('finish');
    expect(replayGroup({ method: 'PUT', path: '/itinerarios/it-1' })).toBe('update');
  });

  it("knows a declared operation's group from its declaration, and keeps online the ones that name none", () => {
    // The finish's path and group come from itinerarios' declaration of finishStop.
    expect(getOperation('finishStop')!.op.offline).toBe('finish');
    expect(replayGroup({ method: 'POST', path: '/expedicoes/e-1/confirmar' })).toBe(getOperation('confirmShipment')!.op.offline);
    expect(queueable({ method: 'PUT', path: '/pontos/p1' })).toBe(true);
    expect(queueable({ method: 'PUT', path: finishPath('s1') })).toBe(true);
    const finish = getOperation('finishStop')!;
    const online = () => ({ ...finish, op: { ...finish.op, offline: undefined } });
    expect(queueable({ method: 'PUT', path: finishPath('s1') }, online)).toBe(false);
  });
});

describe('the stored outbox', () => {
  it('keeps every item across a reload, in the order of capture', async () => {
    const { first, reopen } = storage();
    const before = createOutboxStore(first);
    await before.add({ userId: ANA, method: 'PUT', path: '/pontos/p1', body: { nome: 'A' }, idempotencyKey: 'k1' });
    await before.add({ userId: ANA, method: 'PUT', path: finishPath('s1'), body: { finalizado_em: '2026-11-24T10:00:00.000Z' }, idempotencyKey: 'k2' });

    const after = createOutboxStore(reopen());
    const items = await after.all();
    expect(items.map((i) => [i.path, i.idempotencyKey, i.state])).toEqual([
      ['/pontos/p1', 'k1', 'waiting'],
      [finishPath('s1'), 'k2', 'waiting'],
    ]);
    expect(items[0].seq).toBeLessThan(items[1].seq);
  });

  it('tells another tab of each change', async () => {
    const { first, reopen } = storage();
    const name = `outbox-channel-${db}`;
    const one = createOutboxStore(first, { channel: new BroadcastChannel(name) });
    const two = createOutboxStore(reopen(), { channel: new BroadcastChannel(name) });
    const seen = new Promise<void>((resolve) => {
      const stop = two.subscribe(() => {
        if (two.snapshot().items.length === 1) {
          stop();
          resolve();
        }
      });
    });
    await one.add({ userId: ANA, method: 'PUT', path: '/pontos/p1', body: {}, idempotencyKey: 'k' });
    await seen;
    expect(two.snapshot().items[0].path).toBe('/pontos/p1');
  });
});

/** A server that records what it was sent and answers by a rule. */
const fakeServer = (rule: (item: OutboxItem, body: unknown) => unknown = () => ({})) => {
  const sent: { path: string; key: string; body: unknown }[] = [];
  const send = vi.fn(async (item: OutboxItem, body: unknown) => {
    sent.push({ path: item.path, key: item.idempotencyKey, body });
    return rule(item, body);
  });
  return { sent, send };
};

const depsOf = (store: ReturnType<typeof createOutboxStore>, send: ReplayDeps['send'], over: Partial<ReplayDeps> = {}) => {
  const waits: number[] = [];
  const later: { task: () => void; ms: number }[] = [];
  const deps: ReplayDeps = {
    store,
    userId: () => ANA,
    online: () => true,
    send,
    wait: async (ms) => {
      waits.push(ms);
    },
    exclusive: async (task) => {
      await task();
      return true;
    },
    later: (task, ms) => later.push({ task, ms }),
    ...over,
  };
  return { deps, waits, later };
};

/** Runs what the replay left for later, and waits until the outbox holds `count` items. */
const flushLater = async (later: { task: () => void; ms: number }[], store: ReturnType<typeof createOutboxStore>, count: number) => {
  for (const { task } of later.splice(0)) task();
  await vi.waitFor(async () => expect(await store.all()).toHaveLength(count));
};

describe('replay', () => {
  let store: ReturnType<typeof createOutboxStore>;
  beforeEach(() => {
    store = createOutboxStore(storage().first);
  });

  it('sends the user\'s items in SPEC 4\'s order with a 1 s pause before each, and removes the accepted ones 3 s later', async () => {
    await store.add({ userId: ANA, method: 'PUT', path: finishPath('s1'), body: { n: 1 }, idempotencyKey: 'f1' });
    await store.add({ userId: ANA, method: 'POST', path: '/ocorrencias', body: { nome: 'x' }, idempotencyKey: 'c1' });
    await store.add({ userId: ANA, method: 'PUT', path: '/pontos/p1', body: { nome: 'y' }, idempotencyKey: 'u1' });
    const server = fakeServer();
    const { deps, waits, later } = depsOf(store, server.send);

    const outcome = await replay(deps);
    expect(outcome).toMatchObject({ ran: true, accepted: 3, refused: 0 });
    expect(server.sent.map((s) => s.key)).toEqual(['u1', 'c1', 'f1']);
    expect(waits).toEqual([REPLAY_PAUSE_MS, REPLAY_PAUSE_MS, REPLAY_PAUSE_MS]);
    expect((await store.all()).map((i) => i.state)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(later.map((l) => l.ms)).toEqual([ACCEPTED_KEEP_MS]);
    await flushLater(later, store, 0);
  });

  it('keeps a refused write with the server\'s message and goes on with the others', async () => {
    await store.add({ userId: ANA, method: 'PUT', path: finishPath('s1'), body: {}, idempotencyKey: 'f1' });
    await store.add({ userId: ANA, method: 'PUT', path: finishPath('s2'), body: {}, idempotencyKey: 'f2' });
    const server = fakeServer((item) => {
      if (item.idempotencyKey === 'f1') throw new HttpError('Itinerário cancelado', 409, { message: 'Itinerário cancelado' });
      return {};
    });
    const { deps, later } = depsOf(store, server.send);
    expect(await replay(deps)).toMatchObject({ accepted: 1, refused: 1 });
    await flushLater(later, store, 1);
    const left = await store.all();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ idempotencyKey: 'f1', state: 'refused', error: { status: 409, message: 'Itinerário cancelado' } });
  });

  it('stops where the network went and resumes with the same keys, so the server can answer the first result', async () => {
    for (const k of ['u1', 'u2', 'u3']) await store.add({ userId: ANA, method: 'PUT', path: `/pontos/${k}`, body: {}, idempotencyKey: k });
    let drop = true;
    const server = fakeServer((item) => {
      if (item.idempotencyKey === 'u2' && drop) throw new TypeError('Failed to fetch');
      return {};
    });
    const { deps } = depsOf(store, server.send);
    expect(await replay(deps)).toMatchObject({ accepted: 1, stopped: 'offline' });
    expect((await store.all()).map((i) => i.state)).toEqual(['accepted', 'waiting', 'waiting']);

    drop = false;
    expect(await replay(deps)).toMatchObject({ accepted: 2 });
    expect(server.sent.map((s) => s.key)).toEqual(['u1', 'u2', 'u2', 'u3']);
  });

  it('sends again an item left "sending" by a closed tab, with its key', async () => {
    const item = await store.add({ userId: ANA, method: 'PUT', path: finishPath('s1'), body: {}, idempotencyKey: 'f1' });
    await store.put({ ...item, state: 'sending', attempts: 1 });
    const server = fakeServer();
    expect(await replay(depsOf(store, server.send).deps)).toMatchObject({ accepted: 1 });
    expect(server.sent).toEqual([{ path: finishPath('s1'), key: 'f1', body: {} }]);
  });

  it('never sends another user\'s items', async () => {
    await store.add({ userId: BIA, method: 'PUT', path: '/pontos/p1', body: {}, idempotencyKey: 'b1' });
    await store.add({ userId: ANA, method: 'PUT', path: '/pontos/p2', body: {}, idempotencyKey: 'a1' });
    const server = fakeServer();
    await replay(depsOf(store, server.send).deps);
    expect(server.sent.map((s) => s.key)).toEqual(['a1']);
    expect((await store.all()).find((i) => i.userId === BIA)?.state).toBe('waiting');
  });

  it('puts the photo\'s answered id into the finish that refers to it', async () => {
    const photo = await store.add({ userId: ANA, method: 'POST', path: '/arquivos', blob: new Blob(['jpeg']), idempotencyKey: 'p1' });
    await store.add({ userId: ANA, method: 'PUT', path: finishPath('s1'), body: { foto_id: outboxRef(photo.id) }, idempotencyKey: 'f1' });
    const server = fakeServer((item) => (item.path === '/arquivos' ? { id: 'file-42' } : {}));
    const { deps, later } = depsOf(store, server.send);
    await replay(deps);
    expect(server.sent[1]).toMatchObject({ key: 'f1', body: { foto_id: 'file-42' } });
    await flushLater(later, store, 0);
  });

  it('refuses, without sending, a finish whose photo the server refused', async () => {
    const photo = await store.add({ userId: ANA, method: 'POST', path: '/arquivos', blob: new Blob(['x']), idempotencyKey: 'p1' });
    await store.add({ userId: ANA, method: 'PUT', path: finishPath('s1'), body: { foto_id: outboxRef(photo.id) }, idempotencyKey: 'f1' });
    const server = fakeServer(() => {
      throw new HttpError('Tipo de arquivo não aceito', 415, {});
    });
    await replay(depsOf(store, server.send).deps);
    expect(server.sent.map((s) => s.key)).toEqual(['p1']);
    expect((await store.all()).map((i) => [i.idempotencyKey, i.state, i.error?.key])).toEqual([
      ['p1', 'refused', undefined],
      ['f1', 'refused', 'app.offline.depends_on'],
    ]);
  });

  it('stops at a refused session, leaving the item waiting for the same user to sign in again', async () => {
    await store.add({ userId: ANA, method: 'PUT', path: '/pontos/p1', body: {}, idempotencyKey: 'a1' });
    const server = fakeServer(() => {
      throw new HttpError('Sessão expirada', 401, {});
    });
    expect(await replay(depsOf(store, server.send).deps)).toMatchObject({ stopped: 'session' });
    expect((await store.all())[0].state).toBe('waiting');
  });

  it('does nothing while another tab replays, or offline', async () => {
    await store.add({ userId: ANA, method: 'PUT', path: '/pontos/p1', body: {}, idempotencyKey: 'a1' });
    const server = fakeServer();
    expect(await replay(depsOf(store, server.send, { exclusive: async () => false }).deps)).toMatchObject({ ran: false });
    expect(await replay(depsOf(store, server.send, { online: () => false }).deps)).toMatchObject({ ran: false });
    expect(server.sent).toEqual([]);
  });
});

describe('withOfflineQueue', () => {
  let online = true;
  let user: string | undefined = ANA;
  const calls: { path: string; init?: ApiInit }[] = [];
  let answer: (path: string, init?: ApiInit) => unknown = () => ({ ok: true });
  const send: ApiFetch = async <T,>(path: string, init?: ApiInit) => {
    calls.push({ path, init });
    return answer(path, init) as T;
  };
  let store: ReturnType<typeof createOutboxStore>;
  let reads: ReturnType<typeof createReadCache>;
  let fetcher: ApiFetch;
  /** The cache is written after the answer reaches the caller. */
  const kept = (path: string) => vi.waitFor(async () => expect(await reads.get(ANA, path)).toBeDefined());

  beforeEach(() => {
    online = true;
    user = ANA;
    calls.length = 0;
    answer = () => ({ ok: true });
    store = createOutboxStore(storage().first);
    reads = createReadCache(localforage.createInstance({ name: `reads-${++db}`, storeName: 'leituras' }));
    fetcher = withOfflineQueue(send, { store, reads, userId: () => user, online: () => online });
  });

  it('queues a write made offline with a key made now, and answers it as sent, marked waiting', async () => {
    online = false;
    const got = await fetcher<Record<string, unknown>>('/pontos/p1', { method: 'PUT', body: { nome: 'Novo', version: 3 } });
    expect(calls).toEqual([]);
    expect(isQueuedAnswer(got)).toBe(true);
    expect(got).toMatchObject({ id: 'p1', nome: 'Novo' });
    const [item] = await store.all();
    expect(item).toMatchObject({ userId: ANA, method: 'PUT', path: '/pontos/p1', body: { nome: 'Novo', version: 3 }, state: 'waiting' });
    expect(item.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the caller\'s Idempotency-Key, and queues a send that met no answer with the key it was sent with', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await fetcher(finishPath('s1'), { method: 'PUT', body: { finalizado_em: 'x' }, headers: { 'idempotency-key': 'made-when-acted' } });
    expect(calls[0].init?.headers?.['idempotency-key']).toBe('made-when-acted');
    expect((await store.all())[0].idempotencyKey).toBe('made-when-acted');
  });

  it('passes a refusal through: the server answered, nothing is queued', async () => {
    answer = () => {
      throw new HttpError('Campo obrigatório', 400, {});
    };
    await expect(fetcher('/pontos/p1', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 400 });
    expect(await store.all()).toEqual([]);
  });

  it('queues a write naming a queued photo even online, and never queues sign-in calls or dry runs', async () => {
    online = false;
    const photo = await fetcher<{ id: string }>('/arquivos', { method: 'POST', body: new Blob(['jpeg'], { type: 'image/jpeg' }) });
    expect(photo.id).toMatch(/^outbox:/);
    online = true;
    await fetcher(finishPath('s1'), { method: 'PUT', body: { foto_id: photo.id } });
    expect(calls).toEqual([]);
    expect((await store.all()).map((i) => i.path)).toEqual(['/arquivos', finishPath('s1')]);

    await fetcher('/usuarios/auth', { method: 'POST', auth: false, body: {} });
    await fetcher('/entradas/nfe?dry_run=true', { method: 'POST', body: {} });
    expect(calls.map((c) => c.path)).toEqual(['/usuarios/auth', '/entradas/nfe?dry_run=true']);
  });

  it('serves a read from the cache offline, with its fetch time, only to the user who fetched it', async () => {
    const seen: (string | null)[] = [];
    fetcher = withOfflineQueue(send, { store, reads, userId: () => user, online: () => online, onRead: (at) => seen.push(at) });
    answer = () => ({ id: 'it-1', paradas: [1, 2, 3] });
    await fetcher('/itinerarios/meu');
    await kept('/itinerarios/meu');

    online = false;
    expect(await fetcher('/itinerarios/meu')).toEqual({ id: 'it-1', paradas: [1, 2, 3] });
    expect(seen[0]).toBeNull();
    expect(seen[1]).toMatch(/^\d{4}-\d\d-\d\dT/);

    user = BIA;
    await expect(fetcher('/itinerarios/meu')).rejects.toMatchObject({ message: 'app.offline.not_cached' });
  });

  it('forgets a user\'s cached reads, and only theirs (sign-out)', async () => {
    await fetcher('/itinerarios/meu');
    await kept('/itinerarios/meu');
    user = BIA;
    await fetcher('/itinerarios/meu');
    await vi.waitFor(async () => expect(await reads.get(BIA, '/itinerarios/meu')).toBeDefined());
    await reads.forget(BIA);
    expect(await reads.get(BIA, '/itinerarios/meu')).toBeUndefined();
    user = ANA;
    online = false;
    expect(await fetcher('/itinerarios/meu')).toBeDefined();
  });

  it('serves the cache when the network fails while the browser thinks it is online', async () => {
    answer = () => ({ data: [{ id: 'o1' }], total: 1 });
    await fetcher('/ocorrencias?limit=500');
    await kept('/ocorrencias?limit=500');
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await fetcher('/ocorrencias?limit=500')).toEqual({ data: [{ id: 'o1' }], total: 1 });
  });
});
