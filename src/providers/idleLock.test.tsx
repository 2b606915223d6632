// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_IDLE_LOCK_MINUTES, DRIVER_DAY_LOCK_KEY, idleLockMinutes, isLocked, lockSession, startIdleLock, unlockSession, useIdleLock,
} from './idleLock';
import { session } from './session';

const MIN = 60_000;

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

const fakeJwt = (payload: Record<string, unknown>) =>
  `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

// Every watcher a test starts is stopped after it, so none reacts to a later test's events.
const stops: (() => void)[] = [];
const watch = (opts: Parameters<typeof startIdleLock>[0]) => {
  const stop = startIdleLock(opts);
  stops.push(stop);
  return stop;
};

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  setVisibility('visible');
});

describe('startIdleLock', () => {
  it('locks once after the idle time, not before', () => {
    const onLock = vi.fn();
    watch({ minutes: 15, onLock });
    vi.advanceTimersByTime(15 * MIN - 1);
    expect(onLock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MIN);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['mousemove', () => window.dispatchEvent(new MouseEvent('mousemove'))],
    ['keydown', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }))],
    ['touchstart', () => window.dispatchEvent(new Event('touchstart'))],
    ['wheel', () => window.dispatchEvent(new Event('wheel'))],
    ['pointerdown', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
  ])('%s activity postpones the lock', (_name, act) => {
    const onLock = vi.fn();
    watch({ minutes: 2, onLock });
    vi.advanceTimersByTime(1.5 * MIN);
    act();
    vi.advanceTimersByTime(1.5 * MIN);
    expect(onLock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0.5 * MIN);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('the stop function ends watching: no lock, listeners gone', () => {
    const onLock = vi.fn();
    const remove = vi.spyOn(window, 'removeEventListener');
    const stop = watch({ minutes: 1, onLock });
    stop();
    vi.advanceTimersByTime(10 * MIN);
    expect(onLock).not.toHaveBeenCalled();
    expect(remove.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['mousemove', 'keydown', 'touchstart']));
    remove.mockRestore();
  });

  it('coming back to the tab counts as activity, unless the time ran out while it was hidden', () => {
    const onLock = vi.fn();
    watch({ minutes: 10, onLock });
    setVisibility('hidden');
    vi.advanceTimersByTime(9 * MIN);
    setVisibility('visible');
    vi.advanceTimersByTime(9 * MIN);
    expect(onLock).not.toHaveBeenCalled();

    // Timers of hidden tabs may be throttled or the machine may sleep: the clock decides.
    const late = vi.fn();
    watch({ minutes: 10, onLock: late });
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 11 * MIN); // time passes without the timer firing
    setVisibility('visible');
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('activity in another tab of the app counts (shared through localStorage)', () => {
    const onLock = vi.fn();
    watch({ minutes: 5, onLock });
    vi.advanceTimersByTime(4 * MIN);
    localStorage.setItem('idleLock.activity', String(Date.now())); // what another tab writes
    vi.advanceTimersByTime(4 * MIN);
    expect(onLock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * MIN);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('0 minutes turns locking off', () => {
    const onLock = vi.fn();
    watch({ minutes: 0, onLock });
    vi.advanceTimersByTime(24 * 60 * MIN);
    expect(onLock).not.toHaveBeenCalled();
  });
});

describe('idleLockMinutes', () => {
  it('reads the build setting, with 15 minutes by default', () => {
    expect(DEFAULT_IDLE_LOCK_MINUTES).toBe(15);
    expect(idleLockMinutes(undefined)).toBe(15);
    expect(idleLockMinutes('')).toBe(15);
    expect(idleLockMinutes('abc')).toBe(15);
    expect(idleLockMinutes('-3')).toBe(15);
    expect(idleLockMinutes('5')).toBe(5);
    expect(idleLockMinutes('0.5')).toBe(0.5);
    expect(idleLockMinutes('0')).toBe(0);
  });
});

describe('lock state', () => {
  it('belongs to the session (refresh-token family): a new sign-in starts unlocked', () => {
    const user = { id: 'u1', firstName: 'Ana', email: 'ana@example.com', roles: [] };
    session.save({ access_token: 'a', refresh_token: fakeJwt({ fam: 'family-1', jti: '1' }) }, user);
    expect(isLocked()).toBe(false);
    lockSession();
    expect(isLocked()).toBe(true);
    // Rotation keeps the family, so the lock holds.
    session.save({ access_token: 'b', refresh_token: fakeJwt({ fam: 'family-1', jti: '2' }) }, user);
    expect(isLocked()).toBe(true);
    // Signing in again makes a new family.
    session.save({ access_token: 'c', refresh_token: fakeJwt({ fam: 'family-2', jti: '3' }) }, user);
    expect(isLocked()).toBe(false);
    lockSession();
    unlockSession();
    expect(isLocked()).toBe(false);
    session.clear();
    expect(isLocked()).toBe(false);
  });
});

describe('useIdleLock (the layout side)', () => {
  const user = { id: 'u1', firstName: 'Ana', email: 'ana@example.com', roles: [] };
  // What the layout does with it: the page always, the lock over it while locked.
  const Page = () => {
    const locked = useIdleLock({ minutes: 15 });
    return <p>{locked ? 'app page, locked over' : 'app page'}</p>;
  };
  const app = (path: string, store = memoryStore()) => render(
    <MemoryRouter initialEntries={[path]}>
      <CoreAdminContext store={store}>
        <Page />
      </CoreAdminContext>
    </MemoryRouter>,
  );

  beforeEach(() => {
    session.save({ access_token: 'a', refresh_token: fakeJwt({ fam: 'family-1', jti: '1' }) }, user);
  });
  afterEach(() => {
    cleanup();
    unlockSession();
    session.clear();
  });

  it('after the idle time, locks the session over the page, which stays; unlocking uncovers it', () => {
    app('/usuarios?page=2');
    expect(screen.getByText('app page')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(15 * MIN); });
    expect(screen.getByText('app page, locked over')).toBeTruthy();
    expect(isLocked()).toBe(true);
    act(() => unlockSession());
    expect(screen.getByText('app page')).toBeTruthy();
  });

  it('a locked session is locked over whatever page is opened', () => {
    lockSession();
    app('/grupos');
    expect(screen.getByText('app page, locked over')).toBeTruthy();
  });

  it('follows a lock made here (the user menu) or in another tab', () => {
    app('/status');
    act(() => lockSession());
    expect(screen.getByText('app page, locked over')).toBeTruthy();
    act(() => unlockSession());
    expect(screen.getByText('app page')).toBeTruthy();
    localStorage.setItem('idleLock.locked', 'family-1'); // what another tab's lock writes
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'idleLock.locked' })); });
    expect(screen.getByText('app page, locked over')).toBeTruthy();
  });

  it("does not lock the driver's day by itself, unless this browser chose so", () => {
    app('/itinerarios-mobile');
    act(() => { vi.advanceTimersByTime(60 * MIN); });
    expect(screen.getByText('app page')).toBeTruthy();
    expect(isLocked()).toBe(false);
    cleanup();

    app('/itinerarios-mobile/0190', memoryStore({ [DRIVER_DAY_LOCK_KEY]: true }));
    act(() => { vi.advanceTimersByTime(15 * MIN); });
    expect(screen.getByText('app page, locked over')).toBeTruthy();
  });
});
