import { describe, expect, it } from 'vitest';
import { formatChave, noteWeight } from './format';

describe('manifest formats', () => {
  it('prints an access key in groups of 4', () => {
    expect(formatChave('35240112345678000195550010000012341000012345')).toBe('3524 0112 3456 7800 0195 5500 1000 0012 3410 0001 2345');
    expect(formatChave(null)).toBe('');
  });
  it('weighs a note from its items', () => {
    expect(noteWeight([{ material_id: 'a', quantidade: '2' }, { material_id: 'b', quantidade: 4 }, { material_id: 'c', quantidade: 1 }], new Map([['a', 12.5], ['b', 0.25]]))).toBe(26);
  });
});
