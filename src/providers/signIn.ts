import { apiFetch } from './http';
import { type StoredUser, type Tokens, session } from './session';

/** What the API answers a sign-in and a token refresh (SPEC 7: `token.access_token`, `token.refresh_token`, `user`). */
export interface AuthResponse {
  token: Tokens;
  user: StoredUser;
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs in and keeps the session in the browser. Its own module, apart from the auth provider,
 * because the login page opened alone (src/layout/LoginAlone.tsx) signs in with it and nothing else.
 */
export const signIn = async ({ email, password }: Credentials): Promise<void> => {
  const res = await apiFetch<AuthResponse>('/usuarios/auth', { method: 'POST', auth: false, body: { email, password } });
  session.save(res.token, res.user);
};
