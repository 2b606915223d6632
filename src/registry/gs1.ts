/**
 * GS1 element strings as scanners deliver them, and built back for labels (docs/architecture.md
 * "Scanning"). Shared by browser and server: the scan input reads with it, the labels
 * (server/labels) write with it, from the one AI table below.
 *
 * A read may start with a symbology identifier (`]C1` GS1-128, `]d2` GS1 DataMatrix, `]Q3` GS1 QR,
 * `]e0` GS1 DataBar), carry FNC1 as the GS character (\x1d) after each variable-length field (and
 * sometimes first or last), or be the human-readable form `(01)07891234567895(10)L123`. A plain
 * EAN-13/8 or UPC-A is a GTIN, normalised to 14 digits. Anything else is text (a bin's Code 128).
 */

/** The group separator a scanner sends for FNC1. */
export const GS = '\x1d';

/** Why a read is refused; the UI translates `app.scan.gs1.<code>` with `%{ai}`. */
export type Gs1ErrorCode = 'check_digit' | 'unknown_ai' | 'too_long' | 'too_short' | 'bad_date' | 'bad_chars' | 'duplicate_ai' | 'empty';

export class Gs1Error extends Error {
  constructor(readonly code: Gs1ErrorCode, readonly ai?: string) {
    super(`GS1 ${code}${ai ? ` (${ai})` : ''}`);
  }
  /** The catalog key of this refusal (i18n/scan). */
  get key() { return `app.scan.gs1.${this.code}`; }
}

/** What the supported AIs hold; dates as yyyy-MM-dd. */
export interface Gs1Data {
  sscc?: string;          // (00)
  gtin?: string;          // (01), or a plain EAN/UPC, 14 digits
  content?: string;       // (02) the GTIN of the trade items a logistic unit holds (with (37))
  lot?: string;           // (10)
  production?: string;    // (11)
  bestBefore?: string;    // (15)
  expiry?: string;        // (17)
  serial?: string;        // (21)
  count?: number;         // (37)
  internal?: string;      // (91) company internal: our material code when it is no GTIN
}

type Kind = { field: keyof Gs1Data; type: 'check' | 'date' | 'text' | 'count'; fixed?: number; max?: number };

/** The AIs this app reads and prints: their field, data type and length (fixed, or a maximum when variable). */
export const AIS: Record<string, Kind> = {
  '00': { field: 'sscc', type: 'check', fixed: 18 },
  '01': { field: 'gtin', type: 'check', fixed: 14 },
  '02': { field: 'content', type: 'check', fixed: 14 },
  10: { field: 'lot', type: 'text', max: 20 },
  11: { field: 'production', type: 'date', fixed: 6 },
  15: { field: 'bestBefore', type: 'date', fixed: 6 },
  17: { field: 'expiry', type: 'date', fixed: 6 },
  21: { field: 'serial', type: 'text', max: 20 },
  37: { field: 'count', type: 'count', max: 8 },
  91: { field: 'internal', type: 'text', max: 90 },
};
const AI_OF = Object.fromEntries(Object.entries(AIS).map(([ai, k]) => [k.field, ai])) as Record<keyof Gs1Data, string>;

/**
 * The GS1 predefined-length table (General Specifications, figure 7.8.5-2): an element string whose
 * AI starts with these two digits has this length (AI and data) and needs no FNC1 after it.
 */
const PREDEFINED: Record<string, number> = {
  '00': 20, '01': 16, '02': 16, '03': 16, '04': 18, 11: 8, 12: 8, 13: 8, 14: 8, 15: 8, 16: 8, 17: 8, 18: 8, 19: 8, 20: 4,
  31: 10, 32: 10, 33: 10, 34: 10, 35: 10, 36: 10, 41: 16,
};

/** GS1's character set 82, what an alphanumeric AI may hold. */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;

/** Whether an AI ends by its length (no FNC1 after it), by the predefined-length table. */
export const endsByLength = (ai: string): boolean => PREDEFINED[ai.slice(0, 2)] !== undefined;

/** The GS1 check digit of a digit string without it (weights 3 and 1 from the right). */
export const checkDigit = (body: string): number => {
  const sum = [...body].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
};
/** Whether the last digit of a digit string is its GS1 check digit. */
export const checkDigitValid = (digits: string): boolean =>
  /^\d{2,}$/.test(digits) && checkDigit(digits.slice(0, -1)) === Number(digits.at(-1));

/** A UPC-E (8 digits: number system, six, check) spelled out as the UPC-A it abbreviates. */
export const upcEToA = (e: string): string => {
  const [ns, d1, d2, d3, d4, d5, d6, check] = [...e];
  const m = ['0', '1', '2'].includes(d6) ? `${d1}${d2}${d6}0000${d3}${d4}${d5}`
    : d6 === '3' ? `${d1}${d2}${d3}00000${d4}${d5}`
      : d6 === '4' ? `${d1}${d2}${d3}${d4}00000${d5}`
        : `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${ns}${m}${check}`;
};

