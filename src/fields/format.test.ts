import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n';
import { MASKS, applyMask, maskChars, formatDate, formatTime, formatValue } from './format';

describe('formatValue', () => {
  it('shows Brazilian documents with their masks (SPEC 5)', () => {
    expect(formatValue({ kind: 'cnpj' }, '12345678000195', 'pt')).toBe('12.345.678/0001-95');
    expect(formatValue({ kind: 'cnpj' }, '345678000195', 'pt')).toBe('00.345.678/0001-95');
    expect(formatValue({ kind: 'cnpj' }, '12ABC34501DE35', 'pt')).toBe('12.ABC.345/01DE-35');
    expect(formatValue({ kind: 'cpf_cnpj' }, '12ABC34501DE35', 'ar')).toBe('12.ABC.345/01DE-35');
    expect(formatValue({ kind: 'cpf_cnpj' }, '52998224725', 'pt')).toBe('529.982.247-25');
    expect(formatValue({ kind: 'cpf' }, '12345678909', 'pt')).toBe('123.456.789-09');
    expect(formatValue({ kind: 'cep' }, '01310100', 'pt')).toBe('01310-100');
    expect(formatValue({ kind: 'phone' }, '1133224455', 'pt')).toBe('(11) 3322-4455');
    expect(formatValue({ kind: 'mobile' }, '11987654321', 'pt')).toBe('(11) 98765-4321');
    expect(formatValue({ kind: 'card' }, '1234', 'pt')).toBe('•••• 1234');
  });
  it('formats dates dd/MM/yyyy and decimals per locale with 4 places', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatValue({ kind: 'decimal' }, 1234.56789, 'pt')).toBe('1.234,5679');
    expect(formatValue({ kind: 'decimal' }, 1234.5678, 'en')).toBe('1,234.5678');
    expect(formatValue({ kind: 'time' }, '08:30:00', 'en')).toBe('08:30');
    // A moment's hour on a 24-hour clock, whatever the browser's own locale.
    expect(formatTime('2026-11-23T20:05:00')).toBe('20:05');
  });
  it('shows a year without digit grouping, money with two places and R$, in every language (issue 16)', () => {
    for (const locale of LOCALES) {
      expect(formatValue({ kind: 'int', year: true }, 2022, locale), locale).toBe('2022');
      expect(formatValue({ kind: 'money' }, 17.6, locale), locale).toMatch(/^\u2066\u200f?(R\$\s?17[.,]60|17[.,]60\s?R\$)\u2069$/);
    }
    expect(formatValue({ kind: 'int' }, 2022, 'pt')).toBe('2.022');
    expect(formatValue({ kind: 'money' }, 17.6, 'pt')).toBe('\u2066R$\u00a017,60\u2069');
    expect(formatValue({ kind: 'money' }, 17.6, 'es')).toBe('\u206617,60\u00a0R$\u2069');
    expect(formatValue({ kind: 'money' }, 1052.3, 'en')).toBe('\u2066R$1,052.30\u2069');
    // Arabic writes the symbol after the amount behind a right-to-left mark: isolated left to right, R$ never reads $R (issue 28).
    expect(formatValue({ kind: 'money' }, 17.6, 'ar')).toBe('\u2066\u200f17.60\u00a0R$\u2069');
  });
  it('shows a plate as printed: an old one with its dash, a Mercosul one without', () => {
    expect(formatValue({ kind: 'placa' }, 'FLT7390', 'pt')).toBe('FLT-7390');
    expect(formatValue({ kind: 'placa' }, 'ASD7G89', 'pt')).toBe('ASD7G89');
    expect(formatValue({ kind: 'placa' }, 'ASD7G89', 'ar')).toBe('ASD7G89');
  });
  it('masks input progressively', () => {
    expect(applyMask('1234', MASKS.cnpj!.pattern as string)).toBe('12.34');
    expect(applyMask('11987654321', MASKS.mobile!.pattern as string)).toBe('(11) 98765-4321');
  });
  it('keeps a CNPJ\'s letters upper-cased and only digits elsewhere', () => {
    expect(maskChars(MASKS.cnpj!, '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(maskChars(MASKS.cpf_cnpj!, '12.abc')).toBe('12ABC');
    expect(maskChars(MASKS.cpf!, '529.98a2')).toBe('529982');
    expect(applyMask('12ABC', MASKS.cnpj!.pattern as string)).toBe('12.ABC');
  });
});
