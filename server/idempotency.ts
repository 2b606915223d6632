import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AppError, badRequest } from './errors';

/** How long a request waits for another one with its key before answering 409 "in progress". */
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_MS = 40;
/** Advisory-lock namespace of idempotency keys (the migration lock is a single bigint key). */
const LOCK_NAMESPACE = 727002;
/** Kept this long, so an offline phone can replay days later and still get the first answer. */
export const IDEMPOTENCY_KEEP_DAYS = 30;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** JSON with sorted keys: the same body hashes the same whatever order a client wrote it in. */
const canonical = (v: unknown): string => {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
};

const lockKey = (userId: string, key: string) => createHash('sha256').update(`${userId} ${key}`).digest().readInt32BE(0);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Stored {
  method: string;
  path: string;
  body_hash: string;
  status_code: number;
  response: string | null;
}

/**
 * `Idempotency-Key` on writes (docs/architecture.md "Idempotency keys"): the key is bound to the
 * user, the method, the path and the body. Whoever holds the key's advisory lock runs the write
 * and stores the answer in the same transaction, so under any concurrency exactly one write
 * happens; the others wait for it and replay its answer, or answer 409 with Retry-After when it
 * takes too long. The lock dies with its transaction, so a crashed write leaves nothing behind.
 * Only successes are kept: a refused write changed nothing and may be retried with the same key.
 */
export const createIdempotency = (pool: pg.Pool, waitMs = IDEMPOTENCY_WAIT_MS) =>
  async (req: FastifyRequest, reply: FastifyReply, run: (tx: pg.PoolClient) => Promise<unknown>): Promise<unknown> => {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || !key.trim() || key.length > 200) throw badRequest('app.errors.idempotency_key');
    const userId = req.user!.id;
    const path = req.url;
    // A file upload hashes its bytes; a JSON body its canonical text.
    const bodyHash = Buffer.isBuffer(req.body) ? createHash('sha256').update(req.body).digest('hex') : sha256(canonical(req.body));
    const deadline = Date.now() + waitMs;

    for (;;) {
      const client = await pool.connect();
      let broken = false;
      let stored: Stored | undefined;
      try {
        await client.query('BEGIN');
        const { rows: [lock] } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [LOCK_NAMESPACE, lockKey(userId, key)],
        );
        if (lock.locked) {
          ({ rows: [stored] } = await client.query<Stored>(
            'SELECT method, path, body_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
            [userId, key],
          ));
          if (!stored) {
            const result = await run(client);
            await client.query(
              `INSERT INTO idempotency_keys (key, user_id, method, path, body_hash, status_code, response)
               VALUES ($1, $2, $3, $4, $5, $6, $7)`,
              [key, userId, req.method, path, bodyHash, reply.statusCode, result === undefined ? null : JSON.stringify(result)],
            );
            await client.query('COMMIT');
            return result;
          }
        }
        await client.query('ROLLBACK');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => { broken = true; });
        throw err;
      } finally {
        client.release(broken);
      }

      if (stored) {
        if (stored.method !== req.method || stored.path !== path || stored.body_hash !== bodyHash) {
          throw new AppError(422, 'app.errors.idempotency_mismatch');
        }
        reply.header('idempotent-replay', 'true');
        reply.code(stored.status_code);
        return stored.response === null ? undefined : JSON.parse(stored.response);
      }
      // Another request holds the key right now: wait for its answer, within reason.
      if (Date.now() >= deadline) {
        throw new AppError(409, 'app.errors.idempotency_in_progress', {}, undefined, { 'retry-after': '1' });
      }
      await sleep(POLL_MS);
    }
  };

/** Drops records past their keeping time (run at start; cheap with the created_at index). */
export const pruneIdempotencyKeys = (pool: pg.Pool) =>
  pool.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)`, [IDEMPOTENCY_KEEP_DAYS]);
