import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import { USER_TYPES } from '../../src/registry/seedIds';
import { createSchema, fieldSchema } from '../../src/registry/validation';
import usuarios from '../../src/resources/usuarios';
import { isUuid } from '../crud/query';
import { AppError, badRequest } from '../errors';
import { localeFrom } from '../i18n';
import { currentMailer } from './mailer';
import { hashPassword } from './passwords';
import { clearAccountLockouts } from './rateLimit';
import { ERROR_ANSWERS, answer, noContent } from '../answers';

/** Limits of the public account routes (docs/architecture.md "Accounts and profile"). Windows and lifetimes in seconds. */
export const ACCOUNT_LIMITS = {
  /** Account requests per client address per window. */
  registerPerAddress: 10,
  /** Reset requests per client address per window: past it, 429. */
  forgotPerAddress: 20,
  /** Reset links per email per window: past it nothing is sent, and the answer is still 204. */
  forgotPerEmail: 5,
  windowSeconds: 3600,
  /** A reset link works once, within this time. */
  resetTtlSeconds: 3600,
};
export type AccountLimits = typeof ACCOUNT_LIMITS;

export const RESET_PATH = '/redefinir-senha';
export const FORGOT_PATH = '/forgot-password';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** '' and null count as missing, so the message is 'Required' like in the usuarios form. */
const blankToMissing = (v: unknown) => (v === '' || v === null ? undefined : v);
/** The password rule of the usuarios declaration (min 8, max 200), here always required. */
const newPassword = z.preprocess(blankToMissing, fieldSchema(usuarios.fields.password));

const trimmed = (schema: z.ZodType) => z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), schema);
const usuariosCreate = createSchema(usuarios) as unknown as z.ZodObject;

/**
 * The usuarios declaration's own rules and messages for the fields a visitor may fill in
 * (trimmed first, so a name of spaces counts as missing); anything else is an unknown field.
 */
const registerBody = usuariosCreate.pick({ email: true }).extend({
  firstName: trimmed(usuariosCreate.shape.firstName),
  lastName: trimmed(usuariosCreate.shape.lastName),
  password: newPassword,
});

const forgotBody = z.strictObject({ email: z.preprocess(blankToMissing, fieldSchema(usuarios.fields.email)) });

const resetBody = z.strictObject({
  id: z.string({ error: 'app.validation.required' }).max(100, { error: 'app.validation.too_long' }),
  token: z.string({ error: 'app.validation.required' }).max(200, { error: 'app.validation.too_long' }),
  password: newPassword,
});

/**
 * Requests counted in PostgreSQL per key, like failed sign-ins, so limits hold across
 * instances. `hit` records one request and answers the seconds to wait when over the limit
 * (then nothing is recorded).
 */
const createRequestLimiter = (pool: pg.Pool, windowSeconds: number) => ({
  async hit(key: string, limit: number): Promise<number> {
    const { rows } = await pool.query<{ n: number; oldest: Date | null }>(
      `SELECT count(*)::int AS n, min(at) AS oldest FROM account_requests
        WHERE key = $1 AND at > now() - make_interval(secs => $2)`,
      [key, windowSeconds],
    );
    const { n, oldest } = rows[0];
    if (n >= limit && oldest) return Math.max(1, Math.ceil((oldest.getTime() + windowSeconds * 1000 - Date.now()) / 1000));
    await pool.query(`INSERT INTO account_requests (key) VALUES ($1)`, [key]);
    await pool.query(`DELETE FROM account_requests WHERE at < now() - make_interval(secs => $1)`, [windowSeconds]);
    return 0;
  },
});

const tooMany = (seconds: number) =>
  new AppError(429, 'app.account.rate_limited', { seconds }, undefined, { 'retry-after': String(seconds) });

/**
 * Account pages (docs/architecture.md "Accounts and profile"): POST usuarios/register, usuarios/forgot_password and
 * usuarios/reset_password. Public routes (no token); none of them tells whether an email
 * has an account. Links in mails start with `baseUrl` (config's publicBaseUrl), never with the
 * request's Host, which whoever asks for a reset link chooses.
 */
