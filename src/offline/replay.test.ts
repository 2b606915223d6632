import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { type OutboxItem, isOutboxRef, outboxRef, recordOf, referencedItems, replayGroup, replayOrder, resolveRefs } from './outboxItem';
import { type KeyValueStorage, createOutboxStore } from './outboxStore';
import { ACCEPTED_KEEP_MS, type ReplayDeps, replay } from './replay';

// The replay's rules one at a time (src/offline/outbox.test.ts tells the story in IndexedDB):
// which failures keep a write waiting and which refuse it, where a replay stops, what an accepted
// write keeps and for how long, and the references between queued writes (issue 29:
// `npm run test:mutation -- outbox`). The storage is an in-memory map: the edge of the store.

const ANA = 'user-ana';
const BIA = 'user-bia';
const finishPath = (stop: string) => `/itinerarios/it-1/pontos/${stop}/finalizar`;

const memoryStorage = (): KeyValueStorage => {
  const data = new Map<string, unknown>();
  return {
    getItem: async <T>(key: string) => (data.has(key) ? data.get(key) as T : null),
    setItem: async <T>(key: string, value: T) => {
      data.set(key, structuredClone(value));
      return value;
    },
    removeItem: async (key) => {
      data.delete(key);
    },
    iterate: async <T, U>(fn: (value: T, key: string) => U) => {
      let last: U | undefined;
      for (const [key, value] of data) last = fn(structuredClone(value) as T, key);
      return last as U;
    },
  };
};

/** A server answering each write by its Idempotency-Key: a value to answer, or an error to throw. */
const server = (answers: Record<string, unknown> = {}) => {
  const sent: { key: string; body: unknown }[] = [];
  const send = async (item: OutboxItem, body: unknown) => {
    sent.push({ key: item.idempotencyKey, body });
    const answer = answers[item.idempotencyKey];
    if (answer instanceof Error || typeof answer === 'string') throw answer;
    return answer ?? {};
  };
  return { sent, send };
};

