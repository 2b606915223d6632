import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from './chunkReload';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('chunk reload guard', () => {
  it('recognises failed chunk loads', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(reloadForChunkError(storage, reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadForChunkError(storage, reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
