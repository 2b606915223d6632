import type { RecordOf } from '../registry/define';
import type usuarios from '../resources/usuarios';

type Usuario = RecordOf<typeof usuarios>;

// What the browser keeps between visits (docs/domain.md "Browser storage"): the signed-in user under `user`, and the tokens.
export type StoredUser = Pick<Usuario, 'id' | 'firstName' | 'roles'> & Partial<Pick<Usuario, 'lastName' | 'email' | 'tipo_id'>>;

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

const USER_KEY = 'user';
const TOKENS_KEY = 'tokens';
/** Server clock minus this browser's, in seconds, measured when the tokens arrived. */
const SKEW_KEY = 'tokens.clockSkew';
/** In this tab's sessionStorage: the session ended under the page (revoked, expired), which the login page says. */
const ENDED_KEY = 'session.ended';

const read = <T>(key: string): T | undefined => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
};

/** The claims of a JWT; read, not verified (the server verifies). */
const claims = (jwt: string | undefined): { exp?: number; iat?: number } | undefined => {
  if (!jwt) return undefined;
  try {
    return JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number; iat?: number };
  } catch {
    return undefined;
  }
};

const nowSeconds = () => Date.now() / 1000;

/**
 * Tokens and user live in localStorage, so every tab of the app reads the same ones at each
 * call: a rotation in one tab is seen by all.
 */
export const session = {
  user: () => read<StoredUser>(USER_KEY),
  tokens: () => read<Tokens>(TOKENS_KEY),
  save(tokens: Tokens, user: StoredUser) {
    // A token was issued just now by the server's clock: remember how far this one is off.
    const iat = claims(tokens.access_token)?.iat;
    localStorage.setItem(SKEW_KEY, String(typeof iat === 'number' ? Math.round(iat - nowSeconds()) : 0));
    localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    sessionStorage.removeItem(ENDED_KEY);
  },
  clear() {
    localStorage.removeItem(TOKENS_KEY);
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(SKEW_KEY);
  },
  /** Clears a session that ended without a logout, remembering that it did until the next sign-in. */
  end() {
    session.clear();
    sessionStorage.setItem(ENDED_KEY, '1');
  },
  ended: () => sessionStorage.getItem(ENDED_KEY) === '1',
};

/**
 * Seconds until a JWT expires (negative once expired), by the server's clock: a browser whose
 * clock is off by minutes or hours neither signs out early nor refreshes at every call.
 */
export const secondsLeft = (jwt: string | undefined): number => {
  const exp = claims(jwt)?.exp;
  if (typeof exp !== 'number') return -1;
  const skew = Number(read<number>(SKEW_KEY)) || 0;
  return exp - (nowSeconds() + skew);
};