const setup = async (items: Partial<OutboxItem>[], over: Partial<ReplayDeps> & { answers?: Record<string, unknown> } = {}) => {
  const store = createOutboxStore(memoryStorage());
  const added: OutboxItem[] = [];
  for (const i of items) {
    const item = await store.add({ userId: ANA, method: 'PUT', path: '/pontos/p1', body: {}, idempotencyKey: 'k', ...i });
    added.push(item);
    if (i.state || i.answer || i.error || i.attempts) await store.put({ ...item, ...i, id: item.id, seq: item.seq });
  }
  const srv = server(over.answers);
  const later: { task: () => void; ms: number }[] = [];
  const deps: ReplayDeps = {
    store, userId: () => ANA, online: () => true, send: srv.send, wait: async () => {},
    exclusive: async (task) => {
      await task();
      return true;
    },
    later: (task, ms) => later.push({ task, ms }),
    ...over,
  };
  const byKey = async (key: string) => (await store.all()).find((i) => i.idempotencyKey === key);
  const runLater = async () => {
    for (const { task } of later.splice(0)) task();
    // The removal reads the store, then removes: let its promises settle.
    for (let n = 0; n < 20; n++) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { store, added, sent: srv.sent, deps, later, byKey, runLater };
};

describe('what a failed send leaves', () => {
  it('keeps waiting, with the server\'s answer, what the server could not take now, and goes on', async () => {
    const keys = ['s500', 's503', 's408', 's429', 'retry', 'ok'];
    const t = await setup(keys.map((idempotencyKey) => ({ idempotencyKey })), {
      answers: {
        s500: new HttpError('Erro', 500, {}), s503: new HttpError('Indisponível', 503, {}), s408: new HttpError('Tempo', 408, {}),
        s429: new HttpError('Muitos', 429, {}), retry: new HttpError('Ocupado', 409, { retryAfter: '5' }),
      },
    });
    expect(await replay(t.deps)).toEqual({ ran: true, accepted: 1, refused: 0 });
    expect(t.sent.map((s) => s.key)).toEqual(keys);
    for (const key of keys.slice(0, 5)) expect((await t.byKey(key))?.state, key).toBe('waiting');
    expect(await t.byKey('s503')).toMatchObject({ attempts: 1, error: { status: 503, message: 'Indisponível' } });
    expect(await t.byKey('ok')).toMatchObject({ state: 'accepted', attempts: 1 });
  });

  it('refuses, with the status, the message and the fields the server named, what the server refused for what it is', async () => {
    const t = await setup(['s400', 's422', 's499'].map((idempotencyKey) => ({ idempotencyKey })), {
      answers: {
        s400: new HttpError('Inválido', 400, { fields: { nome: 'app.validation.required' }, errors: { nome: 'other' } }),
        s422: new HttpError('Regra', 422, { errors: { km_final: 'app.validation.not_after' } }),
        s499: new HttpError('Fechado', 499, undefined),
      },
    });
    expect(await replay(t.deps)).toEqual({ ran: true, accepted: 0, refused: 3 });
    expect((await t.byKey('s400'))).toMatchObject({ state: 'refused', attempts: 1, error: { status: 400, message: 'Inválido', fields: { nome: 'app.validation.required' } } });
    expect((await t.byKey('s422'))?.error).toEqual({ status: 422, message: 'Regra', fields: { km_final: 'app.validation.not_after' } });
    expect((await t.byKey('s499'))?.error).toEqual({ status: 499, message: 'Fechado', fields: undefined });
  });

  it('a send that met no answer keeps the error the item had, and stops the replay there', async () => {
    const earlier = { status: 503, message: 'Indisponível' };
    const t = await setup([{ idempotencyKey: 'a', error: earlier, attempts: 2 }, { idempotencyKey: 'b' }], { answers: { a: new TypeError('Failed to fetch') } });
    expect(await replay(t.deps)).toEqual({ ran: true, accepted: 0, refused: 0, stopped: 'offline' });
    expect(await t.byKey('a')).toMatchObject({ state: 'waiting', attempts: 3, error: earlier });
    expect(t.sent.map((s) => s.key)).toEqual(['a']);
    const zero = await setup([{ idempotencyKey: 'a', error: earlier }, { idempotencyKey: 'b' }], { answers: { a: new HttpError('', 0, {}) } });
    expect(await replay(zero.deps)).toMatchObject({ accepted: 1 });
    expect(await zero.byKey('a')).toMatchObject({ state: 'waiting', error: earlier });
  });

  it('stops when the network goes during a replay: before the next send, or after a failure the server gave', async () => {
    let checks = 0;
    const t = await setup([{ idempotencyKey: 'a' }, { idempotencyKey: 'b' }], { online: () => ++checks < 3 });
    expect(await replay(t.deps)).toEqual({ ran: true, accepted: 1, refused: 0, stopped: 'offline' });
    expect(t.sent.map((s) => s.key)).toEqual(['a']);
    expect((await t.byKey('b'))?.state).toBe('waiting');

    let up = true;
    const gone = await setup([{ idempotencyKey: 'a' }, { idempotencyKey: 'b' }], { online: () => up, answers: {} });
    gone.deps.send = async () => {
      up = false;
      throw new HttpError('Indisponível', 503, {});
    };
    expect(await replay(gone.deps)).toEqual({ ran: true, accepted: 0, refused: 0, stopped: 'offline' });
  });

  it('stops at a refused session, counting the attempt, and sends nothing more', async () => {
    const t = await setup([{ idempotencyKey: 'a', attempts: 1 }, { idempotencyKey: 'b' }], { answers: { a: new HttpError('Sessão', 401, {}) } });
    expect(await replay(t.deps)).toEqual({ ran: true, accepted: 0, refused: 0, stopped: 'session' });
    expect(await t.byKey('a')).toMatchObject({ state: 'waiting', attempts: 2 });
    expect(t.sent.map((s) => s.key)).toEqual(['a']);
  });
});

describe('what an accepted write keeps', () => {
  it('is "sending" while it is sent, the outbox says a replay runs, then accepted with the time and the answer\'s values', async () => {
    const t = await setup([{ idempotencyKey: 'a', attempts: 1 }], { answers: { a: { id: 'f-1', n: 2, nada: null, nested: { x: 1 }, list: [1] } } });
    const seen: unknown[] = [];
    const send = t.deps.send;
    t.deps.send = async (item, body) => {
      const stored = await t.store.get(item.id);
      seen.push([stored?.state, stored?.attempts, t.store.snapshot().replaying]);
      return send(item, body);
    };
    const before = Date.now();
    await replay(t.deps);
    expect(seen).toEqual([['sending', 2, true]]);
    expect(t.store.snapshot().replaying).toBe(false);
    const done = await t.byKey('a');
    expect(done).toMatchObject({ state: 'accepted', attempts: 2, answer: { id: 'f-1', n: 2, nada: null }, error: undefined });
    expect(Date.parse(done!.acceptedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(done!.acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps no values of an answer that is not an object', async () => {
    const t = await setup([{ idempotencyKey: 'a' }, { idempotencyKey: 'b' }, { idempotencyKey: 'c' }], { answers: { a: [{ id: 1 }], b: 7, c: null } });
    await replay(t.deps);
    for (const key of ['a', 'b', 'c']) expect((await t.byKey(key))?.answer, key).toEqual({});
  });

  it('removes an accepted write 3 s later unless a waiting write still refers to it; a refused one stays', async () => {
    const t = await setup([{ idempotencyKey: 'a' }, { idempotencyKey: 'bad' }], { answers: { bad: new HttpError('Não', 409, {}) } });
    await replay(t.deps);
    expect(t.later.map((l) => l.ms)).toEqual([ACCEPTED_KEEP_MS]);
    await t.runLater();
    expect((await t.store.all()).map((i) => i.idempotencyKey)).toEqual(['bad']);
  });

  it('at the start, forgets accepted writes nothing refers to, of any user, and uses the answers of those still needed', async () => {
    const t = await setup([
      { idempotencyKey: 'old', userId: BIA, state: 'accepted', answer: {} },
      { idempotencyKey: 'photo', method: 'POST', path: '/arquivos', state: 'accepted', answer: { id: 'file-1' } },
    ]);
    const photo = t.added[1];
    await t.store.add({ userId: ANA, method: 'PUT', path: finishPath('s1'), body: { foto_id: outboxRef(photo.id) }, idempotencyKey: 'finish' });
    await replay(t.deps);
    expect(t.sent).toEqual([{ key: 'finish', body: { foto_id: 'file-1' } }]);
    expect((await t.store.all()).map((i) => i.idempotencyKey)).toEqual(['photo', 'finish']);
    await t.runLater();
    expect(await t.store.all()).toEqual([]);
  });
});

describe('which writes a replay sends', () => {
  it('runs only when the signed-in user has something waiting; another user\'s writes stay', async () => {
    const none = await setup([{ idempotencyKey: 'b', userId: BIA }]);
    expect(await replay(none.deps)).toEqual({ ran: false, accepted: 0, refused: 0 });
    expect(none.later).toEqual([]);
    const nobody = await setup([{ idempotencyKey: 'a' }], { userId: () => undefined });
    expect(await replay(nobody.deps)).toEqual({ ran: false, accepted: 0, refused: 0 });
    expect(nobody.sent).toEqual([]);
    const refused = await setup([{ idempotencyKey: 'a', state: 'refused' }]);
    expect(await replay(refused.deps)).toMatchObject({ ran: false });
  });

  it('skips a write discarded or refused in another tab while the replay runs', async () => {
    const t = await setup([{ idempotencyKey: 'a' }, { idempotencyKey: 'b' }, { idempotencyKey: 'c' }]);
    const send = t.deps.send;
    t.deps.send = async (item, body) => {
      if (item.idempotencyKey === 'a') {
        await t.store.remove(t.added[1].id);
        await t.store.put({ ...t.added[2], state: 'refused' });
      }
      return send(item, body);
    };
    expect(await replay(t.deps)).toMatchObject({ accepted: 1, refused: 0 });
    expect(t.sent.map((s) => s.key)).toEqual(['a']);
  });

  it('sends a write after the later of the queued writes it refers to, even when its group comes first', async () => {
    const t = await setup([
      { idempotencyKey: 'photo1', method: 'POST', path: '/arquivos' },
      { idempotencyKey: 'photo2', method: 'POST', path: '/arquivos' },
      { idempotencyKey: 'other', method: 'POST', path: '/ocorrencias' },
    ], { answers: { photo1: { id: 'f1' }, photo2: { id: 'f2' } } });
    await t.store.add({ userId: ANA, method: 'PUT', path: '/pontos/p1', body: { fotos: [outboxRef(t.added[1].id), outboxRef(t.added[0].id)] }, idempotencyKey: 'update' });
    expect(await replay(t.deps)).toMatchObject({ accepted: 4 });
    expect(t.sent.map((s) => s.key)).toEqual(['photo1', 'photo2', 'update', 'other']);
    expect(t.sent[2].body).toEqual({ fotos: ['f2', 'f1'] });
  });

  it('refuses, without sending, a write that refers to one neither answered nor waiting', async () => {
    const t = await setup([{ idempotencyKey: 'a', body: { foto_id: outboxRef('gone') } }]);
    expect(await replay(t.deps)).toEqual({ ran: true, accepted: 0, refused: 1 });
    expect(t.sent).toEqual([]);
    expect((await t.byKey('a'))?.error).toEqual({ status: 0, message: 'app.offline.depends_on', key: 'app.offline.depends_on' });
  });
});

describe('queued writes and their references (outboxItem.ts)', () => {
  it('orders by SPEC 4\'s group, then the order of capture, then the id', () => {
    const items = [
      { id: 'b', method: 'PUT' as const, path: '/pontos/p1', seq: 1 },
      { id: 'a', method: 'PUT' as const, path: '/pontos/p2', seq: 1 },
      { id: 'c', method: 'PATCH' as const, path: '/pontos/p3', seq: 0 },
      { id: 'd', method: 'POST' as const, path: '/pontos', seq: 0 },
    ];
    expect(replayOrder(items).map((i) => i.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(items.map((i) => i.id)).toEqual(['b', 'a', 'c', 'd']);
    expect(replayGroup({ method: 'DELETE', path: '/pontos/p1' })).toBe('update');
    expect(replayGroup({ method: 'POST', path: '/pontos' })).toBe('create');
  });

  it('knows a reference by its whole shape', () => {
    expect(outboxRef('item-1')).toBe('outbox:item-1:id');
    expect(outboxRef('item-1', 'foto_id')).toBe('outbox:item-1:foto_id');
    for (const ref of ['outbox:a:id', 'outbox:a-1:foto_id2', 'outbox:a:_x']) expect(isOutboxRef(ref), ref).toBe(true);
    for (const other of ['outbox:a:', 'outbox::id', 'xoutbox:a:id', 'outbox:a:id ', 'outbox:a:b:c', 'outbox:a:1d', 'outbox:a:i-d', 42, null]) {
      expect(isOutboxRef(other), String(other)).toBe(false);
    }
  });

  it('finds the items a body refers to anywhere in it, once each', () => {
    expect(referencedItems({ a: outboxRef('x'), b: [outboxRef('y', 'n'), { c: outboxRef('x') }], d: 'outbox:z', e: 1, f: null })).toEqual(['x', 'y']);
    expect(referencedItems(outboxRef('x'))).toEqual(['x']);
    expect(referencedItems(undefined)).toEqual([]);
  });

  it('resolves references anywhere in a body, and names the ones not answered yet', () => {
    const answers = new Map<string, unknown>([['x', { id: 'X', n: 2 }], ['s', 'not an object'], ['z', null]]);
    const body = { a: outboxRef('x'), list: [outboxRef('x', 'n'), 'plain', 3], nested: { b: outboxRef('y') }, c: outboxRef('s'), d: outboxRef('z'), e: null };
    expect(resolveRefs(body, answers)).toEqual({
      body: { a: 'X', list: [2, 'plain', 3], nested: { b: outboxRef('y') }, c: outboxRef('s'), d: outboxRef('z'), e: null },
      missing: ['y', 's', 'z'],
    });
    expect(resolveRefs(outboxRef('x'), answers)).toEqual({ body: 'X', missing: [] });
  });

  it('opens the record a write concerns: from its path, else the id in its body', () => {
    expect(recordOf({ method: 'PUT', path: '/pontos/p1?x=1', body: { id: 'other' } })).toEqual({ resource: 'pontos', id: 'p1' });
    expect(recordOf({ method: 'POST', path: '/pontos', body: { id: 'new-1' } })).toEqual({ resource: 'pontos', id: 'new-1' });
    expect(recordOf({ method: 'POST', path: '/pontos?dry_run=true', body: { id: 7 } })).toEqual({ resource: 'pontos', id: undefined });
    expect(recordOf({ method: 'POST', path: '/pontos', body: 'x' })).toEqual({ resource: 'pontos', id: undefined });
    expect(recordOf({ method: 'POST', path: '/pontos', body: null })).toEqual({ resource: 'pontos', id: undefined });
  });
});

