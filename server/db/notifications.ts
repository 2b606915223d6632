import pg from 'pg';

export interface Notifications {
  /** Calls `fn` with each payload sent on `channel` (LISTEN is issued on every (re)connection); only before start(). */
  on(channel: string, fn: (payload: string) => void): void;
  /** Calls `fn` whenever the connection is lost or made again: what arrived in between is unknown. */
  onGap(fn: () => void): void;
  /** Connects; channels named before are listened to from the first connection on. */
  start(): Promise<void>;
  /** Whether the connection is up and listening now, so that no notification can be missed. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * One PostgreSQL connection of its own per API instance for LISTEN/NOTIFY, shared by everything
 * that must hear what other instances (or anyone with a psql) committed: realtime's change feed,
 * the signed-in user cache. It reconnects with backoff after a failure.
 */
export const createNotifications = (connectionString: string): Notifications => {
  const handlers = new Map<string, Array<(payload: string) => void>>();
  const gapHandlers: Array<() => void> = [];
  let client: pg.Client | undefined;
  let closing = false;
  let started = false;
  let backoff = 500;
  const gap = () => { for (const fn of gapHandlers) fn(); };

  const connect = async (): Promise<void> => {
    if (closing) return;
    const c = new pg.Client({ connectionString });
    let failed = false;
    const retry = () => {
      if (failed || closing) return;
      failed = true;
      c.removeAllListeners();
      c.on('error', () => {});
      void c.end().catch(() => {});
      if (client === c) client = undefined;
      gap();
      setTimeout(() => void connect(), backoff).unref();
      backoff = Math.min(backoff * 2, 15_000);
    };
    c.on('notification', (n) => {
      if (n.payload === undefined) return;
      for (const fn of handlers.get(n.channel) ?? []) fn(n.payload);
    });
    c.on('error', retry);
    c.on('end', retry);
    try {
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = c;
      backoff = 500;
      gap();
    } catch {
      retry();
    }
  };

  return {
    start() {
      started = true;
      return connect();
    },
    on(channel, fn) {
      // A channel named later would be heard only from some moment on, and listening() would lie.
      if (started) throw new Error(`notifications: channel ${channel} named after start()`);
      handlers.set(channel, [...(handlers.get(channel) ?? []), fn]);
    },
    onGap(fn) { gapHandlers.push(fn); },
    listening: () => client !== undefined,
    async close() {
      closing = true;
      client?.removeAllListeners();
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
};

