import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type pg from 'pg';

/** What a write runs on: one connection inside one transaction. */
export type Tx = Pick<pg.PoolClient, 'query'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The transaction of a write request (set for every authenticated /v1 write). */
    tx?: Tx;
  }
}

/** The transaction of the current write request; a write route without one is a wiring bug. */
export const txOf = (req: FastifyRequest): Tx => {
  if (!req.tx) throw new Error(`${req.method} ${req.url} runs outside a request transaction`);
  return req.tx;
};

/** Runs `work` in a transaction on a connection of its own: COMMIT when it resolves, ROLLBACK when it throws. */
export const inTransaction = async <T>(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    // A failed ROLLBACK means the connection itself is gone: do not hand it back to the pool.
    await client.query('ROLLBACK').catch(() => { broken = true; });
    throw err;
  } finally {
    client.release(broken);
  }
};

/**
 * Wraps a write route's handler so that everything it does (the record, its lines, the audit
 * trail, the change notification and the idempotency record) commits together or not at all,
 * and the answer leaves only after the commit. Handlers return their body; they never call
 * `reply.send`, or the answer would go out before the commit.
 */
export const transactional = (
  pool: pg.Pool,
  handler: RouteHandlerMethod,
  idempotent: (req: FastifyRequest, reply: FastifyReply, run: (tx: pg.PoolClient) => Promise<unknown>) => Promise<unknown>,
): RouteHandlerMethod =>
  async function (this: unknown, req, reply) {
    const run = async (tx: pg.PoolClient) => {
      req.tx = tx;
      try {
        const body = await (handler as (this: unknown, rq: FastifyRequest, rp: FastifyReply) => unknown).call(this, req, reply);
        // A refusal answered without throwing (an import's per-row errors) must not commit either.
        if (reply.statusCode >= 400) throw new Refused(body);
        return body;
      } finally {
        req.tx = undefined;
      }
    };
    try {
      if (req.headers['idempotency-key'] === undefined) return await inTransaction(pool, run);
      return await idempotent(req, reply, run);
    } catch (err) {
      if (err instanceof Refused) return err.body;
      throw err;
    }
  };

/** Carries a refusal's answer out of a transaction that it rolls back. */
class Refused {
  constructor(public body: unknown) {}
}
