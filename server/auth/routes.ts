import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { Config } from '../config';
import { AppError, unauthorized } from '../errors';
import { loadUser } from './guard';
import { deviceOf, giveDevice } from './deviceCookie';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { createLoginLimiter, loginLimits } from './rateLimit';
import type { TokenService } from './tokens';
import { ERROR_ANSWERS, answer, noContent } from '../answers';

const userPayload = async (pool: pg.Pool, id: string) => {
  const { rows } = await pool.query(
    `SELECT id, first_name AS "firstName", last_name AS "lastName", email, roles, tipo_id FROM usuarios WHERE id = $1`,
    [id],
  );
  return rows[0];
};

const tokenResponse = z.object({
  token: z.object({ access_token: z.string(), refresh_token: z.string() }),
  user: z.object({ id: z.string(), firstName: z.string(), roles: z.array(z.string()) }).loose(),
});

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/architecture.md "Tokens" and "Refresh rotation": POST usuarios/auth, usuarios/refresh_token, usuarios/logout.
 * `sleep` holds back failed sign-ins of an account under attack; tests pass one that records.
 */
export const authRoutes = (app: FastifyInstance, pool: pg.Pool, tokens: TokenService, config: Config, sleep: Sleep = realSleep) => {
  const limiter = createLoginLimiter(pool, loginLimits(config));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/v1/usuarios/auth', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in',
      body: z.object({
        email: z.string({ error: 'app.validation.required' }).trim().toLowerCase().max(254, { error: 'app.validation.too_long' }),
        password: z.string({ error: 'app.validation.required' }).max(200, { error: 'app.validation.too_long' }),
      }),
      response: { 200: answer('Signed in', tokenResponse), 400: ERROR_ANSWERS[400], 401: ERROR_ANSWERS[401], 429: ERROR_ANSWERS[429] },
    },
  }, async (request, reply) => {
    const { email, password } = request.body;
    // A browser where this account signed in lately is judged by its own failures only (OWASP device cookies).
    const cookieDevice = deviceOf(request);
    const knownDevice = cookieDevice && await limiter.knownDevice(email, cookieDevice) ? cookieDevice : undefined;
    const wait = knownDevice ? await limiter.deviceRetryAfter(email, knownDevice) : await limiter.retryAfter(email, request.ip);
    if (wait > 0) throw new AppError(429, 'app.errors.rate_limited', { seconds: wait }, undefined, { 'retry-after': String(wait) });
    const { rows } = await pool.query<{ id: string; password_hash: string | null; ativo: boolean }>(
      'SELECT id, password_hash, ativo FROM usuarios WHERE email = $1',
      [email],
    );
    const found = rows[0];
    // The hash is checked for every account, deactivated or not, so the time taken tells nothing.
    const passwordOk = found ? await verifyPassword(found.password_hash, password) : (await burnPasswordCheck(password), false);
    // A deactivated account answers and counts its right password as a wrong one, or guessing
    // its password would still pay (docs/architecture.md "Sign-in limits").
    if (!found || !passwordOk || !found.ativo) {
      const delay = await limiter.fail(email, request.ip, knownDevice);
      if (delay > 0) await sleep(delay);
      throw unauthorized('app.errors.bad_credentials');
    }
    await limiter.succeed(email, request.ip, giveDevice(request, reply, config.loginKnownAddressDays));
    return { token: await tokens.issue(found.id), user: await userPayload(pool, found.id) };
  });

  r.post('/v1/usuarios/refresh_token', {
    schema: {
      tags: ['auth'],
      summary: 'Exchange a refresh token for new tokens (rotation)',
      body: z.object({ refresh_token: z.string({ error: 'app.validation.required' }).max(4096) }),
      response: { 200: answer('New tokens; the one sent is spent', tokenResponse), 400: ERROR_ANSWERS[400], 401: ERROR_ANSWERS[401] },
    },
  }, async (request) => {
    const next = await tokens.rotate(request.body.refresh_token);
    if (!next) throw unauthorized('app.errors.token_invalid');
    const user = await loadUser(pool, next.userId);
    if (!user?.ativo) throw unauthorized('app.errors.token_invalid');
    return { token: next.tokens, user: await userPayload(pool, next.userId) };
  });

  r.post('/v1/usuarios/logout', {
    schema: {
      tags: ['auth'],
      summary: 'Revoke the session of a refresh token',
      body: z.object({ refresh_token: z.string().max(4096).optional() }).optional(),
      response: { 204: noContent('Signed out'), 400: ERROR_ANSWERS[400] },
    },
  }, async (request, reply) => {
    if (request.body?.refresh_token) await tokens.revoke(request.body.refresh_token);
    return reply.code(204).send(null);
  });
};
