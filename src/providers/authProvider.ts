import { type AuthProvider, HttpError, addRefreshAuthToAuthProvider } from 'react-admin';
import { getResource } from './homes';
import { hasRole } from '../registry/roles';
import { apiFetch } from './http';
import { type Tokens, secondsLeft, session } from './session';
import { type AuthResponse, signIn } from './signIn';
import { keepUnsavedInput } from './unsavedInput';

// Refresh a little before expiry, and keep the short-lived refresh token (docs/domain.md "Token lifetimes": 1800 s)
// rolling while the user works.
const ACCESS_MARGIN_S = 120;
const REFRESH_MARGIN_S = 600;
const LOCK_NAME = 'auth.refresh';

const isDue = (tokens: Tokens) => {
  const refreshLeft = secondsLeft(tokens.refresh_token);
  const accessLeft = secondsLeft(tokens.access_token);
  return refreshLeft > 0 && (accessLeft < ACCESS_MARGIN_S || refreshLeft < REFRESH_MARGIN_S);
};

const endListeners = new Set<() => void>();
/** The shell listens, to go to the login page (it holds react-admin's logout). */
export const onSessionEnd = (listener: () => void): (() => void) => {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
};

/**
 * The session ended under the page (revoked, expired; not a logout): the input the forms on
 * screen hold unsaved is kept for after signing in again, the tokens go, and the shell goes to
 * the login page, which says why (docs/architecture.md "Unsaved input").
 */
const endSession = () => {
  keepUnsavedInput();
  session.end();
  for (const listener of endListeners) listener();
};

let queue: Promise<unknown> = Promise.resolve();
/** Runs `task` when no other one runs: across tabs (Web Locks), else within this tab. */
const oneAtATime = (task: () => Promise<void>): Promise<void> => {
  // Web Locks exist only in secure contexts (https, localhost); a LAN address over http has none,
  // and then the server's grace window covers two tabs refreshing at once.
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(LOCK_NAME, task).then(() => {});
  const run = queue.then(task, task);
  queue = run.catch(() => {});
  return run;
};

/**
 * Rotates the tokens when they are due, one rotation at a time across tabs. A caller that had
 * to wait reads the tokens again: if another tab or call rotated meanwhile, those are used
 * (spending the same refresh token twice would rely on the server's grace window).
 */
export const refreshAuth = async (): Promise<void> => {
  const seen = session.tokens();
  if (!seen || !isDue(seen)) return;
  await oneAtATime(async () => {
    const tokens = session.tokens();
    if (!tokens || tokens.refresh_token !== seen.refresh_token) return;
    try {
      const res = await apiFetch<AuthResponse>('/usuarios/refresh_token', {
        method: 'POST',
        auth: false,
        body: { refresh_token: tokens.refresh_token },
      });
      // Signed out (or in as someone else) in another tab meanwhile: do not bring the old session back.
      if (session.tokens()?.refresh_token === tokens.refresh_token) session.save(res.token, res.user);
    } catch (err) {
      if (err instanceof HttpError && err.status === 401 && secondsLeft(tokens.access_token) <= 0) endSession();
    }
  });
};

/**
 * Whether the signed-in user may see `resource` (its declared view role); a name that is no
 * resource is not this check's business. Synchronous, from the session the browser holds: the
 * generated list asks it before its first render (screens/ResourceList.tsx), and `canAccess`
 * answers with it.
 */
export const canView = (resource: string): boolean => {
  const r = getResource(resource);
  return !r || hasRole(session.user()?.roles, r.viewRole);
};

const baseAuthProvider: AuthProvider = {
  async login({ username, email, password }) {
    await signIn({ email: email ?? username, password });
  },
  async logout() {
    const refresh = session.tokens()?.refresh_token;
    const userId = session.user()?.id;
    session.clear();
    // What this user read does not stay on a shared phone; their queued writes do (the sign-out guard warns).
    if (userId) void import('../offline/outbox').then(({ reads }) => reads.forget(userId)).catch(() => {});
    if (refresh) {
      await apiFetch('/usuarios/logout', { method: 'POST', auth: false, body: { refresh_token: refresh } }).catch(() => {});
    }
    return '/login';
  },
  async checkAuth() {
    const tokens = session.tokens();
    // Offline an expired token cannot be refreshed, and the field flow goes on: writes wait in the
    // outbox under this user, and the replay asks to sign in again if the server refuses the session.
    if (tokens && session.user() && typeof navigator !== 'undefined' && navigator.onLine === false) return;
    if (!tokens || secondsLeft(tokens.access_token) <= 0 || !session.user()) {
      if (tokens) endSession();
      else session.clear();
      // A session that ended is said once, by the login page; react-admin says nothing of `message: false`.
      throw session.ended() ? { message: false } : new Error('app.errors.unauthorized');
    }
  },
  async checkError(error) {
    const status = (error as { status?: number })?.status;
    if (status === 401) {
      // Not thrown on: react-admin would log out and answer the caller `{ data: {} }`, which a
      // save takes for a success (an edit) or reports as "missing id" (a create). The caller gets
      // the server's own message instead ("sign in again"), and the shell goes to the login page.
      endSession();
      return;
    }
    if (status === 403) {
      // Stay signed in and on the page: the server refused one action, not the session. (No
      // redirectTo: react-admin reads it as a path, and `false` made it throw a TypeError instead.)
      const message = (error as { message?: string })?.message;
      throw { logoutUser: false, message: message || 'app.notification.access_denied' };
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
    return canView(resource);
  },
};

export const authProvider = addRefreshAuthToAuthProvider(baseAuthProvider, refreshAuth);
