import type { Page } from '@playwright/test';

// On-screen timing is checked on the page's own clock (Playwright's page.clock), never the wall
// clock: a busy machine slows the page and the test runner, not the fake time the page's timers
// read (docs/architecture.md "Testing"). A test installs the clock before its first page load
// (`page.clock.install()`, time flows as usual), holds it still with `hold` before the moment it
// times, then moves it on with `advance` or `advanceUntil`, and lets it flow again with
// `page.clock.resume()`.

/** Lets the page finish what it has queued (a render, its effects, a response read) without moving its clock. */
export const settle = async (page: Page) => {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => new Promise<void>((resolve) => {
      // A task behind those already queued: MessageChannel is no timer, so the held clock does not stop it.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }));
  }
};

/** Holds the page's clock still (a few ms from now by its own time): its timers fire only as the test moves it. */
export const hold = async (page: Page) => {
  // The page's time flows while the call travels: a moment it has already passed is asked again.
  for (let ahead = 20; ; ahead *= 2) {
    const at = await page.evaluate((ms) => Date.now() + ms, ahead);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (e) {
      if (!/to the past/.test(String(e)) || ahead > 5000) throw e;
    }
  }
};

/** Moves the held clock `ms` on, in steps of `step` ms with the page settled after each, as time passing would. */
export const advance = async (page: Page, ms: number, step = 50) => {
  for (let ran = 0; ran < ms; ran += step) {
    await page.clock.runFor(Math.min(step, ms - ran));
    await settle(page);
  }
};

/**
 * Moves the held clock on, `step` ms at a time with the page settled between steps, until `done`
 * holds; answers how many ms of the page's time that took, and fails past `limit` ms.
 */
export const advanceUntil = async (page: Page, done: () => Promise<boolean>, { step = 50, limit = 10_000 } = {}) => {
  for (let ran = 0; ; ran += step) {
    await settle(page);
    if (await done()) return ran;
    if (ran >= limit) throw new Error(`still not so after ${limit} ms of the page's clock`);
    await page.clock.runFor(step);
  }
};

/** Requests of the page still waiting for their answer; `quiet()` waits (in real time) until none is. */
export const network = (page: Page) => {
  const inFlight = new Set<unknown>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return {
    quiet: async () => {
      while (inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
};

/**
 * Lets the app's own waits pass at once on its flowing clock (the outbox's pause before each send,
 * the 3 s an accepted write stays; docs/architecture.md "Offline"): while none of the page's
 * requests is in flight, moves the clock `step` ms on, firing what falls due, until `done` holds.
 * The clock runs ahead only by the waits it skipped; fails past `limit` ms of them.
 */
export const skipWaits = async (page: Page, done: () => Promise<boolean>, { step = 500, limit = 120_000 } = {}) => {
  const net = network(page);
  for (let skipped = 0; ; skipped += step) {
    await net.quiet();
    await settle(page);
    if (await done()) return;
    if (skipped >= limit) throw new Error(`still not so after skipping ${limit} ms of the page's waits`);
    await page.clock.fastForward(step);
  }
};
