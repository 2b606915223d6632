import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Loader<T> = () => Promise<T>;

const loaded = new WeakMap<Loader<unknown>, { value: unknown }>();
const loading = new WeakMap<Loader<unknown>, Promise<unknown>>();

/**
 * Starts `load` once (a second call gets the same promise) and keeps what it brought, so that
 * `lazyReady` over the same loader draws at once. A failed load is forgotten: the next asks again.
 */
export const preload = <T>(load: Loader<T>): Promise<T> => {
  const under = loading.get(load) as Promise<T> | undefined;
  if (under) return under;
  const promise = load().then(
    (value) => {
      loaded.set(load, { value });
      return value;
    },
    (err: unknown) => {
      loading.delete(load);
      throw err;
    },
  );
  loading.set(load, promise);
  return promise;
};

/** What `preload` has brought in for `load`, if it has. */
export const loadedNow = <T>(load: Loader<T>): T | undefined => loaded.get(load)?.value as T | undefined;

/**
 * React.lazy over `load`, drawn without a Suspense fallback once `preload` has brought it in.
 * Any fallback shown holds back every reveal for 300 ms after it (React's FALLBACK_THROTTLE_MS,
 * react/react#31819), and a lazy over a promise already resolved still shows its fallback once:
 * a promise answers only in a later microtask. So a loaded module is handed over as a thenable
 * that answers at once, which React.lazy takes as it takes a promise (docs/decisions.md
 * "Suspense on the first screen").
 */
export const lazyReady = <P extends object>(load: Loader<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> =>
  lazy(() => {
    const hit = loaded.get(load);
    if (!hit) return preload(load);
    const now = { then: (answer: (value: unknown) => void) => answer(hit.value) };
    return now as unknown as Promise<{ default: ComponentType<P> }>;
  });
