import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { session } from './session';

/**
 * Lock screen (docs/architecture.md "Accounts and profile"): after some minutes without mouse, keyboard or touch activity the
 * session locks and the app shows /lock-screen, where the password unlocks it again.
 *
 * - The idle time is `VITE_IDLE_LOCK_MINUTES` at build time, 15 by default; 0 turns locking off.
 * - Activity in any tab of the app counts (shared through localStorage), and a lock applies to
 *   every tab and survives a reload or a new tab: it belongs to the session (the refresh-token
 *   family), so signing in again, as anyone, starts unlocked.
 * - The page to return to is remembered per tab in sessionStorage.
 */
export const DEFAULT_IDLE_LOCK_MINUTES = 15;
export const LOCK_PATH = '/lock-screen';

const ACTIVITY_KEY = 'idleLock.activity';
const LOCK_KEY = 'idleLock.locked';
const RETURN_KEY = 'idleLock.returnTo';
/** Shared activity is written at most this often; the timer's precision does not need more. */
const SHARE_EVERY_MS = 5000;
const EVENTS = ['pointerdown', 'pointermove', 'mousedown', 'mousemove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Minutes of idleness before the lock: a whole or decimal number ≥ 0, else the default. */
export const idleLockMinutes = (value: unknown = import.meta.env.VITE_IDLE_LOCK_MINUTES): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_IDLE_LOCK_MINUTES;
};

const storage = (kind: 'local' | 'session') => {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: locking still works within the page
  }
};
const read = (kind: 'local' | 'session', key: string) => {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (kind: 'local' | 'session', key: string, value: string | null) => {
  try {
    if (value === null) storage(kind)?.removeItem(key);
    else storage(kind)?.setItem(key, value);
  } catch {
    // full or disabled storage: nothing to keep
  }
};

export interface IdleLockOptions {
  minutes: number;
  onLock: () => void;
}

/**
 * Calls `onLock` once, after `minutes` without activity (here or in another tab), then stops.
 * Coming back to a hidden tab counts as activity unless the time already ran out. Returns a
 * function that stops watching.
 */
export const startIdleLock = ({ minutes, onLock }: IdleLockOptions): (() => void) => {
  const ms = minutes * 60_000;
  if (!(ms > 0)) return () => {};
  let last = Date.now();
  let shared = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const idleFor = () => Date.now() - Math.max(last, Number(read('local', ACTIVITY_KEY)) || 0);
  const note = () => {
    last = Date.now();
    if (last - shared >= SHARE_EVERY_MS) {
      shared = last;
      write('local', ACTIVITY_KEY, String(last));
    }
  };
  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, delay);
  };
  // The timer only checks; activity just notes the time, so a moving mouse costs no timer churn.
  function check() {
    if (stopped) return;
    const idle = idleFor();
    if (idle < ms) return schedule(ms - idle);
    stop();
    onLock();
  }
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    if (idleFor() >= ms) check();
    else note();
  };
  function stop() {
    stopped = true;
    clearTimeout(timer);
    for (const e of EVENTS) window.removeEventListener(e, note, true);
    document.removeEventListener('visibilitychange', onVisibility);
  }

  for (const e of EVENTS) window.addEventListener(e, note, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  note();
  schedule(ms);
  return stop;
};

/** The session a lock belongs to: the refresh-token family (the same through rotations). */
const sessionKey = (): string | undefined => {
  const refresh = session.tokens()?.refresh_token;
  if (!refresh) return session.user()?.id;
  try {
    const payload = JSON.parse(atob(refresh.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { fam?: unknown };
    return typeof payload.fam === 'string' ? payload.fam : refresh;
  } catch {
    return refresh;
  }
};

export const isLocked = (): boolean => {
  const key = sessionKey();
  return !!key && read('local', LOCK_KEY) === key;
};

export const lockSession = (): void => {
  const key = sessionKey();
  if (key) write('local', LOCK_KEY, key);
};

export const unlockSession = (): void => {
  write('local', LOCK_KEY, null);
};

/** Remembers, for this tab, the page to go back to after unlocking (a path inside the app). */
export const rememberReturn = (path: string): void => {
  if (path.startsWith('/') && !path.startsWith(LOCK_PATH)) write('session', RETURN_KEY, path);
};

/** The page to go back to: an in-app path (never another origin), else home. */
export const returnPath = (): string => {
  const path = read('session', RETURN_KEY);
  return path && /^\/(?![/\\])/.test(path) && !path.startsWith(LOCK_PATH) ? path : '/';
};

export const forgetReturn = (): void => {
  write('session', RETURN_KEY, null);
};

/**
 * For the layout: starts the idle timer, follows locks made in other tabs, and when locked
 * remembers the current page and moves to the lock screen. Returns whether the session is
 * locked, so the layout can render nothing meanwhile.
 */
export const useIdleLock = ({ minutes = idleLockMinutes(), lockPath = LOCK_PATH }: { minutes?: number; lockPath?: string } = {}): boolean => {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const hereRef = useRef(here);
  const [locked, setLocked] = useState(isLocked);

  useEffect(() => {
    hereRef.current = here;
  }, [here]);

  useEffect(() => {
    if (!locked) return;
    rememberReturn(hereRef.current);
    navigate(lockPath, { replace: true });
  }, [locked, lockPath, navigate]);

  useEffect(() => {
    if (locked) return;
    const stop = startIdleLock({
      minutes,
      onLock: () => {
        lockSession();
        setLocked(true);
      },
    });
    const onStorage = (e: StorageEvent) => {
      if (e.key === LOCK_KEY && isLocked()) setLocked(true);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, [locked, minutes]);

  return locked;
};
