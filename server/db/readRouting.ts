import pg from 'pg';
import type { Queryable } from '../crud/sql';
import { withTimeout } from '../timeout';
import { createPool } from './pool';

/**
 * Where reads go (docs/architecture.md "Read replicas"). Without replicas, always the primary.
 * With them, a signed-in user's read goes to a streaming replica that is up, lags less than the
 * bound, and has replayed the primary's WAL past that user's read position: the point the
 * primary had reached when their last write committed, or when they were last told of someone
 * else's (realtime). Otherwise the primary. Positions live in the primary (`read_positions`), so
 * every instance routes a user the same way; what this instance remembers of the replicas (their
 * replay positions) only grows, so a stale memory sends a read to the primary, never too far back.
 */
export interface ReadRouting {
  /** Whether any replica is configured: without one nothing here runs a query. */
  readonly enabled: boolean;
  /** What a read of this user runs on: a replica's pool (falling back to the primary if it fails), or the primary. */
  readerFor(userId: string | undefined): Promise<Queryable>;
  /** These users must from now on read everything committed so far: raises their positions to the primary's current one. */
  mustSee(userIds: string[]): Promise<void>;
  /** What each replica looks like now (logs, the cluster test). */
  replicas(): ReplicaState[];
  close(): Promise<void>;
}

export interface ReplicaState {
  url: string;
  up: boolean;
  lagMs: number;
  replayed?: string;
}

/** How often the primary's WAL position and each replica's replay position are read. */
const POLL_MS = 200;
/** A replica that does not answer its poll within this long counts as down. */
const POLL_TIMEOUT_MS = 2000;

/** `16/B374D848` as a number, so positions compare in JavaScript. */
export const lsnValue = (lsn: string): bigint => {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
};

/**
 * A replica's failure rather than the statement's: it is unreachable, shutting down, or cancelled
 * the read for a conflict with the WAL it replays. The read is then answered by the primary.
 */
export const replicaFailed = (err: unknown): boolean => {
  const code = (err as { code?: unknown }).code;
  // No SQLSTATE: a refused or broken connection (ECONNREFUSED, ECONNRESET...) or the pool's timeout.
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '40001', '40P01'].includes(code);
};

interface Replica {
  url: string;
  pool: pg.Pool;
  up: boolean;
  replayed: bigint;
  replayedText?: string;
  lagMs: number;
  /** A replay position read now rather than at the next poll, shared by the reads waiting on it. */
  reading?: Promise<void>;
  reader: Queryable;
}

export const createReadRouting = (
  primary: pg.Pool,
  replicaUrls: string[],
  opts: { maxLagMs: number; warn: (msg: string) => void; pollMs?: number },
): ReadRouting => {
  if (!replicaUrls.length) {
    const reader = Promise.resolve<Queryable>(primary);
    return { enabled: false, readerFor: () => reader, mustSee: async () => {}, replicas: () => [], close: async () => {} };
  }
  // The primary's WAL position over the last moments: a replica's lag is how long ago the primary
  // passed the point the replica has replayed (clocks of the servers play no part).
  const samples: { at: number; lsn: bigint }[] = [];
  let next = 0;

  const markDown = (r: Replica, why: string) => {
    if (r.up) opts.warn(`read replica ${safeUrl(r.url)} skipped: ${why}`);
    r.up = false;
  };

  const replicas: Replica[] = replicaUrls.map((url) => {
    // Connecting to a replica that is down must fail fast: the read then goes to the primary.
    const pool = createPool(url, 20, { connectionTimeoutMillis: POLL_TIMEOUT_MS });
    const r: Replica = { url, pool, up: false, replayed: 0n, lagMs: Infinity, reader: primary };
    r.reader = {
      query: ((config: never, values: never) => pool.query(config, values).catch((err: unknown) => {
        if (!replicaFailed(err)) throw err;
        markDown(r, (err as Error).message);
        return primary.query(config, values);
      })) as Queryable['query'],
    };
    return r;
  });

  const lagOf = (replayed: bigint, now: number): number => {
    const ahead = samples.findIndex((s) => s.lsn > replayed);
    // Behind every position remembered (or none yet): its lag is past the bound, or not known to be within it.
    if (!samples.length || ahead === 0) return Infinity;
    return ahead > 0 ? now - samples[ahead].at : 0;
  };

  const readReplay = (r: Replica): Promise<void> => (r.reading ??= withTimeout(
    r.pool.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn'), POLL_TIMEOUT_MS,
  ).then(({ rows: [{ lsn }] }) => {
    if (lsn === null) return markDown(r, 'it is not a standby (pg_last_wal_replay_lsn() is null)');
    const value = lsnValue(lsn);
    if (value > r.replayed) [r.replayed, r.replayedText] = [value, lsn];
    r.lagMs = lagOf(r.replayed, Date.now());
    if (!r.up) opts.warn(`read replica ${safeUrl(r.url)} serves reads`);
    r.up = true;
  }, (err: Error) => markDown(r, err.message)).finally(() => { r.reading = undefined; }));

  const poll = async () => {
    try {
      const { rows: [{ lsn }] } = await withTimeout(primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'), POLL_TIMEOUT_MS);
      const now = Date.now();
      samples.push({ at: now, lsn: lsnValue(lsn) });
      // Kept a little longer than the bound, so a replica behind all of them is past it.
      while (samples.length > 1 && samples[0].at < now - opts.maxLagMs - 1000) samples.shift();
    } catch {
      // The primary not answering is the writes' problem; the replicas' lag simply stops being known to be small.
    }
    await Promise.all(replicas.map(readReplay));
  };
  const timer = setInterval(() => void poll(), opts.pollMs ?? POLL_MS);
  timer.unref();
  void poll();

  const usable = () => replicas.filter((r) => r.up && r.lagMs <= opts.maxLagMs);

  return {
    enabled: true,
    async readerFor(userId) {
      const candidates = usable();
      if (!candidates.length || !userId) return primary;
      const { rows } = await primary.query<{ lsn: string }>({
        name: 'read-position', text: 'SELECT lsn::text AS lsn FROM read_positions WHERE usuario_id = $1', values: [userId],
      });
      const position = rows.length ? lsnValue(rows[0].lsn) : 0n;
      // Replicas in turn, so that each takes its share.
      const start = next++ % candidates.length;
      const order = [...candidates.slice(start), ...candidates.slice(0, start)];
      const ready = order.find((r) => r.replayed >= position);
      if (ready) return ready.reader;
      // Maybe it replayed since the last poll: ask now.
      await Promise.all(order.map(readReplay));
      return order.find((r) => r.up && r.replayed >= position)?.reader ?? primary;
    },
    async mustSee(userIds) {
      const ids = [...new Set(userIds)];
      if (!ids.length) return;
      // After the commit, the insert position is at or past its commit record: a replica that replayed it has the write.
      await primary.query({
        name: 'read-position-raise',
        text: `INSERT INTO read_positions (usuario_id, lsn) SELECT id, pg_current_wal_insert_lsn() FROM unnest($1::uuid[]) AS id
               ON CONFLICT (usuario_id) DO UPDATE SET lsn = GREATEST(read_positions.lsn, excluded.lsn)`,
        values: [ids],
      });
    },
    replicas: () => replicas.map((r) => ({ url: safeUrl(r.url), up: r.up, lagMs: r.lagMs, replayed: r.replayedText })),
    async close() {
      clearInterval(timer);
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => {})));
    },
  };
};

/** A connection string without its password, for logs. */
const safeUrl = (url: string): string => {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'replica';
  }
};
