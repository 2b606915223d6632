// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_IDLE_LOCK_MINUTES, forgetReturn, idleLockMinutes, isLocked, lockSession, rememberReturn, returnPath,
  startIdleLock, unlockSession, useIdleLock,
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

  it('remembers an in-app page to return to, never another origin or the lock screen', () => {
    expect(returnPath()).toBe('/');
    rememberReturn('/usuarios?page=2#top');
    expect(returnPath()).toBe('/usuarios?page=2#top');
    rememberReturn('/lock-screen');
    expect(returnPath()).toBe('/usuarios?page=2#top');
    for (const bad of ['//evil.example.com/x', '/\\evil.example.com', 'https://evil.example.com']) {
      sessionStorage.setItem('idleLock.returnTo', bad);
      expect(returnPath(), bad).toBe('/');
    }
    forgetReturn();
    expect(returnPath()).toBe('/');
  });
});

describe('useIdleLock (the layout side)', () => {
  const user = { id: 'u1', firstName: 'Ana', email: 'ana@example.com', roles: [] };
  const Page = () => {
    const locked = useIdleLock({ minutes: 15 });
    return <p>{locked ? 'hidden while locked' : 'app page'}</p>;
  };
  const app = (path: string) => render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/lock-screen" element={<p>lock screen</p>} />
        <Route path="*" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );

  beforeEach(() => {
    session.save({ access_token: 'a', refresh_token: fakeJwt({ fam: 'family-1', jti: '1' }) }, user);
  });
  afterEach(() => {
    cleanup();
    session.clear();
  });

  it('after the idle time, locks the session, remembers the page and shows the lock screen', () => {
    app('/usuarios?page=2');
    expect(screen.getByText('app page')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(15 * MIN); });
    expect(screen.getByText('lock screen')).toBeTruthy();
    expect(isLocked()).toBe(true);
    expect(returnPath()).toBe('/usuarios?page=2');
  });

  it('a locked session goes straight to the lock screen, whatever page is opened', () => {
    lockSession();
    app('/grupos');
    expect(screen.getByText('lock screen')).toBeTruthy();
    expect(returnPath()).toBe('/grupos');
  });

  it('follows a lock made in another tab', () => {
    app('/status');
    expect(screen.getByText('app page')).toBeTruthy();
    lockSession();
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'idleLock.locked' })); });
    expect(screen.getByText('lock screen')).toBeTruthy();
  });
});
