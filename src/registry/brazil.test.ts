import { describe, expect, it } from 'vitest';
import {
  UFS, cnpjCheckDigits, cnpjChars, formatCep, formatCnpj, formatCpf, formatPhone, formatPlaca, isValidCnpj, isValidCpf, isValidNfeKey,
  isValidPlaca, isValidRenavam, nfeKeyCheckDigit, onlyDigits, unmaskCnpj,
} from './brazil';

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

// The values below were computed apart from this module (modulo 11 by hand in a script), each
// chosen for the branch it reaches: a rest of 0, 1 or 2, a first check digit wrong with the second
// right, and so on (issue 29: `npm run test:mutation -- documents`).

describe('CPF check digits', () => {
  it('accepts CPFs whose check digits come from rests of 0, 1, 2 and others, a short one padded', () => {
    for (const valid of ['52998224725', '11144477735', '10000003700', '10000004600', '10000001090', '10000018490', '191']) expect(isValidCpf(valid), valid).toBe(true);
  });

  it('refuses either check digit wrong alone, repeated digits, letters and other lengths', () => {
    // 52998224709: the first digit wrong, the second right for it; 52998224726: the second wrong.
    for (const wrong of ['52998224709', '52998224726', '52998224735', '11111111111', '00000000000', '5299822472A', '529982247250', '52998224725X', 'X52998224725', '']) {
      expect(isValidCpf(wrong), wrong).toBe(false);
    }
  });
});

describe('CNPJ padding and repeated digits', () => {
  it('pads only an all-digit CNPJ: one with a letter is never padded, whatever it starts or ends with', () => {
    expect(isValidCnpj('01ABC34501DE19')).toBe(true);
    expect(isValidCnpj('1ABC34501DE19')).toBe(false);
    expect(isValidCnpj('0ABCD34501DE00')).toBe(true);
    expect(isValidCnpj('ABCD34501DE00')).toBe(false);
  });

  it('computes check digits from rests of 1 and 2 too', () => {
    expect(isValidCnpj('11222333000696')).toBe(true);
    expect(isValidCnpj('11222333001404')).toBe(true);
    expect(cnpjCheckDigits('112223330014')).toBe('04');
  });

  it('refuses fourteen equal digits even where the check digits would agree, and a base with a symbol', () => {
    for (const d of '0123456789') expect(isValidCnpj(d.repeat(14)), d).toBe(false);
    expect(() => cnpjCheckDigits('12ABC34501D!')).toThrow('Not a CNPJ base: 12ABC34501D!');
    expect(() => cnpjCheckDigits('X12ABC34501DE')).toThrow();
    expect(() => cnpjCheckDigits('12ABC34501DEX')).toThrow();
  });
});

describe('RENAVAM check digit', () => {
  it('accepts RENAVAMs whose digit is the rest, and 0 where the rest is 10; a short one padded', () => {
    for (const valid of ['00639218695', '12345678900', '10000000130', '99999999990', '639218695']) expect(isValidRenavam(valid), valid).toBe(true);
  });

  it('refuses a wrong digit, only zeros, letters and other lengths', () => {
    for (const wrong of ['00639218694', '10000000131', '99999999999', '00000000000', '0', '0063921869A', '006392186950', 'A00639218695', '']) {
      expect(isValidRenavam(wrong), wrong).toBe(false);
    }
  });
});

describe('CNPJ typed as shown: where its start may stop', () => {
  it('reads a start as short as the first dot, or stopping just before a dot or the slash', () => {
    expect(unmaskCnpj('12.')).toBe('12');
    expect(unmaskCnpj('12.ABC')).toBe('12ABC');
    expect(unmaskCnpj('12.ABC.345')).toBe('12ABC345');
    expect(unmaskCnpj('12.ABC.345/01DE')).toBe('12ABC34501DE');
  });
});

describe('NF-e access key: the 43 positions the check digit is computed from', () => {
  it('refuses a start of another length, naming it', () => {
    const start = keyStart('11222333000181');
    expect(() => nfeKeyCheckDigit(`${start}7`)).toThrow(`Not the start of an access key: ${start}7`);
    expect(() => nfeKeyCheckDigit(`9${start}`)).toThrow();
  });
});

describe('plates, digits and masks', () => {
  it('takes old and Mercosul plates upper-case without the dash, nothing else', () => {
    for (const valid of ['ABC1234', 'ABC1D23']) expect(isValidPlaca(valid), valid).toBe(true);
    for (const wrong of ['ABC-1234', 'abc1234', 'AB1234', 'ABCD123', 'ABC12345', 'ABCA234', 'ABC1DD3', 'ABC1D2A', 'XABC1234', 'ABC1234X', '1BC1234']) {
      expect(isValidPlaca(wrong), wrong).toBe(false);
    }
  });

  it('prints an old plate with its dash and a Mercosul one as it is', () => {
    expect(formatPlaca('ABC1234')).toBe('ABC-1234');
    expect(formatPlaca('ABC1D23')).toBe('ABC1D23');
    expect(formatPlaca('ABC12345')).toBe('ABC12345');
    expect(formatPlaca('XABC1234')).toBe('XABC1234');
  });

  it('keeps only the digits of typed text', () => {
    expect(onlyDigits('(11) 98765-4321 a')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
  });

  it('masks CPFs (padded), CEPs and phones of 10 or 11 digits, and leaves other lengths alone', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('191')).toBe('000.000.001-91');
    expect(formatCpf('529982247250')).toBe('529982247250');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('1310100')).toBe('1310100');
    expect(formatCep('013101000')).toBe('013101000');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('113333444')).toBe('113333444');
    expect(formatPhone('119876543210')).toBe('119876543210');
  });

  it('masks an alphanumeric CNPJ only when it is whole', () => {
    expect(formatCnpj('1ABC34501DE19')).toBe('1ABC34501DE19');
    expect(formatCnpj('12ABC34501DE35X')).toBe('12ABC34501DE35X');
    expect(formatCnpj('X12ABC34501DE35')).toBe('X12ABC34501DE35');
  });

  it('knows the 27 federative units', () => {
    expect(new Set(UFS).size).toBe(27);
    expect(UFS.filter((uf) => !/^[A-Z]{2}$/.test(uf))).toEqual([]);
    expect(UFS).toEqual(expect.arrayContaining(['SP', 'RJ', 'DF', 'AM', 'RS']));
  });
});
