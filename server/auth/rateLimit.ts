import type pg from 'pg';

/**
 * Failed sign-ins counted in PostgreSQL (not in memory) so the limit holds across API
 * instances: per account and per client address, over a sliding window.
 */
export const createLoginLimiter = (
  pool: pg.Pool,
  opts: { perAccount: number; perAddress: number; windowSeconds: number },
) => {
  const keys = (email: string, address: string) => [`account:${email.toLowerCase()}`, `address:${address}`];
  return {
    /** Seconds to wait before another attempt, or 0 when allowed. */
    async retryAfter(email: string, address: string): Promise<number> {
      const [account, addr] = keys(email, address);
      const { rows } = await pool.query<{ key: string; n: number; oldest: Date }>(
        `SELECT key, count(*)::int AS n, min(at) AS oldest FROM login_failures
          WHERE key = ANY($1) AND at > now() - make_interval(secs => $2) GROUP BY key`,
        [[account, addr], opts.windowSeconds],
      );
      let wait = 0;
      for (const row of rows) {
        const limit = row.key === account ? opts.perAccount : opts.perAddress;
        if (row.n >= limit) {
          const until = row.oldest.getTime() + opts.windowSeconds * 1000;
          wait = Math.max(wait, Math.ceil((until - Date.now()) / 1000));
        }
      }
      return Math.max(wait, 0);
    },
    async fail(email: string, address: string): Promise<void> {
      await pool.query(`INSERT INTO login_failures (key) SELECT unnest($1::text[])`, [keys(email, address)]);
      await pool.query(`DELETE FROM login_failures WHERE at < now() - make_interval(secs => $1)`, [opts.windowSeconds]);
    },
    async succeed(email: string): Promise<void> {
      await pool.query(`DELETE FROM login_failures WHERE key = $1`, [keys(email, '')[0]]);
    },
  };
};
