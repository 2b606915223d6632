// What the browser keeps between visits (SPEC 3, 9): the signed-in user under `user`, and the tokens.
export interface StoredUser {
  id: string;
  firstName: string;
  lastName?: string | null;
  email?: string;
  roles: string[];
  tipo_id?: string;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

const USER_KEY = 'user';
const TOKENS_KEY = 'tokens';

const read = <T>(key: string): T | undefined => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
};

export const session = {
  user: () => read<StoredUser>(USER_KEY),
  tokens: () => read<Tokens>(TOKENS_KEY),
  save(tokens: Tokens, user: StoredUser) {
    localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  clear() {
    localStorage.removeItem(TOKENS_KEY);
    localStorage.removeItem(USER_KEY);
  },
};

/** Seconds until a JWT expires (negative once expired); the payload is read, not verified. */
export const secondsLeft = (jwt: string | undefined): number => {
  if (!jwt) return -1;
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return (payload.exp ?? 0) - Date.now() / 1000;
  } catch {
    return -1;
  }
};
