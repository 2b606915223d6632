/**
 * After a deploy, an old page may ask for a chunk that no longer exists. Reloading fetches the
 * new build; the guard keeps a broken build from reloading in a loop (docs/domain.md "Timings and breakpoints": 60000 ms).
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'chunk-reload-at';

export const isChunkLoadError = (error: unknown): boolean => {
  const message = String((error as { message?: unknown })?.message ?? error ?? '');
  return /dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS|error loading dynamically imported module/i
    .test(message);
};

/** Reloads unless the last reload for this reason was under a minute ago; says whether it did. */
export const reloadForChunkError = (
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean => {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
};

export const installChunkReload = (): void => {
  // Vite fires this when a lazy chunk or its CSS fails to load.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
};
