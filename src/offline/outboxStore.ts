import type { NewOutboxItem, OutboxItem } from './outboxItem';

/** The part of localforage the outbox uses: an IndexedDB store in the browser, any such store in tests. */
export interface KeyValueStorage {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
  iterate<T, U>(fn: (value: T, key: string) => U): Promise<U>;
}

export interface OutboxSnapshot {
  /** Every stored item, of every user, in the order of capture. */
  items: OutboxItem[];
  /** A replay runs, in this tab or another. */
  replaying: boolean;
}

export interface OutboxStore {
  add(item: NewOutboxItem): Promise<OutboxItem>;
  get(id: string): Promise<OutboxItem | undefined>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
  all(): Promise<OutboxItem[]>;
  setReplaying(replaying: boolean): void;
  /** Re-reads the stored items (another tab changed them) and tells the listeners. */
  refresh(): Promise<void>;
  snapshot(): OutboxSnapshot;
  subscribe(listener: () => void): () => void;
}

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>;

/**
 * The stored outbox: items persisted one per key, so a write survives a reload, a closed tab and a
 * restart; other tabs of the app are told of every change (BroadcastChannel) and show the same.
 */
export const createOutboxStore = (storage: KeyValueStorage, options: { channel?: Channel | null } = {}): OutboxStore => {
  const listeners = new Set<() => void>();
  let current: OutboxSnapshot = { items: [], replaying: false };
  let lastSeq = 0;
  const channel = options.channel ?? null;

  const publish = (next: Partial<OutboxSnapshot>) => {
    current = { ...current, ...next };
    for (const listener of listeners) listener();
  };

  const all = async () => {
    const items: OutboxItem[] = [];
    await storage.iterate<OutboxItem, void>((value) => {
      items.push(value);
    });
    return items.sort((a, b) => a.seq - b.seq || a.id.localeCompare(b.id));
  };

  const refresh = async () => publish({ items: await all() });
  // One item changes at a time: the snapshot is patched, not read again, so a replay of n items costs n writes.
  const order = (items: OutboxItem[]) => items.sort((a, b) => a.seq - b.seq || a.id.localeCompare(b.id));
  const patch = (item: OutboxItem | undefined, removed?: string) => {
    const others = current.items.filter((i) => i.id !== (item?.id ?? removed));
    publish({ items: item ? order([...others, item]) : others });
  };

  if (channel) {
    channel.addEventListener('message', (event) => {
      const data = event.data as { type?: string; item?: OutboxItem; id?: string; replaying?: boolean };
      if (data.type === 'put' && data.item) patch(data.item);
      if (data.type === 'remove' && data.id) patch(undefined, data.id);
      if (data.type === 'replaying') publish({ replaying: !!data.replaying });
    });
  }

  return {
    async add(item) {
      const captured = item.capturedAt ? Date.parse(item.capturedAt) : Date.now();
      lastSeq = Math.max(lastSeq + 1, captured * 1000);
      const stored: OutboxItem = {
        ...item,
        id: crypto.randomUUID(),
        capturedAt: new Date(captured).toISOString(),
        seq: lastSeq,
        state: 'waiting',
        attempts: 0,
      };
      await storage.setItem(stored.id, stored);
      patch(stored);
      channel?.postMessage({ type: 'put', item: stored });
      return stored;
    },
    async get(id) {
      return (await storage.getItem<OutboxItem>(id)) ?? undefined;
    },
    async put(item) {
      await storage.setItem(item.id, item);
      patch(item);
      channel?.postMessage({ type: 'put', item });
    },
    async remove(id) {
      await storage.removeItem(id);
      patch(undefined, id);
      channel?.postMessage({ type: 'remove', id });
    },
    all,
    setReplaying(replaying) {
      publish({ replaying });
      channel?.postMessage({ type: 'replaying', replaying });
    },
    refresh,
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
