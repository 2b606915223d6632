import { type KeyObject, createSecretKey, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { isUuid } from '../crud/query';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface TokenService {
  issue(userId: string): Promise<TokenPair>;
  /** The user and the session (refresh-token family) an access token belongs to. */
  verifyAccess(token: string): Promise<{ userId: string; familyId?: string } | undefined>;
  /**
   * Spends a refresh token for its successor pair. The same token again within
   * REUSE_GRACE_SECONDS answers the same successor pair (two tabs, a retried request); later,
   * or once revoked or expired, it revokes the whole family and answers undefined.
   */
  rotate(refreshToken: string): Promise<{ userId: string; familyId: string; tokens: TokenPair } | undefined>;
  revoke(refreshToken: string): Promise<void>;
}

/** Verified access tokens remembered, so a client's next requests skip the HMAC (most of a list request's own CPU). */
const VERIFIED_CACHE_SIZE = 10_000;

/** How long a spent refresh token still answers its successor instead of counting as theft. */
export const REUSE_GRACE_SECONDS = 30;

/** A signing key shared through the database, so every API instance accepts what another signed. */
export const appSecret = async (pool: pg.Pool, name: string): Promise<string> => {
  await pool.query(
    `INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
    [name, randomBytes(48).toString('base64url')],
  );
  const { rows } = await pool.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = $1`, [name]);
  return rows[0].value;
};

// Imported once: handing jose raw bytes makes it import the key again on every verification.
const loadSecret = async (pool: pg.Pool, configured?: string): Promise<KeyObject> =>
  createSecretKey(Buffer.from(configured ?? await appSecret(pool, 'jwt'), 'utf8'));

interface Issued {
  id: string;
  userId: string;
  familyId: string;
  /** Seconds since the epoch, as stored in created_at; with the id it fixes both tokens' bytes. */
  iat: number;
}

export const createTokenService = async (
  pool: pg.Pool,
  opts: { secret?: string; accessTtl: number; refreshTtl: number },
): Promise<TokenService> => {
  const key = await loadSecret(pool, opts.secret);
  const sign = (claims: Record<string, unknown>, subject: string, iat: number, ttl: number) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt(iat)
      .setExpirationTime(iat + ttl).sign(key);
  // HS256 over the same claims gives the same bytes, so a successor pair is re-signed rather than stored.
  const pair = async (t: Issued): Promise<TokenPair> => ({
    // The family lets a revoked session (logout, reuse, password reset) end its access tokens too.
    access_token: await sign({ typ: 'access', jti: t.id, fam: t.familyId }, t.userId, t.iat, opts.accessTtl),
    refresh_token: await sign({ typ: 'refresh', jti: t.id, fam: t.familyId }, t.userId, t.iat, opts.refreshTtl),
  });
  /**
   * The token's claims when it is whole: the server always writes exp, iat and sub, so a token
   * without them was not made here, and one without exp would never expire. Ids that reach SQL
   * must be UUIDs, so a malformed one is an invalid token (401), not a bad request.
   */
  const decode = async (token: string, typ: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'] });
      if (payload.typ !== typ || !isUuid(payload.sub)) return undefined;
      if ((payload.jti !== undefined && !isUuid(payload.jti)) || (payload.fam !== undefined && !isUuid(payload.fam))) return undefined;
      return payload;
    } catch {
      return undefined;
    }
  };
  const insert = async (db: pg.Pool | pg.PoolClient, userId: string, familyId: string): Promise<Issued> => {
    const issued = { id: uuidv7(), userId, familyId, iat: Math.floor(Date.now() / 1000) };
    await db.query(
      `INSERT INTO refresh_tokens (id, family_id, user_id, created_at, expires_at)
       VALUES ($1, $2, $3, to_timestamp($4), to_timestamp($4 + $5))`,
      [issued.id, familyId, userId, issued.iat, opts.refreshTtl],
    );
    return issued;
  };
  const revokeFamily = (db: pg.Pool | pg.PoolClient, familyId: string) =>
    db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [familyId]);

  // A token's bytes decide its signature, so one verified once stays valid until its exp; whether
  // its session or user still stands is asked on every request all the same (guard.ts).
  const verified = new Map<string, { userId: string; familyId?: string; expMs: number }>();
  return {
    async issue(userId) {
      return pair(await insert(pool, userId, uuidv7()));
    },
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expMs > Date.now()) return { userId: known.userId, familyId: known.familyId };
        verified.delete(token);
      }
      const payload = await decode(token, 'access');
      if (typeof payload?.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
      const claims = { userId: payload.sub, familyId: typeof payload.fam === 'string' ? payload.fam : undefined };
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, { ...claims, expMs: payload.exp * 1000 });
      return claims;
    },
    async rotate(refreshToken) {
      const payload = await decode(refreshToken, 'refresh');
      if (!payload || typeof payload.jti !== 'string' || typeof payload.fam !== 'string') return undefined;
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // The row lock makes a concurrent use of the same token wait here, then see it spent.
        const { rows } = await client.query<{ user_id: string; family_id: string; fresh: boolean; in_grace: boolean; replaced_by: string | null }>(
          `SELECT user_id, family_id, replaced_by,
                  used_at IS NULL AND revoked_at IS NULL AND expires_at > now() AS fresh,
                  revoked_at IS NULL AND used_at > now() - make_interval(secs => $2) AS in_grace
             FROM refresh_tokens WHERE id = $1 FOR UPDATE`,
          [payload.jti, REUSE_GRACE_SECONDS],
        );
        const row = rows[0];
        let next: Issued | undefined;
        if (row?.fresh) {
          next = await insert(client, row.user_id, row.family_id);
          await client.query(`UPDATE refresh_tokens SET used_at = now(), replaced_by = $2 WHERE id = $1`, [payload.jti, next.id]);
        } else if (row?.in_grace && row.replaced_by) {
          // A statement of its own: it sees the successor the waited-for transaction committed.
          const successor = await client.query<{ iat: number }>(
            `SELECT floor(extract(epoch FROM created_at))::int AS iat FROM refresh_tokens WHERE id = $1`,
            [row.replaced_by],
          );
          if (successor.rowCount) next = { id: row.replaced_by, userId: row.user_id, familyId: row.family_id, iat: successor.rows[0].iat };
        }
        // Spent long ago, revoked or expired: whoever holds it may have stolen it, so end the session.
        if (!next) await revokeFamily(client, payload.fam);
        await client.query('COMMIT');
        return next && { userId: next.userId, familyId: next.familyId, tokens: await pair(next) };
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async revoke(refreshToken) {
      const payload = await decode(refreshToken, 'refresh');
      if (typeof payload?.fam !== 'string') return;
      await revokeFamily(pool, payload.fam);
    },
  };
};
