import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';

const WRITE = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: string;
  }
}

/**
 * A write retried with the same Idempotency-Key answers the first result and changes
 * nothing; the offline replay depends on it. Keys are kept per user.
 */
export const idempotency = (app: FastifyInstance, pool: pg.Pool) => {
  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const key = req.headers['idempotency-key'];
    if (!WRITE.has(req.method) || typeof key !== 'string' || !req.user || key.length > 200) return;
    const scoped = `${req.method} ${req.url} ${key}`;
    const { rows } = await pool.query<{ status_code: number; response: unknown }>(
      'SELECT status_code, response FROM idempotency_keys WHERE key = $1 AND user_id = $2',
      [scoped, req.user.id],
    );
    if (rows[0]) {
      reply.header('idempotent-replay', 'true');
      return reply.code(rows[0].status_code).send(rows[0].response);
    }
    req.idempotencyKey = scoped;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.idempotencyKey || !req.user || reply.statusCode >= 400) return payload;
    await pool.query(
      `INSERT INTO idempotency_keys (key, user_id, status_code, response) VALUES ($1, $2, $3, $4::jsonb)
        ON CONFLICT (key, user_id) DO NOTHING`,
      [req.idempotencyKey, req.user.id, reply.statusCode, typeof payload === 'string' && payload ? payload : 'null'],
    );
    return payload;
  });
};