/** A real GTIN (8, 12, 13 or 14 digits, its check digit right); "SEM GTIN" and zeros are none. */
export const isGtin = (value: string): boolean =>
  /^(\d{8}|\d{12,14})$/.test(value) && !/^0+$/.test(value) && checkDigitValid(value);

/** The forms a 14-digit GTIN may be written in as a material's code: 14, 13, 12 and 8 digits, leading zeros dropped. */
export const gtinForms = (gtin14: string): string[] =>
  [14, 13, 12, 8].filter((n) => /^0*$/.test(gtin14.slice(0, 14 - n))).map((n) => gtin14.slice(14 - n));

/**
 * The GS1 century rule (General Specifications 7.12): a two-digit year more than 50 years ahead of
 * this one is of the last century, more than 49 behind of the next; else of this one.
 */
export const gs1Year = (yy: number, now: Date): number => {
  const year = now.getUTCFullYear();
  const century = year - (year % 100);
  const diff = yy - (year % 100);
  return diff >= 51 ? century - 100 + yy : diff <= -50 ? century + 100 + yy : century + yy;
};

/** YYMMDD as yyyy-MM-dd; DD 00 is the month's last day. */
const gs1Date = (ai: string, v: string, now: Date): string => {
  const [yy, mm, dd] = [v.slice(0, 2), v.slice(2, 4), v.slice(4, 6)].map(Number);
  if (mm < 1 || mm > 12) throw new Gs1Error('bad_date', ai);
  const year = gs1Year(yy, now);
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  if (dd > last) throw new Gs1Error('bad_date', ai);
  const day = dd === 0 ? last : dd;
  return `${year}-${String(mm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** One AI's data checked and turned into its value. */
const value = (ai: string, raw: string, now: Date): string | number => {
  const k = AIS[ai];
  if (!raw) throw new Gs1Error('empty', ai);
  if (k.fixed && raw.length < k.fixed) throw new Gs1Error('too_short', ai);
  if (raw.length > (k.fixed ?? k.max ?? 0)) throw new Gs1Error('too_long', ai);
  if (k.type === 'text') {
    if (!CSET82.test(raw)) throw new Gs1Error('bad_chars', ai);
    return raw;
  }
  if (!/^\d+$/.test(raw)) throw new Gs1Error('bad_chars', ai);
  if (k.type === 'check') {
    if (!checkDigitValid(raw)) throw new Gs1Error('check_digit', ai);
    return raw;
  }
  if (k.type === 'date') return gs1Date(ai, raw, now);
  return Number(raw);
};

export interface Gs1Element { ai: string; value: string }

/** The AI at the start of `s`: a known one, else a refusal naming its first digits. */
const aiAt = (s: string): string => {
  const two = s.slice(0, 2);
  if (AIS[two]) return two;
  if (!/^\d{2}$/.test(two)) throw new Gs1Error('bad_chars');
  // An AI's length follows from its first two digits (General Specifications 3.2): named whole in the refusal.
  const n = Number(two);
  const length = n <= 22 || n === 37 || n >= 90 ? 2 : (n >= 31 && n <= 36) || n === 39 || n >= 70 ? 4 : 3;
  throw new Gs1Error('unknown_ai', s.slice(0, length));
};

/** The elements of a GS1 element string with FNC1 as GS (none first), or of its parenthesised form. */
const elements = (s: string): Gs1Element[] => {
  const out: Gs1Element[] = [];
  if (s.startsWith('(')) {
    const parts = s.split(/\((\d{2,4})\)/);
    if (parts[0] !== '') throw new Gs1Error('bad_chars');
    for (let i = 1; i < parts.length; i += 2) {
      const ai = parts[i];
      if (!AIS[ai]) throw new Gs1Error('unknown_ai', ai);
      out.push({ ai, value: parts[i + 1] });
    }
    return out;
  }
  let rest = s;
  while (rest.length) {
    if (rest.startsWith(GS)) { rest = rest.slice(1); continue; }
    const ai = aiAt(rest);
    rest = rest.slice(ai.length);
    const k = AIS[ai];
    // A predefined-length AI ends by its length; any other at the next FNC1 or the end.
    const fixed = PREDEFINED[ai] ? PREDEFINED[ai] - ai.length : undefined;
    const end = fixed ?? (rest.includes(GS) ? rest.indexOf(GS) : rest.length);
    const data = rest.slice(0, end);
    if (!fixed && k.max && data.length > k.max) throw new Gs1Error('too_long', ai);
    out.push({ ai, value: data });
    rest = rest.slice(end);
  }
  return out;
};

/** The data of a list of elements; each AI at most once. */
const dataOf = (els: readonly Gs1Element[], now: Date): Gs1Data => {
  const data: Record<string, string | number> = {};
  for (const { ai, value: raw } of els) {
    const k = AIS[ai];
    if (k.field in data) throw new Gs1Error('duplicate_ai', ai);
    data[k.field] = value(ai, raw, now);
  }
  return data as Gs1Data;
};

/** What a scan read: GS1 data, a plain GTIN, plain text, or a refusal. `text` is the read without its symbology identifier. */
export type ScanRead =
  | { kind: 'gs1' | 'gtin' | 'text'; text: string; symbology?: string; data: Gs1Data; elements: Gs1Element[] }
  | { kind: 'refused'; text: string; symbology?: string; error: Gs1Error };

/** Symbology identifiers that announce GS1 data (ISO/IEC 15424). */
const GS1_SYMBOLOGIES = [']C1', ']d2', ']Q3', ']e0'];

export interface ParseOptions {
  /** The decoder's format: a `upc_e` read is spelled out as its UPC-A. */
  format?: string;
  /** Today, for the century of two-digit years. */
  now?: Date;
}

/**
 * Reads what a scanner or the camera delivered. GS1 when a symbology identifier says so, when it
 * starts with FNC1 or a parenthesised AI, or when a scanner without identifiers sends an (01) or
 * (00) whose check digit holds; a GTIN when it is 8, 12, 13 or 14 digits (check digit verified);
 * else text, trimmed.
 */
export const parseScan = (raw: string, options: ParseOptions = {}): ScanRead => {
  const now = options.now ?? new Date();
  // A wedge may end the read with CR/LF or send FNC1 last; neither is data.
  let text = raw.replace(/[\r\n]+$/, '');
  const sym = /^\][A-Za-z][0-9A-Za-z]/.exec(text)?.[0];
  if (sym) text = text.slice(3);
  const gs1 = (sym && GS1_SYMBOLOGIES.includes(sym)) || text.startsWith(GS) || /^\(\d{2,4}\)/.test(text)
    || (!sym && /^(01\d{14}|00\d{18})/.test(text) && checkDigitValid(text.slice(2, text.startsWith('00') ? 20 : 16)))
    // A GS inside a read is an FNC1 between fields: no plain code we read holds one.
    || (!sym && /^\d{2}/.test(text) && text.slice(0, -1).includes(GS));
  try {
    if (gs1) {
      const els = elements(text.replace(new RegExp(`${GS}+$`), ''));
      if (!els.length) throw new Gs1Error('empty');
      return { kind: 'gs1', text, symbology: sym, data: dataOf(els, now), elements: els };
    }
    const trimmed = text.trim();
    if (/^(\d{8}|\d{12,14})$/.test(trimmed)) {
      const digits = options.format === 'upc_e' && trimmed.length === 8 ? upcEToA(trimmed) : trimmed;
      if (!checkDigitValid(digits)) throw new Gs1Error('check_digit', '01');
      const gtin = digits.padStart(14, '0');
      return { kind: 'gtin', text: trimmed, symbology: sym, data: { gtin }, elements: [{ ai: '01', value: gtin }] };
    }
    return { kind: 'text', text: trimmed, symbology: sym, data: {}, elements: [] };
  } catch (e) {
    if (e instanceof Gs1Error) return { kind: 'refused', text, symbology: sym, error: e };
    throw e;
  }
};

/** yyyy-MM-dd as YYMMDD. */
const yymmdd = (ai: string, iso: string) => {
  const m = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Gs1Error('bad_date', ai);
  return `${m[1]}${m[2]}${m[3]}`;
};

/**
 * The elements of some data in the order a label prints them: the predefined-length AIs first, so
 * that only the variable-length ones between them need FNC1. Each value is checked as a read would
 * check it, so a label never carries what a scan refuses; and a parenthesis is refused in a text
 * value, which the human-readable form (and bwip-js's input) would misread as an AI's mark.
 */
export const gs1Elements = (parts: Gs1Data, now = new Date()): Gs1Element[] => {
  const els = (Object.keys(parts) as (keyof Gs1Data)[])
    .filter((f) => parts[f] !== undefined && parts[f] !== '')
    .map((f) => {
      const ai = AI_OF[f];
      const v = parts[f]!;
      if (AIS[ai].type === 'text' && /[()]/.test(String(v))) throw new Gs1Error('bad_chars', ai);
      return { ai, value: AIS[ai].type === 'date' ? yymmdd(ai, String(v)) : String(v) };
    })
    .sort((a, b) => Number(!PREDEFINED[a.ai]) - Number(!PREDEFINED[b.ai]) || a.ai.localeCompare(b.ai));
  dataOf(els, now);
  return els;
};

/** The element string a scanner would deliver (no symbology identifier): FNC1 only after a variable-length field that is not last. */
export const gs1ElementString = (parts: Gs1Data): string =>
  gs1Elements(parts).map((e, i, all) => `${e.ai}${e.value}${!PREDEFINED[e.ai] && i < all.length - 1 ? GS : ''}`).join('');

/** The human-readable form, `(01)07891234567895(10)L123`: what a label prints under the bars, and what bwip-js's gs1-128 takes. */
export const gs1HumanReadable = (parts: Gs1Data): string =>
  gs1Elements(parts).map((e) => `(${e.ai})${e.value}`).join('');
