import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { unauthorized } from '../errors';
import type { TokenService } from './tokens';
import type { UserCache } from './userCache';

export interface CurrentUser {
  id: string;
  firstName: string;
  roles: string[];
  tipo_id: string;
  /** The session (refresh-token family) of the access token, when it names one. */
  familyId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: CurrentUser;
  }
}

export type LoadedUser = CurrentUser & { ativo: boolean; revoked: boolean };

/** The user, and whether the session a token belongs to was revoked, in one round trip. */
export const loadUser = async (pool: pg.Pool, id: string, familyId?: string): Promise<LoadedUser | undefined> => {
  const { rows } = await pool.query(
    `SELECT id, first_name AS "firstName", roles, tipo_id, ativo,
            EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $2 AND revoked_at IS NOT NULL) AS revoked
       FROM usuarios WHERE id = $1`,
    [id, familyId ?? null],
  );
  return rows[0];
};

/**
 * Roles come from the database, not from the token, so deactivating a user or taking a role
 * away takes effect at once: through a cache that forgets on every such change (auth/userCache.ts).
 */
export const createAuthenticate = (users: Pick<UserCache, 'load'>, tokens: TokenService) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw unauthorized();
    const claims = await tokens.verifyAccess(match[1].trim());
    if (!claims) throw unauthorized('app.errors.token_invalid');
    const user = await users.load(claims.userId, claims.familyId);
    if (!user || !user.ativo || user.revoked) throw unauthorized('app.errors.token_invalid');
    request.user = { id: user.id, firstName: user.firstName, roles: user.roles, tipo_id: user.tipo_id, familyId: claims.familyId };
  };
