import { describe, expect, it } from 'vitest';
import { createIdleQueue } from './afterFirstScreen';

const setup = () => {
  let idle: (() => void) | undefined;
  let idleAsks = 0;
  let offline: (() => void) | undefined;
  let hidden: (() => void) | undefined;
  const queue = createIdleQueue({
    idle: (run) => { idle = run; idleAsks++; },
    onOffline: (run) => { offline = run; },
    onHidden: (run) => { hidden = run; },
  });
  return { queue, idle: () => idle!(), offline: () => offline!(), hidden: () => hidden!(), asks: () => idleAsks };
};

describe('afterFirstScreen', () => {
  it('runs nothing until the page is idle, then every task once in order', () => {
    const t = setup();
    const ran: number[] = [];
    t.queue(() => ran.push(1));
    t.queue(() => ran.push(2));
    expect(ran).toEqual([]);
    expect(t.asks()).toBe(1);
    t.idle();
    expect(ran).toEqual([1, 2]);
    t.idle();
    expect(ran).toEqual([1, 2]);
  });

  it('asks for the next idle time for tasks queued after a flush', () => {
    const t = setup();
    const ran: number[] = [];
    t.queue(() => ran.push(1));
    t.idle();
    t.queue(() => ran.push(2));
    expect(t.asks()).toBe(2);
    t.idle();
    expect(ran).toEqual([1, 2]);
  });

  it('runs what waits at once when the network goes', () => {
    const t = setup();
    const ran: number[] = [];
    t.queue(() => ran.push(1));
    t.offline();
    expect(ran).toEqual([1]);
    // The idle callback that was asked for finds nothing left to run.
    t.idle();
    expect(ran).toEqual([1]);
  });

  it('runs what waits at once when the page is hidden or left, and asks for idle time again after', () => {
    const t = setup();
    const ran: number[] = [];
    t.queue(() => ran.push(1));
    t.queue(() => ran.push(2));
    t.hidden();
    expect(ran).toEqual([1, 2]);
    t.hidden();
    expect(ran).toEqual([1, 2]);
    t.queue(() => ran.push(3));
    expect(t.asks()).toBe(2);
    t.idle();
    expect(ran).toEqual([1, 2, 3]);
  });
});
