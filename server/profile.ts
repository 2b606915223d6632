import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { createSchema, fieldSchema } from '../src/registry/validation';
import usuarios from '../src/resources/usuarios';
import { hashPassword, verifyPassword } from './auth/passwords';
import { createLoginLimiter, loginLimits } from './auth/rateLimit';
import { type Sleep, realSleep } from './auth/routes';
import type { Config } from './config';
import { ERROR_ANSWERS, answer, errorAnswers } from './answers';
import { recordChange, diffFields } from './crud/audit';
import { txOf } from './db/tx';
import { AppError, unauthorized, validationError } from './errors';

const usuariosCreate = createSchema(usuarios) as unknown as z.ZodObject;
const blankToMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The usuarios declaration's rules for the fields a user may change about themselves. A name
 * that is sent must not be blank; a blank new password means "no change".
 */
const profileBody = z.strictObject({
  firstName: usuariosCreate.shape.firstName.optional(),
  lastName: usuariosCreate.shape.lastName,
  password: z.preprocess(blankToMissing, fieldSchema(usuarios.fields.password).optional()),
  current_password: z.preprocess(blankToMissing, z.string({ error: 'app.validation.text' }).max(200, { error: 'app.validation.too_long' }).optional()),
}, { error: (iss) => (iss.code === 'unrecognized_keys' ? 'app.validation.unknown_field' : 'app.validation.object') });

const profile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  roles: z.array(z.string()),
  tipo_id: z.string(),
});

const PROFILE_COLUMNS = `id, first_name AS "firstName", last_name AS "lastName", email, roles, tipo_id`;

/**
 * The signed-in user's own profile: `GET /v1/usuarios/me` and `PUT /v1/usuarios/me` (name,
 * and the password when the current one is given). Any signed-in user, whatever their roles.
 */
export const profileRoutes = (app: FastifyInstance, pool: pg.Pool, config: Config, sleep: Sleep = realSleep) => {
  // A stolen access token must not become a way to guess the password: wrong current
  // passwords count like failed sign-ins, under the same limits.
  const limiter = createLoginLimiter(pool, loginLimits(config));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/usuarios/me', {
    config: { access: 'signedIn' },
    schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: answer('The signed-in user', profile), ...errorAnswers({}) } },
  }, async (request) => {
    const { rows } = await pool.query(`SELECT ${PROFILE_COLUMNS} FROM usuarios WHERE id = $1`, [request.user!.id]);
    if (!rows[0]) throw unauthorized('app.errors.token_invalid');
    return rows[0];
  });

  r.put('/v1/usuarios/me', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['auth'],
      summary: 'Change one\'s own name or password',
      description: 'A new password needs the current one (`current_password`); a wrong one is a 400 on that field and changes nothing. '
        + 'A new password ends the user\'s other sessions.',
      body: profileBody,
      response: { 200: answer('The signed-in user as stored', profile), ...errorAnswers({ body: true, write: true }), 429: ERROR_ANSWERS[429] },
    },
  }, async (request) => {
    const { firstName, lastName, password, current_password: current } = request.body as {
      firstName?: string; lastName?: string | null; password?: string; current_password?: string;
    };
    const userId = request.user!.id;
    if (password !== undefined && current === undefined) throw validationError({ current_password: { message: 'app.validation.required' } });
    if (current !== undefined && password === undefined) throw validationError({ password: { message: 'app.validation.required' } });

    let hash: string | undefined;
    if (password !== undefined) {
      const { rows } = await pool.query<{ email: string; password_hash: string | null }>(
        'SELECT email, password_hash FROM usuarios WHERE id = $1', [userId],
      );
      const { email, password_hash: stored } = rows[0];
      const wait = await limiter.retryAfter(email, request.ip);
      if (wait > 0) throw new AppError(429, 'app.errors.rate_limited', { seconds: wait }, undefined, { 'retry-after': String(wait) });
      if (!(await verifyPassword(stored, current!))) {
        const delay = await limiter.fail(email, request.ip);
        if (delay > 0) await sleep(delay);
        throw validationError({ current_password: { message: 'app.account.profile.wrong_password' } });
      }
      await limiter.succeed(email, request.ip);
      hash = await hashPassword(password);
    }

    const sets: string[] = [];
    const values: unknown[] = [userId];
    const set = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    };
    if (firstName !== undefined) set('first_name', firstName);
    if (lastName !== undefined) set('last_name', lastName);
    if (hash) set('password_hash', hash);

    const tx = txOf(request);
    const { rows: [before] } = await tx.query(`SELECT ${PROFILE_COLUMNS} FROM usuarios WHERE id = $1 FOR UPDATE`, [userId]);
    if (!before) throw unauthorized('app.errors.token_invalid');
    const { rows: [after] } = sets.length
      ? await tx.query(`UPDATE usuarios SET ${sets.join(', ')}, version = version + 1, updated_at = now() WHERE id = $1 RETURNING ${PROFILE_COLUMNS}`, values)
      : { rows: [before] };
    if (hash) {
      // Whoever knew the old password is signed out everywhere else; this session goes on.
      await tx.query(
        'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND family_id IS DISTINCT FROM $2 AND revoked_at IS NULL',
        [userId, request.user!.familyId ?? null],
      );
    }
    if (sets.length) {
      await recordChange(tx, {
        resource: 'usuarios', id: userId, action: 'update', user: request.user,
        changes: diffFields(usuarios, before, { ...after, ...(hash ? { password: hash } : {}) }),
      });
    }
    return after;
  });
};
