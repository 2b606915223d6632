import { describe, expect, it } from 'vitest';
import { chaveAcessoValida } from './nfe';

// Check digits computed independently (weights 2..9 from the right, ASCII − 48, 10/11 → 0).
const independentDv = (first43: string): number => {
  let sum = 0;
  for (let i = 0; i < 43; i++) sum += (first43.charCodeAt(42 - i) - 48) * (2 + (i % 8));
  const dv = 11 - (sum % 11);
  return dv >= 10 ? 0 : dv;
};

describe('chaveAcessoValida', () => {
  it('accepts a numeric key with its check digit and refuses every other last digit', () => {
    const start = '3524011234567800019055001000000123100000001';
    expect(independentDv(start)).toBe(2);
    expect(chaveAcessoValida(`${start}2`)).toBe(true);
    for (const d of '013456789') expect(chaveAcessoValida(`${start}${d}`), d).toBe(false);
  });

  it('values letters of an alphanumeric CNPJ as ASCII − 48', () => {
    const start = '35240112ABC34500019055001000000123100000001';
    expect(independentDv(start)).toBe(3);
    expect(chaveAcessoValida(`${start}3`)).toBe(true);
    expect(chaveAcessoValida(`${start}2`)).toBe(false);
  });

  it('gives 0 when the remainder is 0 or 1', () => {
    let found = 0;
    for (let n = 0; n < 200 && found < 2; n++) {
      const start = `352401123456780001905500100000${String(n).padStart(4, '0')}100000001`;
      if (independentDv(start) === 0) {
        found++;
        expect(chaveAcessoValida(`${start}0`)).toBe(true);
        expect(chaveAcessoValida(`${start}1`)).toBe(false);
      }
    }
    expect(found).toBe(2);
  });

  it('refuses wrong lengths, letters outside the CNPJ and empty text', () => {
    expect(chaveAcessoValida('')).toBe(false);
    expect(chaveAcessoValida('3524011234567800019055001000000123100000001')).toBe(false);
    expect(chaveAcessoValida('352401123456780001905500100000012310000000122')).toBe(false);
    expect(chaveAcessoValida('3524011234567800019055A010000001231000000012')).toBe(false);
  });
});
