import type { Config } from '../config';
import type pg from 'pg';

export interface LoginLimits {
  /** Failures of one account from one address within the window: past it, 429 for that pair. */
  perAccount: number;
  /** Failures from one address within the window: past it, 429 except for accounts known there. */
  perAddress: number;
  /** Failures of one account from anywhere past which each failed answer is delayed. */
  slowAfter: number;
  windowSeconds: number;
  /** An address, or a browser with a device cookie, where the account signed in this recently is known to it. */
  knownAddressDays: number;
}

/** Delay of the first failure past `slowAfter`; it doubles with each further one up to the cap. */
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 8000;

export const failureDelayMs = (accountFailures: number, slowAfter: number): number => {
  const past = accountFailures - slowAfter;
  return past > 0 ? Math.min(FIRST_DELAY_MS * 2 ** (past - 1), MAX_DELAY_MS) : 0;
};

// One row per failure and counter. The address goes last: an email may hold a space, an address not.
const accountKey = (email: string) => `account:${email}`;
const pairKey = (email: string, address: string) => `pair:${email} ${address}`;
const addressKey = (address: string) => `address:${address}`;
const deviceKey = (email: string, device: string) => `device:${email} ${device}`;

/** The limits of the configuration (`LOGIN_*`), for every route that checks a password. */
export const loginLimits = (config: Config): LoginLimits => ({
  perAccount: config.loginMaxFailuresPerAccount,
  perAddress: config.loginMaxFailuresPerAddress,
  slowAfter: config.loginSlowAfterFailures,
  windowSeconds: config.loginFailureWindow,
  knownAddressDays: config.loginKnownAddressDays,
});

/**
 * Failed sign-ins counted in PostgreSQL (not in memory) so the limits hold across API
 * instances, over a sliding window. Two rules refuse before the password is checked: too many
 * failures of this account from this address, or from this address for an account never
 * signed in there. Guessing one account from many addresses is only slowed (`fail` answers a
 * growing delay), so nobody can lock a real user out from elsewhere. A browser with a device
 * cookie of the account (server/auth/deviceCookie.ts) is judged by its own failures only, so
 * a colleague behind the same address cannot lock the account out there either.
 */
export const createLoginLimiter = (pool: pg.Pool, limits: LoginLimits) => {
  const window = limits.windowSeconds;
  const waitUntil = (oldest: Date) => Math.max(1, Math.ceil((oldest.getTime() + window * 1000 - Date.now()) / 1000));
  return {
    /** Whether the account signed in, lately, in the browser with this device id. */
    async knownDevice(email: string, device: string): Promise<boolean> {
      const { rowCount } = await pool.query(
        `SELECT 1 FROM login_devices WHERE device = $1 AND email = $2 AND last_success_at > now() - make_interval(days => $3)`,
        [device, email, limits.knownAddressDays],
      );
      return !!rowCount;
    },
    /** Seconds to wait before this account may try again in this known browser, or 0 when allowed. */
    async deviceRetryAfter(email: string, device: string): Promise<number> {
      const { rows } = await pool.query<{ n: number; oldest: Date | null }>(
        `SELECT count(*)::int AS n, min(at) AS oldest FROM login_failures WHERE key = $1 AND at > now() - make_interval(secs => $2)`,
        [deviceKey(email, device), window],
      );
      return rows[0].n >= limits.perAccount && rows[0].oldest ? waitUntil(rows[0].oldest) : 0;
    },
    /** Seconds to wait before this account may try from this address, or 0 when allowed. */
    async retryAfter(email: string, address: string): Promise<number> {
      const pair = pairKey(email, address);
      const addr = addressKey(address);
      const { rows } = await pool.query<{ key: string; n: number; oldest: Date }>(
        `SELECT key, count(*)::int AS n, min(at) AS oldest FROM login_failures
          WHERE key = ANY($1) AND at > now() - make_interval(secs => $2) GROUP BY key`,
        [[pair, addr], window],
      );
      const byKey = new Map(rows.map((r) => [r.key, r]));
      const forPair = byKey.get(pair);
      if (forPair && forPair.n >= limits.perAccount) return waitUntil(forPair.oldest);
      const forAddress = byKey.get(addr);
      if (forAddress && forAddress.n >= limits.perAddress) {
        const known = await pool.query(
          `SELECT 1 FROM login_addresses WHERE email = $1 AND address = $2 AND last_success_at > now() - make_interval(days => $3)`,
          [email, address, limits.knownAddressDays],
        );
        if (!known.rowCount) return waitUntil(forAddress.oldest);
      }
      return 0;
    },
    /**
     * Records a failed attempt, against the known browser's own count when it has one, else the
     * address's; answers how many milliseconds to hold the answer back.
     */
    async fail(email: string, address: string, knownDevice?: string): Promise<number> {
      const keys = knownDevice ? [deviceKey(email, knownDevice)] : [pairKey(email, address), addressKey(address)];
      const { rows } = await pool.query<{ n: number }>(
        `WITH added AS (INSERT INTO login_failures (key) SELECT unnest($1::text[]))
         SELECT count(*)::int + 1 AS n FROM login_failures WHERE key = $2 AND at > now() - make_interval(secs => $3)`,
        [[...keys, accountKey(email)], accountKey(email), window],
      );
      await pool.query(`DELETE FROM login_failures WHERE at < now() - make_interval(secs => $1)`, [window]);
      return failureDelayMs(rows[0].n, limits.slowAfter);
    },
    /** The pair's and the browser's counts start over; address and browser are known to the account from now on. */
    async succeed(email: string, address: string, device?: string): Promise<void> {
      await pool.query(`DELETE FROM login_failures WHERE key = ANY($1)`, [[pairKey(email, address), ...(device ? [deviceKey(email, device)] : [])]]);
      await pool.query(
        `INSERT INTO login_addresses (email, address) VALUES ($1, $2)
         ON CONFLICT (email, address) DO UPDATE SET last_success_at = now()`,
        [email, address],
      );
      if (device) {
        await pool.query(
          `INSERT INTO login_devices (device, email) VALUES ($1, $2)
           ON CONFLICT (device, email) DO UPDATE SET last_success_at = now()`,
          [device, email],
        );
      }
      await pool.query(`DELETE FROM login_addresses WHERE last_success_at < now() - make_interval(days => $1)`, [limits.knownAddressDays]);
      await pool.query(`DELETE FROM login_devices WHERE last_success_at < now() - make_interval(days => $1)`, [limits.knownAddressDays]);
    },
  };
};

/** A new password lifts the refusals its owner earned with the forgotten one, from any address. */
export const clearAccountLockouts = async (db: pg.Pool | pg.PoolClient, email: string): Promise<void> => {
  await db.query(`DELETE FROM login_failures WHERE starts_with(key, $1) OR starts_with(key, $2)`, [pairKey(email, ''), deviceKey(email, '')]);
};
