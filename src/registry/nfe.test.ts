import { describe, expect, it } from 'vitest';
import { chaveAcessoValida } from './nfe';

describe('chaveAcessoValida', () => {
  it('accepts a key whose check digit matches and refuses any other last digit', () => {
    const body = '3526111234567800019955001000000123100000001';
    const good = [...'0123456789'].filter((d) => chaveAcessoValida(body + d));
    expect(good).toHaveLength(1);
  });
  it('values the alphanumeric CNPJ positions as ASCII − 48', () => {
    const start = '35260712ABC34501DE3555001000012345112345678';
    expect(chaveAcessoValida(`${start}8`)).toBe(true);
    expect(chaveAcessoValida(`${start}7`)).toBe(false);
  });
  it('refuses keys of the wrong length or with letters outside the CNPJ', () => {
    expect(chaveAcessoValida('123')).toBe(false);
    expect(chaveAcessoValida('A'.repeat(44))).toBe(false);
  });
});
