import { describe, expect, it } from 'vitest';
import { formatLocaleNumber, parseLocaleNumber } from './LocaleNumberInput';

describe('locale numbers (SPEC 5: precision 4)', () => {
  it('reads and writes the page language format', () => {
    expect(parseLocaleNumber('1.234,5678', 'pt')).toBe(1234.5678);
    expect(parseLocaleNumber('1,234.5678', 'en')).toBe(1234.5678);
    expect(parseLocaleNumber('300', 'fr')).toBe(300);
    expect(formatLocaleNumber(1234.5678, 'pt', 4)).toBe('1.234,5678');
    expect(formatLocaleNumber(1234.5678, 'en', 4)).toBe('1,234.5678');
    expect(formatLocaleNumber(1.23456, 'en', 4)).toBe('1.2346');
  });
  it('keeps what is no number as text, so the validator names the field', () => {
    expect(parseLocaleNumber('12abc', 'pt')).toBe('12abc');
    expect(parseLocaleNumber('  ', 'pt')).toBeNull();
  });
});
