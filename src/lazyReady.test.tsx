// @vitest-environment jsdom
import { type ComponentType, Suspense } from 'react';
import { flushSync } from 'react-dom';
import { type Root, createRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyReady, loadedNow, preload } from './lazyReady';

const Ready = () => <p>ready</p>;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Draws `Lazy` under a Suspense boundary synchronously and says what is on screen at once, before any microtask. */
const drawNow = (Lazy: ComponentType) => {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  flushSync(() => root!.render(<Suspense fallback={<p>waiting</p>}><Lazy /></Suspense>));
  return container;
};

describe('lazyReady', () => {
  it('draws a preloaded module at once, without its Suspense fallback', async () => {
    const load = vi.fn(async () => ({ default: Ready }));
    const Lazy = lazyReady(load);
    await preload(load);
    expect(drawNow(Lazy).textContent).toBe('ready');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback for a module not yet in, then the module; the route and a preload share one load', async () => {
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<{ default: typeof Ready }>((resolve) => { arrive = () => resolve({ default: Ready }); }));
    const Lazy = lazyReady(load);
    const container = drawNow(Lazy);
    expect(container.textContent).toBe('waiting');
    const preloading = preload(load);
    await act(async () => { arrive(); await preloading; });
    expect(container.textContent).toBe('ready');
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadedNow(load)?.default).toBe(Ready);
  });

  it('forgets a load that failed, so the next asks again', async () => {
    const load = vi.fn()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce({ default: Ready });
    await expect(preload(load)).rejects.toThrow('chunk gone');
    expect(loadedNow(load)).toBeUndefined();
    await expect(preload(load)).resolves.toEqual({ default: Ready });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
