import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { unauthorized } from '../errors';
import type { TokenService } from './tokens';

export interface CurrentUser {
  id: string;
  firstName: string;
  roles: string[];
  tipo_id: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: CurrentUser;
  }
}

export const loadUser = async (pool: pg.Pool, id: string): Promise<(CurrentUser & { ativo: boolean }) | undefined> => {
  const { rows } = await pool.query(
    `SELECT id, first_name AS "firstName", roles, tipo_id, ativo FROM usuarios WHERE id = $1`,
    [id],
  );
  return rows[0];
};

/**
 * Roles are read from the database on every request, not trusted from the token, so
 * deactivating a user or taking a role away takes effect at once.
 */
export const createAuthenticate = (pool: pg.Pool, tokens: TokenService) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw unauthorized();
    const userId = await tokens.verifyAccess(match[1].trim());
    if (!userId) throw unauthorized('app.errors.token_invalid');
    const user = await loadUser(pool, userId);
    if (!user || !user.ativo) throw unauthorized('app.errors.token_invalid');
    request.user = { id: user.id, firstName: user.firstName, roles: user.roles, tipo_id: user.tipo_id };
  };
