import { type AuthProvider, HttpError, addRefreshAuthToAuthProvider } from 'react-admin';
import { getResource } from '../registry/browser';
import { hasRole } from '../registry/roles';
import { apiFetch } from './http';
import { type StoredUser, type Tokens, secondsLeft, session } from './session';

interface AuthResponse {
  token: Tokens;
  user: StoredUser;
}

// Refresh a little before expiry, and keep the short-lived refresh token (SPEC 9: 1800 s)
// rolling while the user works.
const ACCESS_MARGIN_S = 120;
const REFRESH_MARGIN_S = 600;

let refreshing: Promise<void> | undefined;

export const refreshAuth = (): Promise<void> => {
  const tokens = session.tokens();
  if (!tokens) return Promise.resolve();
  const refreshLeft = secondsLeft(tokens.refresh_token);
  const accessLeft = secondsLeft(tokens.access_token);
  const due = accessLeft < ACCESS_MARGIN_S || (refreshLeft > 0 && refreshLeft < REFRESH_MARGIN_S);
  if (!due || refreshLeft <= 0) return Promise.resolve();
  // One rotation at a time: a second one would spend the same token and revoke the session.
  refreshing ??= apiFetch<AuthResponse>('/usuarios/refresh_token', {
    method: 'POST',
    auth: false,
    body: { refresh_token: tokens.refresh_token },
  })
    .then((res) => session.save(res.token, res.user))
    .catch((err) => {
      if (err instanceof HttpError && err.status === 401 && accessLeft <= 0) session.clear();
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
};

const baseAuthProvider: AuthProvider = {
  async login({ username, email, password }) {
    const res = await apiFetch<AuthResponse>('/usuarios/auth', {
      method: 'POST',
      auth: false,
      body: { email: email ?? username, password },
    });
    session.save(res.token, res.user);
  },
  async logout() {
    const refresh = session.tokens()?.refresh_token;
    session.clear();
    if (refresh) {
      await apiFetch('/usuarios/logout', { method: 'POST', auth: false, body: { refresh_token: refresh } }).catch(() => {});
    }
    return '/login';
  },
  async checkAuth() {
    const tokens = session.tokens();
    if (!tokens || secondsLeft(tokens.access_token) <= 0 || !session.user()) {
      session.clear();
      throw new Error('app.errors.unauthorized');
    }
  },
  async checkError(error) {
    const status = (error as { status?: number })?.status;
    if (status === 401) {
      session.clear();
      throw new Error('app.errors.token_invalid');
    }
    if (status === 403) {
      // Stay signed in: the server refused one action, not the session.
      const message = (error as { message?: string })?.message;
      throw { logoutUser: false, redirectTo: false, message: message || 'app.notification.access_denied' };
    }
  },
  async getIdentity() {
    const user = session.user();
    if (!user) throw new Error('app.errors.unauthorized');
    return { id: user.id, fullName: user.firstName };
  },
  async getPermissions() {
    return session.user()?.roles ?? [];
  },
  async canAccess({ resource }) {
    const r = getResource(resource);
    if (!r) return true;
    return hasRole(session.user()?.roles, r.viewRole);
  },
};

export const authProvider = addRefreshAuthToAuthProvider(baseAuthProvider, refreshAuth);
