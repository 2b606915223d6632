import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n';
import { formatLocaleNumber, numberRefusal, parseLocaleNumber, readLocaleNumber } from './localeNumber';

// What a person types, and what each page language must read: a number, null for nothing, or the
// text kept (no number: the shared schema refuses it under the field). Issue 16, point 3.
type Locale = (typeof LOCALES)[number];
const TYPED: [string, Record<Locale, number | string | null>][] = [
  // A mark followed by anything but groups of three digits is the decimal mark, in every language.
  ['2.5', { pt: 2.5, es: 2.5, fr: 2.5, en: 2.5, ar: 2.5 }],
  ['2,5', { pt: 2.5, es: 2.5, fr: 2.5, en: 2.5, ar: 2.5 }],
  ['0.1', { pt: 0.1, es: 0.1, fr: 0.1, en: 0.1, ar: 0.1 }],
  ['17.60', { pt: 17.6, es: 17.6, fr: 17.6, en: 17.6, ar: 17.6 }],
  ['1234,5', { pt: 1234.5, es: 1234.5, fr: 1234.5, en: 1234.5, ar: 1234.5 }],
  ['1.2345', { pt: 1.2345, es: 1.2345, fr: 1.2345, en: 1.2345, ar: 1.2345 }],
  ['1234.567', { pt: 1234.567, es: 1234.567, fr: 1234.567, en: 1234.567, ar: 1234.567 }],
  ['2,', { pt: 2, es: 2, fr: 2, en: 2, ar: 2 }],
  [',5', { pt: 0.5, es: 0.5, fr: 0.5, en: 0.5, ar: 0.5 }],
  // One mark before exactly three digits: the page's grouping mark groups, its decimal mark is decimal.
  ['1.234', { pt: 1234, es: 1234, fr: '1.234', en: 1.234, ar: 1.234 }],
  ['1,234', { pt: 1.234, es: 1.234, fr: 1.234, en: 1234, ar: 1234 }],
  // Both marks, or one mark repeated: no doubt left.
  ['1.234,56', { pt: 1234.56, es: 1234.56, fr: 1234.56, en: 1234.56, ar: 1234.56 }],
  ['1,234.56', { pt: 1234.56, es: 1234.56, fr: 1234.56, en: 1234.56, ar: 1234.56 }],
  ['1.234.567', { pt: 1234567, es: 1234567, fr: 1234567, en: 1234567, ar: 1234567 }],
  ['1,234,567', { pt: 1234567, es: 1234567, fr: 1234567, en: 1234567, ar: 1234567 }],
  ['12.345.678,9', { pt: 12345678.9, es: 12345678.9, fr: 12345678.9, en: 12345678.9, ar: 12345678.9 }],
  // Spaces only ever group (French writes 1 234,5 with a narrow no-break space).
  ['1 234,5', { pt: 1234.5, es: 1234.5, fr: 1234.5, en: 1234.5, ar: 1234.5 }],
  ['1\u202f234,5', { pt: 1234.5, es: 1234.5, fr: 1234.5, en: 1234.5, ar: 1234.5 }],
  ['1 234', { pt: 1234, es: 1234, fr: 1234, en: 1234, ar: 1234 }],
  // Arabic-Indic digits and the Arabic decimal and thousands marks.
  ['١٢٣٤٫٥', { pt: 1234.5, es: 1234.5, fr: 1234.5, en: 1234.5, ar: 1234.5 }],
  ['١٬٢٣٤٫٥', { pt: 1234.5, es: 1234.5, fr: 1234.5, en: 1234.5, ar: 1234.5 }],
  ['١٬٢٣٤', { pt: 1234, es: 1234, fr: 1234, en: 1234, ar: 1234 }],
  ['\u200e-1,234.5', { pt: -1234.5, es: -1234.5, fr: -1234.5, en: -1234.5, ar: -1234.5 }],
  ['-2,5', { pt: -2.5, es: -2.5, fr: -2.5, en: -2.5, ar: -2.5 }],
  ['300', { pt: 300, es: 300, fr: 300, en: 300, ar: 300 }],
  // Shapes that no language writes stay text, for the schema to refuse.
  ['1.234.5', { pt: '1.234.5', es: '1.234.5', fr: '1.234.5', en: '1.234.5', ar: '1.234.5' }],
  ['1,234,56', { pt: '1,234,56', es: '1,234,56', fr: '1,234,56', en: '1,234,56', ar: '1,234,56' }],
  ['12.34.567', { pt: '12.34.567', es: '12.34.567', fr: '12.34.567', en: '12.34.567', ar: '12.34.567' }],
  ['1234.567,8', { pt: '1234.567,8', es: '1234.567,8', fr: '1234.567,8', en: '1234.567,8', ar: '1234.567,8' }],
  ['1..5', { pt: '1..5', es: '1..5', fr: '1..5', en: '1..5', ar: '1..5' }],
  ['12abc', { pt: '12abc', es: '12abc', fr: '12abc', en: '12abc', ar: '12abc' }],
  ['.', { pt: '.', es: '.', fr: '.', en: '.', ar: '.' }],
  ['  ', { pt: null, es: null, fr: null, en: null, ar: null }],
];