export const accountRoutes = (app: FastifyInstance, pool: pg.Pool, baseUrl: string, limits: AccountLimits = ACCOUNT_LIMITS) => {
  const linkTo = (path: string) => `${baseUrl}${path}`;
  const limiter = createRequestLimiter(pool, limits.windowSeconds);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/v1/usuarios/register', {
    schema: {
      tags: ['auth'],
      security: [],
      summary: 'Ask for an account (created inactive, without roles, until an administrator activates it)',
      description: 'Answers 201 whether or not the email already has an account, so the answer does not reveal which emails exist; the owner of an existing address is told by mail instead.',
      body: registerBody,
      response: { 201: answer('Asked: nothing more is said', z.strictObject({})), 400: ERROR_ANSWERS[400], 429: ERROR_ANSWERS[429] },
    },
  }, async (request, reply) => {
    const { firstName, lastName, email, password } = request.body as { firstName: string; lastName?: string | null; email: string; password: string };
    const wait = await limiter.hit(`register:address:${request.ip}`, limits.registerPerAddress);
    if (wait > 0) throw tooMany(wait);
    // Hashed in both cases, so the time taken does not tell a new address from a known one.
    const hash = await hashPassword(password);
    const created = await pool.query(
      `INSERT INTO usuarios (id, first_name, last_name, email, password_hash, tipo_id, roles, ativo)
       VALUES ($1, $2, $3, $4, $5, $6, '{}', false)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [uuidv7(), firstName, lastName ?? null, email, hash, USER_TYPES.outros.id],
    );
    if (created.rowCount) {
      request.log.info(`account requested for ${email}: inactive until an administrator activates it`);
    } else {
      const { rows } = await pool.query<{ first_name: string }>(`SELECT first_name FROM usuarios WHERE email = $1`, [email]);
      currentMailer(request.log)
        .accountExists({ to: email, firstName: rows[0]?.first_name ?? '', link: linkTo(FORGOT_PATH), locale: localeFrom(request.headers['accept-language']) })
        .catch((err) => request.log.error({ err }, 'account mail not sent'));
    }
    return reply.code(201).send({});
  });

  r.post('/v1/usuarios/forgot_password', {
    schema: {
      tags: ['auth'],
      security: [],
      summary: 'Send a password reset link',
      description: 'Always 204 for a well-formed email, whether or not it has an account.',
      body: forgotBody,
      response: { 204: noContent('Asked: a link is mailed if the account exists'), 400: ERROR_ANSWERS[400], 429: ERROR_ANSWERS[429] },
    },
  }, async (request, reply) => {
    const email = request.body.email as string;
    const wait = await limiter.hit(`forgot:address:${request.ip}`, limits.forgotPerAddress);
    if (wait > 0) throw tooMany(wait);
    if (await limiter.hit(`forgot:email:${email}`, limits.forgotPerEmail) > 0) {
      request.log.warn(`password reset for ${email} not sent: too many requests for this address`);
      return reply.code(204).send(null);
    }
    const { rows } = await pool.query<{ id: string; first_name: string }>(
      `SELECT id, first_name FROM usuarios WHERE email = $1 AND ativo`,
      [email],
    );
    const user = rows[0];
    if (user) {
      const id = randomUUID();
      const token = randomBytes(32).toString('base64url');
      // Only the newest link works; spent and long-expired ones are dropped.
      await pool.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [user.id]);
      await pool.query(
        `INSERT INTO password_resets (id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [id, user.id, sha256(token), limits.resetTtlSeconds],
      );
      await pool.query(`DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'`);
      // Not awaited: a slow mail server must not make known addresses answer slower.
      currentMailer(request.log)
        .passwordReset({ to: email, firstName: user.first_name, link: linkTo(`${RESET_PATH}/${id}?token=${token}`), locale: localeFrom(request.headers['accept-language']) })
        .catch((err) => request.log.error({ err }, 'password reset mail not sent'));
    }
    return reply.code(204).send(null);
  });

  r.post('/v1/usuarios/reset_password', {
    schema: {
      tags: ['auth'],
      security: [],
      summary: 'Set a new password with a reset link',
      description: 'The link works once and for a limited time; using it ends every session of the user.',
      body: resetBody,
      response: { 204: noContent('The password is set'), 400: ERROR_ANSWERS[400] },
    },
  }, async (request, reply) => {
    const { id, token, password } = request.body as { id: string; token: string; password: string };
    const invalid = () => badRequest('app.account.reset_invalid');
    if (!isUuid(id)) throw invalid();
    const tokenHash = sha256(token);
    // Checked before hashing, so junk requests cost no argon2 work.
    const found = await pool.query(
      `SELECT 1 FROM password_resets r JOIN usuarios u ON u.id = r.user_id AND u.ativo
        WHERE r.id = $1 AND r.token_hash = $2 AND r.used_at IS NULL AND r.expires_at > now()`,
      [id, tokenHash],
    );
    if (!found.rowCount) throw invalid();
    const hash = await hashPassword(password);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // Spent here, under the same conditions, so two concurrent uses cannot both succeed.
      const spent = await client.query<{ user_id: string }>(
        `UPDATE password_resets SET used_at = now()
          WHERE id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [id, tokenHash],
      );
      const userId = spent.rows[0]?.user_id;
      const changed = userId
        ? await client.query<{ email: string }>(
          `UPDATE usuarios SET password_hash = $2, version = version + 1, updated_at = now() WHERE id = $1 AND ativo RETURNING email`,
          [userId, hash],
        )
        : undefined;
      if (!userId || !changed?.rowCount) {
        await client.query('ROLLBACK');
        throw invalid();
      }
      await client.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      // Whoever knew the old password is signed out everywhere (access tokens end with their 10 h).
      await client.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
      // A sign-in lockout earned with the forgotten password no longer applies.
      await clearAccountLockouts(client, changed.rows[0].email);
      await client.query('COMMIT');
    } catch (err) {
      if (!(err instanceof AppError)) await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
    return reply.code(204).send(null);
  });
};
