import { apiFetch } from '../providers/http';
import { session } from '../providers/session';
import type { OutboxItem } from './outboxItem';
import { type KeyValueStorage, createOutboxStore } from './outboxStore';
import { afterFirstScreen } from './afterFirstScreen';
import { type ReadCache, createReadCache } from './readCache';
import { type ReplayOutcome, replay } from './replay';
import { withOfflineQueue } from './withOfflineQueue';

/** SPEC 9: while connected, a look for waiting writes every 60 s. */
export const REPLAY_CHECK_MS = 60_000;
const LOCK = 'outbox.replay';

/**
 * SPEC 3's "a store for the offline queue": IndexedDB through localforage, beside the read cache.
 * localforage loads on the first use, after the first paint: the first download stays in its budget.
 */
const lazyStore = (storeName: string): KeyValueStorage => {
  let instance: Promise<KeyValueStorage> | undefined;
  const open = () => (instance ??= import('localforage').then((m) => m.default.createInstance({ name: 'logistica', storeName })));
  return {
    getItem: async (key) => (await open()).getItem(key),
    setItem: async (key, value) => (await open()).setItem(key, value),
    removeItem: async (key) => (await open()).removeItem(key),
    iterate: async (fn) => (await open()).iterate(fn),
  };
};
const outboxStorage = lazyStore('outbox');
const readStorage = lazyStore('leituras');

export const outbox = createOutboxStore(outboxStorage, {
  channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('logistica.outbox'),
});
export const reads = createReadCache(readStorage);

export const currentUserId = () => session.user()?.id;
const online = () => navigator.onLine;

/** The oldest fetch time of what the screens read from the cache since the network went; null when live. */
let readsFrom: string | null = null;
const readListeners = new Set<() => void>();
export const cachedReads = {
  since: () => readsFrom,
  subscribe(listener: () => void) {
    readListeners.add(listener);
    return () => readListeners.delete(listener);
  },
};
const onRead = (fetchedAt: string | null) => {
  const next = fetchedAt === null ? null : readsFrom && readsFrom < fetchedAt ? readsFrom : fetchedAt;
  if (next === readsFrom) return;
  readsFrom = next;
  for (const listener of readListeners) listener();
};

/**
 * Reads are kept once the page is idle, not while the first screen loads, and only while their
 * user is still the one signed in (a sign-out meanwhile forgot that user's reads).
 */
const keptWhenIdle: ReadCache = {
  ...reads,
  async put(userId, path, data, fetchedAt = new Date().toISOString()) {
    afterFirstScreen(() => {
      if (currentUserId() === userId) reads.put(userId, path, data, fetchedAt).catch(() => {});
    });
  },
};

/** The fetch every provider call goes through (src/providers/dataProvider.ts). */
export const offlineFetch = withOfflineQueue(apiFetch, { store: outbox, reads: keptWhenIdle, userId: currentUserId, online, onRead });

let running = false;
/** One replay at a time across tabs: the one that holds the lock sends, the others show its progress. */
const exclusive = async (task: () => Promise<void>): Promise<boolean> => {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await task();
      return true;
    });
  }
  if (running) return false;
  running = true;
  try {
    await task();
    return true;
  } finally {
    running = false;
  }
};

export interface ReplayHooks {
  /** Brings the tokens up to date before each send (authProvider's refreshAuth). */
  refresh: () => Promise<void>;
  /** The server refused the session (401): the shell asks the user to sign in again. */
  sessionEnded: () => void;
  /** After a replay that sent something: the screens read the server's records again. */
  replayed: (outcome: ReplayOutcome) => void;
}

let hooks: ReplayHooks = { refresh: async () => {}, sessionEnded: () => {}, replayed: () => {} };

const sendItem = async (item: OutboxItem, body: unknown) => {
  await hooks.refresh();
  return apiFetch(item.path, { method: item.method, body: item.blob ?? body, headers: { 'idempotency-key': item.idempotencyKey } });
};

/** Sends the signed-in user's waiting writes now (SPEC 4's order, SPEC 9's pauses). */
export const replayNow = async (): Promise<ReplayOutcome> => {
  const outcome = await replay({
    store: outbox,
    userId: currentUserId,
    online,
    send: sendItem,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    exclusive,
    later: (task, ms) => setTimeout(task, ms),
  });
  if (outcome.stopped === 'session') hooks.sessionEnded();
  if (outcome.accepted || outcome.refused) hooks.replayed(outcome);
  return outcome;
};

/** Puts a refused write back in line and replays. */
export const retryItem = async (id: string) => {
  const item = await outbox.get(id);
  if (item) await outbox.put({ ...item, state: 'waiting', error: undefined });
  return replayNow();
};

export const discardItem = (id: string) => outbox.remove(id);

/**
 * Replays when the network comes back (the online event), every REPLAY_CHECK_MS while connected,
 * and now; answers the stop. Called by the signed-in shell, so a replay always has a user.
 */
export const startOutbox = (replayHooks: ReplayHooks): (() => void) => {
  hooks = replayHooks;
  const soon = () => void replayNow();
  // The badge's first count opens IndexedDB: after the first screen (afterFirstScreen.ts).
  let stopped = false;
  afterFirstScreen(() => {
    if (!stopped) void outbox.refresh().then(soon);
  });
  window.addEventListener('online', soon);
  const timer = window.setInterval(() => {
    if (navigator.onLine) soon();
  }, REPLAY_CHECK_MS);
  return () => {
    stopped = true;
    window.removeEventListener('online', soon);
    window.clearInterval(timer);
  };
};
