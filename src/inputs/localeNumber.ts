import { NUMBER_DIGITS, intlLocale } from '../fields/format';

/** What typed text says as a number: nothing, a number, or why it cannot be read as one. */
export type ReadNumber =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  /** `ambiguous`: "1.234" on a French page, where "." is neither the page's grouping nor its decimal mark. */
  | { kind: 'refused'; reason: 'malformed' | 'ambiguous'; grouped?: number; decimal?: number };

const separators = (locale: string) => {
  const parts = new Intl.NumberFormat(intlLocale(locale)).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
};

// Marks that keep numbers left to right inside Arabic text; Arabic-Indic and Persian digits.
const BIDI_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;
const ARABIC_DIGITS = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06f0-\u06f9]/g;
const SPACES = /[\s\u00a0\u202f\u2009]+/g;
// The Arabic decimal mark (٫) is only ever decimal, the Arabic thousands mark (٬) and a space only ever grouping.
const ARABIC_DECIMAL = '\u066b';
const ARABIC_GROUP = '\u066c';
const SEPARATOR = /([.,\u066b\u066c ])/;
const CAN_GROUP = new Set(['.', ',', ' ', ARABIC_GROUP]);
const CAN_BE_DECIMAL = new Set(['.', ',', ARABIC_DECIMAL]);

const normalize = (text: string) => text
  .replace(BIDI_MARKS, '')
  .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
  .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
  .replace(/\u2212/g, '-')
  .replace(/\u060c/g, ',')
  .replace(SPACES, ' ')
  .trim();

/**
 * Reads a number typed in any of the product's languages, never guessing silently (issue 16,
 * point 3): a separator followed by anything but groups of exactly three digits cannot be digit
 * grouping, so it is the decimal mark ("2.5" is 2.5 on a Portuguese page, "1234,5" is 1234.5 on
 * an English or Arabic one). Only one shape can be either, a single mark followed by three digits
 * ("1.234"): the page's grouping mark groups, its decimal mark is decimal, and any other mark is
 * refused as ambiguous. Arabic-Indic digits and the Arabic marks are read too.
 */
export const readLocaleNumber = (text: string, locale: string): ReadNumber => {
  const s = normalize(text);
  if (!s) return { kind: 'empty' };
  const sign = /^[-+]/.test(s) ? s[0] : '';
  const parts = s.slice(sign.length).split(SEPARATOR);
  const runs = parts.filter((_, i) => i % 2 === 0);
  const seps = parts.filter((_, i) => i % 2 === 1);
  const malformed = { kind: 'refused', reason: 'malformed' } as const;
  if (!runs.every((r) => /^\d*$/.test(r)) || !/\d/.test(runs.join(''))) return malformed;
  // `+ 0` turns "-0" into 0.
  const number = (integer: string, fraction = ''): ReadNumber => ({ kind: 'number', value: Number(`${sign}${integer || '0'}.${fraction || '0'}`) + 0 });
  // The first `count` separators group thousands: one mark, a first group of 1 to 3 digits, then groups of 3.
  const groups = (count: number) => count === 0
    || (seps.slice(0, count).every((m) => m === seps[0] && CAN_GROUP.has(m))
      && /^\d{1,3}$/.test(runs[0]) && runs.slice(1, count + 1).every((r) => r.length === 3));
  const last = seps.length - 1;
  if (last < 0) return number(runs[0]);
  if (groups(seps.length)) {
    const mark = seps[0];
    // Two or more of the same mark cannot be one decimal mark; a mark that cannot be decimal groups.
    if (seps.length > 1 || !CAN_BE_DECIMAL.has(mark)) return number(runs.join(''));
    const page = separators(locale);
    if (mark === page.group) return number(runs.join(''));
    if (mark === page.decimal) return number(runs[0], runs[1]);
    return { kind: 'refused', reason: 'ambiguous', grouped: Number(runs.join('')), decimal: Number(`${runs[0]}.${runs[1]}`) };
  }
  if (!CAN_BE_DECIMAL.has(seps[last]) || !groups(last) || (last > 0 && seps[0] === seps[last])) return malformed;
  if (last > 0 && !runs[0]) return malformed;
  return number(runs.slice(0, last + 1).join(''), runs[last + 1]);
};

/**
 * The form's value for typed text: the number, null for nothing, or the text itself when it is no
 * number, so that the shared schema refuses it under the field instead of the input losing it.
 */
export const parseLocaleNumber = (text: string, locale: string): number | string | null => {
  const read = readLocaleNumber(text, locale);
  return read.kind === 'number' ? read.value : read.kind === 'empty' ? null : text.trim();
};

/** The number kinds an input reads (docs/domain.md "Number precision"): whole units, 4 places, money's 2. */
export type NumberKind = 'int' | 'decimal' | 'money';

/**
 * A number as the input shows it once left: the page's marks, the kind's places (money always two);
 * a year without grouping (docs/decisions.md "Numbers and formats").
 */
export const formatLocaleNumber = (value: unknown, locale: string, kind: NumberKind, opts: { year?: boolean } = {}): string => {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  // A fraction left in a whole-units field shows as typed, beside its refusal, never rounded.
  const digits = kind === 'int' && !Number.isInteger(value) ? NUMBER_DIGITS.decimal : NUMBER_DIGITS[kind];
  return new Intl.NumberFormat(intlLocale(locale), { ...digits, useGrouping: !opts.year }).format(value);
};

/** Why a field's value (the number read, or the text kept because it is none) cannot be saved: a catalog key, with its arguments. */
export type NumberRefusal = string | { message: string; args: Record<string, string> };

/**
 * What the input says under itself once left, in the page's words: no number, an ambiguous mark
 * (naming both readings), or a fraction in a field of whole units. The same check for every
 * numeric input, generated or hand-made (docs/decisions.md "CEPs padded, numbers read by one rule").
 */
export const numberRefusal = (value: unknown, locale: string, kind: NumberKind): NumberRefusal | undefined => {
  if (typeof value === 'number') return kind === 'int' && !Number.isInteger(value) ? 'app.validation.integer' : undefined;
  if (typeof value !== 'string') return undefined;
  const read = readLocaleNumber(value, locale);
  if (read.kind !== 'refused') return undefined;
  if (read.reason === 'malformed') return 'app.validation.number';
  const number = new Intl.NumberFormat(intlLocale(locale), NUMBER_DIGITS.decimal);
  return { message: 'app.forms.number_ambiguous', args: { grouped: number.format(read.grouped!), decimal: number.format(read.decimal!) } };
};
