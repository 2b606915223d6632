import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The registration's edge is vite-plugin-pwa's registerSW (workbox-window behind it): mocked, with
// the options it was given kept, so each of the worker's events can be played.
const pwa = vi.hoisted(() => ({ options: undefined as RegisterSWOptions | undefined, updateSW: vi.fn(async () => {}) }));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    pwa.options = options;
    return pwa.updateSW;
  },
}));
// The module registers once per page: each test loads it afresh.
let registerServiceWorker: typeof import('./registerServiceWorker').registerServiceWorker;

const reload = vi.fn();
beforeEach(async () => {
  vi.resetModules();
  ({ registerServiceWorker } = await import('./registerServiceWorker'));
  vi.stubGlobal('window', { location: { reload } });
  vi.stubGlobal('navigator', { onLine: true });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.clearAllMocks();
  pwa.options = undefined;
});

describe('registerServiceWorker', () => {
  it('offers a waiting version and switches to it only when accepted, then reloads once it took over', () => {
    const offer = vi.fn();
    registerServiceWorker(offer);
    expect(pwa.options?.immediate).toBe(true);
    pwa.options!.onNeedRefresh!();
    expect(offer).toHaveBeenCalledTimes(1);
    expect(pwa.updateSW).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    offer.mock.calls[0][0]();
    expect(pwa.updateSW).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    pwa.options!.onNeedReload!();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself when another tab switched to the new version: it offers the reload', () => {
    const offer = vi.fn();
    registerServiceWorker(offer);
    pwa.options!.onNeedReload!();
    expect(reload).not.toHaveBeenCalled();
    expect(offer).toHaveBeenCalledTimes(1);
    offer.mock.calls[0][0]();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(pwa.updateSW).not.toHaveBeenCalled();
  });

  it('looks for a new version every hour, only while online', () => {
    registerServiceWorker(vi.fn());
    const registration = { installing: null, update: vi.fn(async () => undefined) };
    pwa.options!.onRegisteredSW!('/sw.js', registration as unknown as ServiceWorkerRegistration);
    vi.advanceTimersByTime(59 * 60 * 1000);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.stubGlobal('navigator', { onLine: false });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('registers once per page; a prompt mounted again gets the version already waiting', () => {
    const first = vi.fn();
    registerServiceWorker(first);
    const options = pwa.options;
    options!.onNeedRefresh!();
    const again = vi.fn();
    registerServiceWorker(again);
    expect(pwa.options).toBe(options);
    expect(again).toHaveBeenCalledTimes(1);
    again.mock.calls[0][0]();
    expect(pwa.updateSW).toHaveBeenCalledTimes(1);
  });
});
