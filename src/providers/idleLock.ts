import { useEffect, useState } from 'react';
import { useStore } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { session } from './session';

/**
 * Lock screen (docs/architecture.md "Accounts and profile"): after some minutes without mouse, keyboard or touch activity the
 * session locks and the lock screen covers the page until the password is entered again.
 *
 * - The idle time is `VITE_IDLE_LOCK_MINUTES` at build time, 15 by default; 0 turns locking off.
 * - The driver's day (`/itinerarios-mobile`) does not lock by itself unless this browser chose
 *   so on the profile page: a driver goes longer than that between stops, and the phone's own
 *   lock protects it.
 * - Activity in any tab of the app counts (shared through localStorage), and a lock applies to
 *   every tab and survives a reload or a new tab: it belongs to the session (the refresh-token
 *   family), so signing in again, as anyone, starts unlocked.
 * - The lock covers the page and never replaces it: what was on screen, typed input included,
 *   is there again once unlocked.
 */
export const DEFAULT_IDLE_LOCK_MINUTES = 15;
export const DRIVER_DAY_PATH = '/itinerarios-mobile';
/** react-admin store key (kept per browser, see theme/appStore.ts): whether the driver's day locks too. */
export const DRIVER_DAY_LOCK_KEY = 'layout.idleLock.driverDay';

const ACTIVITY_KEY = 'idleLock.activity';
const LOCK_KEY = 'idleLock.locked';
/** Shared activity is written at most this often; the timer's precision does not need more. */
const SHARE_EVERY_MS = 5000;
const EVENTS = ['pointerdown', 'pointermove', 'mousedown', 'mousemove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Minutes of idleness before the lock: a whole or decimal number ≥ 0, else the default. */
export const idleLockMinutes = (value: unknown = import.meta.env.VITE_IDLE_LOCK_MINUTES): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_IDLE_LOCK_MINUTES;
};

// Shared by the tabs of the app; storage may be disabled, and then locking works within the page.
const read = (key: string) => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
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

  const idleFor = () => Date.now() - Math.max(last, Number(read(ACTIVITY_KEY)) || 0);
  const note = () => {
    last = Date.now();
    if (last - shared >= SHARE_EVERY_MS) {
      shared = last;
      write(ACTIVITY_KEY, String(last));
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

// This tab hears its own locks and unlocks here; other tabs through the storage event.
const changes = new Set<() => void>();
const changed = () => {
  for (const listener of changes) listener();
};

export const isLocked = (): boolean => {
  const key = sessionKey();
  return !!key && read(LOCK_KEY) === key;
};

export const lockSession = (): void => {
  const key = sessionKey();
  if (key) write(LOCK_KEY, key);
  changed();
};

export const unlockSession = (): void => {
  write(LOCK_KEY, null);
  changed();
};

const onDriverDay = (pathname: string) => pathname === DRIVER_DAY_PATH || pathname.startsWith(`${DRIVER_DAY_PATH}/`);

/**
 * For the layout: starts the idle timer (on the driver's day only if this browser chose so),
 * and follows locks and unlocks made here or in other tabs. Returns whether the session is
 * locked, so the layout can cover the page meanwhile.
 */
export const useIdleLock = ({ minutes = idleLockMinutes() }: { minutes?: number } = {}): boolean => {
  const { pathname } = useLocation();
  const [driverDayLocks] = useStore(DRIVER_DAY_LOCK_KEY, false);
  const idleMinutes = onDriverDay(pathname) && !driverDayLocks ? 0 : minutes;
  const [locked, setLocked] = useState(isLocked);

  useEffect(() => {
    const follow = () => setLocked(isLocked());
    const onStorage = (e: StorageEvent) => {
      if (e.key === LOCK_KEY || e.key === null) follow();
    };
    changes.add(follow);
    window.addEventListener('storage', onStorage);
    return () => {
      changes.delete(follow);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => (locked ? undefined : startIdleLock({ minutes: idleMinutes, onLock: lockSession })), [locked, idleMinutes]);

  return locked;
};
