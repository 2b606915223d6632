import type { KeyValueStorage } from './outboxStore';

export interface CachedRead {
  userId: string;
  path: string;
  data: unknown;
  /** When the server gave it (ISO): shown beside data read from here. */
  fetchedAt: string;
}

/** Kept per user; past this many the least recently fetched go. */
export const READ_CACHE_ENTRIES = 400;
/** A list answer longer than this is not kept: the field flow reads days, stops and short lists. */
export const READ_CACHE_MAX_ROWS = 1000;

const keyOf = (userId: string, path: string) => `${userId} GET ${path}`;

/**
 * Successful GETs by method and path (SPEC 4), per user so that another user of the same phone
 * never reads them, served while the network is away.
 */
export const createReadCache = (storage: KeyValueStorage, options: { entries?: number } = {}) => {
  const limit = options.entries ?? READ_CACHE_ENTRIES;
  let writes = 0;

  const trim = async () => {
    const byUser = new Map<string, { key: string; at: string }[]>();
    await storage.iterate<CachedRead, void>((value, key) => {
      const list = byUser.get(value.userId) ?? [];
      list.push({ key, at: value.fetchedAt });
      byUser.set(value.userId, list);
    });
    for (const list of byUser.values()) {
      if (list.length <= limit) continue;
      list.sort((a, b) => a.at.localeCompare(b.at));
      for (const { key } of list.slice(0, list.length - limit)) await storage.removeItem(key);
    }
  };

  return {
    async get(userId: string, path: string): Promise<CachedRead | undefined> {
      return (await storage.getItem<CachedRead>(keyOf(userId, path))) ?? undefined;
    },
    async put(userId: string, path: string, data: unknown, fetchedAt = new Date().toISOString()) {
      const rows = data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data) ? (data as { data: unknown[] }).data.length
        : Array.isArray(data) ? data.length : 0;
      if (rows > READ_CACHE_MAX_ROWS) return;
      await storage.setItem(keyOf(userId, path), { userId, path, data, fetchedAt } satisfies CachedRead);
      if (++writes % 50 === 0) await trim();
    },
    /** Drops a user's cached reads (at sign-out: what they read does not stay on a shared phone). */
    async forget(userId: string) {
      const keys: string[] = [];
      await storage.iterate<CachedRead, void>((value, key) => {
        if (value.userId === userId) keys.push(key);
      });
      for (const key of keys) await storage.removeItem(key);
    },
    /** What a user's cached reads take, in bytes of JSON (the bench's figure). */
    async size(userId: string) {
      let bytes = 0;
      await storage.iterate<CachedRead, void>((value) => {
        if (value.userId === userId) bytes += JSON.stringify(value).length;
      });
      return bytes;
    },
    trim,
  };
};

export type ReadCache = ReturnType<typeof createReadCache>;
