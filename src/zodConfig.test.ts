import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

describe('zod without eval', () => {
  it('zod reads the setting src/zodConfig.ts makes without importing zod', async () => {
    z.config({ jitless: false });
    vi.resetModules();
    await import('./zodConfig');
    expect(z.config().jitless).toBe(true);
  });
});