describe('locale numbers (SPEC 5: precision 4; issue 16 point 3: never a silent factor of ten)', () => {
  for (const locale of LOCALES) {
    it.each(TYPED.map(([typed, read]) => [typed, read[locale]] as const))(`${locale}: %j reads as %j`, (typed, expected) => {
      expect(parseLocaleNumber(typed, locale)).toBe(expected);
    });
  }

  it('names both readings of an ambiguous mark, and says when text is no number', () => {
    expect(readLocaleNumber('1.234', 'fr')).toEqual({ kind: 'refused', reason: 'ambiguous', grouped: 1234, decimal: 1.234 });
    expect(readLocaleNumber('12abc', 'pt')).toEqual({ kind: 'refused', reason: 'malformed' });
    expect(readLocaleNumber('', 'pt')).toEqual({ kind: 'empty' });
  });

  it('shows money with two places and decimals with up to four, in the page language', () => {
    expect(formatLocaleNumber(17.6, 'pt', 'money')).toBe('17,60');
    expect(formatLocaleNumber(17.6, 'en', 'money')).toBe('17.60');
    expect(formatLocaleNumber(1234.5678, 'pt', 'decimal')).toBe('1.234,5678');
    expect(formatLocaleNumber(1234.5678, 'en', 'decimal')).toBe('1,234.5678');
    expect(formatLocaleNumber(1.23456, 'en', 'decimal')).toBe('1.2346');
    expect(formatLocaleNumber(2.5, 'pt', 'decimal')).toBe('2,5');
    expect(formatLocaleNumber('12abc', 'pt', 'decimal')).toBe('12abc');
  });

  it('reads back what it shows, in every language', () => {
    for (const locale of LOCALES) {
      for (const n of [0, 0.1, 2.5, 17.6, 300, 1234, 1234.5, 12345.6789, 1234567.89, -2.5]) {
        expect(parseLocaleNumber(formatLocaleNumber(n, locale, 'decimal'), locale), `${locale} ${n}`).toBe(n);
        expect(parseLocaleNumber(formatLocaleNumber(n, locale, 'money'), locale), `${locale} ${n} money`).toBe(Math.round(n * 100) / 100);
      }
    }
  });

  it('shows whole units grouped, a year without grouping, and a fraction left in a whole field as typed, never rounded (issue 28)', () => {
    expect(formatLocaleNumber(1000, 'pt', 'int')).toBe('1.000');
    expect(formatLocaleNumber(1000, 'en', 'int')).toBe('1,000');
    expect(formatLocaleNumber(2022, 'pt', 'int', { year: true })).toBe('2022');
    expect(formatLocaleNumber(30.5, 'pt', 'int')).toBe('30,5');
    expect(formatLocaleNumber(null, 'pt', 'int')).toBe('');
  });

  it('says under the field why a value cannot be saved: no number, an ambiguous mark, a fraction of whole units (issue 28)', () => {
    expect(numberRefusal(30.5, 'pt', 'int')).toBe('app.validation.integer');
    expect(numberRefusal(30, 'pt', 'int')).toBeUndefined();
    expect(numberRefusal(30.5, 'pt', 'decimal')).toBeUndefined();
    expect(numberRefusal('12abc', 'pt', 'money')).toBe('app.validation.number');
    expect(numberRefusal('1.234', 'fr', 'decimal')).toEqual({ message: 'app.forms.number_ambiguous', args: { grouped: '1\u202f234', decimal: '1,234' } });
    expect(numberRefusal(null, 'pt', 'int')).toBeUndefined();
    // The strings of the trial, on a Portuguese page: never a silent factor of ten.
    expect(['12,5', '1.000', '1.234,56', '30,5'].map((t) => parseLocaleNumber(t, 'pt'))).toEqual([12.5, 1000, 1234.56, 30.5]);
  });
});
