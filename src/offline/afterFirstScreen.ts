/**
 * Work the offline store does that no screen waits for (keeping a read for later, counting the
 * outbox for its badge), held until the page is idle: on a cold load its first use brings in
 * localforage's chunk and opens IndexedDB, which competed with the first screen's chunks and
 * render (docs/architecture.md "First screen"). Losing the network runs what waits at once, so a
 * read that just arrived is kept before the page needs it offline; so does the page going out of
 * sight (a phone switching apps, a reload, the tab closed), after which an idle time may never come.
 */
export const createIdleQueue = (env: {
  /** Calls back when the page is idle (requestIdleCallback). */
  idle: (run: () => void) => void;
  /** Calls back when the network goes (the window's `offline` event). */
  onOffline: (run: () => void) => void;
  /** Calls back when the page is hidden or left (`visibilitychange` to hidden, `pagehide`). */
  onHidden: (run: () => void) => void;
}) => {
  const waiting: (() => void)[] = [];
  let asked = false;
  const flush = () => {
    asked = false;
    for (const task of waiting.splice(0)) task();
  };
  env.onOffline(flush);
  env.onHidden(flush);
  return (task: () => void): void => {
    waiting.push(task);
    if (asked) return;
    asked = true;
    env.idle(flush);
  };
};

// A busy page still gets its reads kept within this time.
const IDLE_TIMEOUT_MS = 2000;

/** The page's queue: idle callbacks where the browser has them, a timer elsewhere. */
export const afterFirstScreen = typeof window === 'undefined' ? (task: () => void) => task() : createIdleQueue({
  idle: (run) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(run, 0)),
  onOffline: (run) => window.addEventListener('offline', run),
  onHidden: (run) => {
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') run(); });
    // A page left while visible (a reload, a link out) may not report hidden before it goes.
    window.addEventListener('pagehide', run);
  },
});
