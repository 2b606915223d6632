import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, cnpjChars, formatCnpj, isValidCnpj, isValidNfeKey, nfeKeyCheckDigit, unmaskCnpj } from './brazil';

describe('CNPJ check digits (numeric and alphanumeric, IN RFB 2.229/2024)', () => {
  it('gives the official example 12.ABC.345/01DE-35', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(isValidCnpj('12ABC34501DE25')).toBe(false);
  });

  it('gives numeric CNPJs the check digits they always had, a short one padded', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('000000000001')).toBe('91');
    expect(cnpjCheckDigits('330001670001')).toBe('01');
    for (const valid of ['11222333000181', '11444777000161', '00000000000191', '33000167000101', '191']) expect(isValidCnpj(valid), valid).toBe(true);
    for (const wrong of ['11222333000182', '11222333000191', '00000000000000', '11111111111111', '112223330001811']) expect(isValidCnpj(wrong), wrong).toBe(false);
  });

  it('refuses a letter in a check-digit position, a short alphanumeric one and other characters', () => {
    expect(isValidCnpj('12ABC34501DEA5')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    // Never padded: a leading zero cannot be told from a missing character once letters are in.
    expect(isValidCnpj('2ABC34501DE35')).toBe(false);
    expect(isValidCnpj('12ABÇ34501DE35')).toBe(false);
    expect(isValidCnpj('12AB-34501DE35')).toBe(false);
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow();
  });

  it('takes lower case only once upper-cased: the stored form is upper case', () => {
    expect(isValidCnpj('12abc34501de35')).toBe(false);
    expect(() => cnpjCheckDigits('12abc34501de')).toThrow();
    expect(cnpjChars('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(isValidCnpj(cnpjChars('12.abc.345/01de-35'))).toBe(true);
  });

  it('formats both forms with the same mask', () => {
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('345678000195')).toBe('00.345.678/0001-95');
  });

  it('reads a CNPJ typed as shown, whole or its start, and nothing else', () => {
    expect(unmaskCnpj('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(unmaskCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(unmaskCnpj('12.abc.3')).toBe('12ABC3');
    expect(unmaskCnpj('11.222.333/0001-81')).toBe('11222333000181');
    for (const other of ['Rua 3-A', 'ABC345', '12abc34501de35', 'St. Louis', '12.ABCD', '12.ABC.345/01DE-35-1', '12']) expect(unmaskCnpj(other), other).toBeUndefined();
  });
});

/**
 * The DV of an access key computed here without the module: weights 2 to 9 from the right over
 * the 43 positions, each character's value its char code minus 48.
 */
const independentDv = (first43: string) => {
  let sum = 0;
  [...first43].reverse().forEach((c, i) => { sum += (c.charCodeAt(0) - 48) * [2, 3, 4, 5, 6, 7, 8, 9][i % 8]; });
  return sum % 11 < 2 ? 0 : 11 - (sum % 11);
};
// cUF 35 (SP), AAMM 2607, the emitter's CNPJ, mod 55 (NF-e), série 001, nNF 12345, tpEmis 1, cNF 12345678.
const keyStart = (cnpj: string) => `352607${cnpj}55001000012345112345678`;

describe('NF-e access key check digit (NT 2025.001)', () => {
  it('agrees with an independent computation on a numeric key', () => {
    const start = keyStart('11222333000181');
    expect(start).toHaveLength(43);
    expect(independentDv(start)).toBe(7);
    expect(nfeKeyCheckDigit(start)).toBe(7);
    expect(isValidNfeKey(`${start}7`)).toBe(true);
    expect(isValidNfeKey(`${start}8`)).toBe(false);
  });

  it('values an alphanumeric emitter CNPJ by ASCII − 48', () => {
    const start = keyStart('12ABC34501DE35');
    expect(independentDv(start)).toBe(8);
    expect(nfeKeyCheckDigit(start)).toBe(8);
    expect(isValidNfeKey(`${start}8`)).toBe(true);
    expect(isValidNfeKey(`${start.toLowerCase()}8`)).toBe(true);
    // Printed keys come in groups of four.
    expect(isValidNfeKey(`${start}8`.replace(/(.{4})/g, '$1 '))).toBe(true);
    expect(isValidNfeKey(`${start}0`)).toBe(false);
  });

  it('refuses letters outside the CNPJ\'s first twelve positions and keys of another length', () => {
    expect(isValidNfeKey(`${keyStart('12ABC34501DEA5')}${independentDv(keyStart('12ABC34501DEA5'))}`)).toBe(false);
    const letterInSerie = `352607${'11222333000181'}55A01000012345112345678`;
    expect(isValidNfeKey(`${letterInSerie}${independentDv(letterInSerie)}`)).toBe(false);
    expect(isValidNfeKey(`${keyStart('11222333000181')}`)).toBe(false);
    expect(isValidNfeKey(`${keyStart('11222333000181')}70`)).toBe(false);
    expect(() => nfeKeyCheckDigit('1234')).toThrow();
  });
});
