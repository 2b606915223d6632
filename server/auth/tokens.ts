import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type pg from 'pg';
import { uuidv7 } from 'uuidv7';

export interface TokenService {
  issue(userId: string, familyId?: string): Promise<{ access_token: string; refresh_token: string }>;
  /** The user and the session (refresh-token family) an access token belongs to. */
  verifyAccess(token: string): Promise<{ userId: string; familyId?: string } | undefined>;
  /** Spends a refresh token; reuse of a spent one revokes its whole family. */
  rotate(refreshToken: string): Promise<{ userId: string; familyId: string } | undefined>;
  revoke(refreshToken: string): Promise<void>;
}

/** The signing key is shared through the database so every API instance accepts every token. */
const loadSecret = async (pool: pg.Pool, configured?: string): Promise<Uint8Array> => {
  if (configured) return new TextEncoder().encode(configured);
  await pool.query(
    `INSERT INTO app_secrets (name, value) VALUES ('jwt', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(48).toString('base64url')],
  );
  const { rows } = await pool.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'jwt'`);
  return new TextEncoder().encode(rows[0].value);
};

export const createTokenService = async (
  pool: pg.Pool,
  opts: { secret?: string; accessTtl: number; refreshTtl: number },
): Promise<TokenService> => {
  const key = await loadSecret(pool, opts.secret);
  const sign = (claims: Record<string, unknown>, subject: string, ttl: number) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt()
      .setExpirationTime(`${ttl}s`).sign(key);
  const decode = async (token: string, typ: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      return payload.typ === typ ? payload : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    async issue(userId, familyId = uuidv7()) {
      const jti = uuidv7();
      await pool.query(
        `INSERT INTO refresh_tokens (id, family_id, user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [jti, familyId, userId, opts.refreshTtl],
      );
      return {
        // The family lets a revoked session (logout, reuse, password reset) end its access tokens too.
        access_token: await sign({ typ: 'access', fam: familyId }, userId, opts.accessTtl),
        refresh_token: await sign({ typ: 'refresh', jti, fam: familyId }, userId, opts.refreshTtl),
      };
    },
    async verifyAccess(token) {
      const payload = await decode(token, 'access');
      if (typeof payload?.sub !== 'string') return undefined;
      return { userId: payload.sub, familyId: typeof payload.fam === 'string' ? payload.fam : undefined };
    },
    async rotate(refreshToken) {
      const payload = await decode(refreshToken, 'refresh');
      if (!payload || typeof payload.jti !== 'string' || typeof payload.fam !== 'string') return undefined;
      const spent = await pool.query<{ user_id: string; family_id: string }>(
        `UPDATE refresh_tokens SET used_at = now()
          WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
          RETURNING user_id, family_id`,
        [payload.jti],
      );
      if (spent.rowCount === 1) return { userId: spent.rows[0].user_id, familyId: spent.rows[0].family_id };
      // Spent, revoked or expired: whoever holds it may have stolen it, so end the whole session.
      await pool.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [payload.fam]);
      return undefined;
    },
    async revoke(refreshToken) {
      const payload = await decode(refreshToken, 'refresh');
      if (typeof payload?.fam !== 'string') return;
      await pool.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [payload.fam]);
    },
  };
};
