import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Notifications } from '../db/notifications';
import { AUTH_CHANNEL, createUserCache } from './userCache';

// The cache's own rules, with the database's answers held in hand (tests/api/user-cache.test.ts
// runs it against PostgreSQL and a second instance).

const row = (roles: string[]) => ({ id: 'u1', firstName: 'Ana', roles, tipo_id: 't', ativo: true, revoked: false });

/** A pool whose every query waits until the test answers it. */
const heldPool = () => {
  const pending: Array<(rows: unknown[]) => void> = [];
  const pool = { query: () => new Promise((resolve) => pending.push((rows) => resolve({ rows }))) } as unknown as pg.Pool;
  return { pool, pending, answer: (roles: string[]) => pending.shift()!([row(roles)]) };
};

const fakeNotifications = () => {
  const heard = new Map<string, (payload: string) => void>();
  const gaps: Array<() => void> = [];
  let up = true;
  const n: Notifications = {
    on: (channel, fn) => { heard.set(channel, fn); },
    onGap: (fn) => { gaps.push(fn); },
    start: async () => {},
    listening: () => up,
    close: async () => {},
  };
  return {
    n,
    notify: () => heard.get(AUTH_CHANNEL)!('usuarios'),
    drop: () => { up = false; for (const fn of gaps) fn(); },
    reconnect: () => { up = true; for (const fn of gaps) fn(); },
  };
};

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('createUserCache', () => {
  it('asks the database once while nothing changes, and again after a notification or a write here', async () => {
    const db = heldPool();
    const f = fakeNotifications();
    const cache = createUserCache(db.pool, f.n);
    const first = cache.load('u1', 'f1');
    await settle();
    db.answer(['a']);
    expect((await first)?.roles).toEqual(['a']);
    expect((await cache.load('u1', 'f1'))?.roles).toEqual(['a']);
    expect(db.pending).toHaveLength(0);

    f.notify();
    const second = cache.load('u1', 'f1');
    await settle();
    db.answer(['b']);
    expect((await second)?.roles).toEqual(['b']);

    cache.clear();
    const third = cache.load('u1', 'f1');
    await settle();
    expect(db.pending).toHaveLength(1);
    db.answer(['c']);
    expect((await third)?.roles).toEqual(['c']);
  });

  it('keeps no answer read before a change it raced with', async () => {
    const db = heldPool();
    const f = fakeNotifications();
    const cache = createUserCache(db.pool, f.n);
    const racing = cache.load('u1', 'f1');
    await settle();
    f.notify(); // the revocation commits while the old answer is on its way
    db.answer(['old']);
    expect((await racing)?.roles).toEqual(['old']);
    const next = cache.load('u1', 'f1');
    await settle();
    expect(db.pending).toHaveLength(1);
    db.answer(['new']);
    expect((await next)?.roles).toEqual(['new']);
  });

  it('remembers nothing while the LISTEN connection is down, and forgets when it comes back', async () => {
    const db = heldPool();
    const f = fakeNotifications();
    const cache = createUserCache(db.pool, f.n);
    const warm = cache.load('u1');
    await settle();
    db.answer(['a']);
    await warm;
    f.drop();
    for (const roles of [['b'], ['c']]) {
      const p = cache.load('u1');
      await settle();
      expect(db.pending).toHaveLength(1);
      db.answer(roles);
      expect((await p)?.roles).toEqual(roles);
    }
    f.reconnect();
    const p = cache.load('u1');
    await settle();
    expect(db.pending).toHaveLength(1);
    db.answer(['d']);
    await p;
    expect((await cache.load('u1'))?.roles).toEqual(['d']);
  });

  it('reads again after the maximum age even if nothing was heard', async () => {
    const db = heldPool();
    const f = fakeNotifications();
    let clock = 0;
    const cache = createUserCache(db.pool, f.n, () => clock);
    const a = cache.load('u1');
    await settle();
    db.answer(['a']);
    await a;
    clock = 59_000;
    expect((await cache.load('u1'))?.roles).toEqual(['a']);
    clock = 61_000;
    const b = cache.load('u1');
    await settle();
    expect(db.pending).toHaveLength(1);
    db.answer(['b']);
    expect((await b)?.roles).toEqual(['b']);
  });
});
