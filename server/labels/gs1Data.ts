import { GS, checkDigit, checkDigitValid } from '../../src/registry/gs1';

export { GS };
/**
 * The GS1 element strings our labels encode (docs/decisions.md "Labels"): the few Application
 * Identifiers we print, their check digit, the SSCC, and the string a GS1-128 carries.
 *
 * The GS character and the check digit are src/registry/gs1.ts's (the scanner's parser); the
 * AIs a label writes are still listed here, apart from the parser's table (docs/decisions.md
 * "Labels": to be one table).
 */


/** The AIs a label of ours carries: (00) SSCC, (01) GTIN, (10) lot, (17) expiry, (91) our material code. */
export const AIS = {
  '00': { fixed: 18, numeric: true },
  '01': { fixed: 14, numeric: true },
  '10': { max: 20, numeric: false },
  '17': { fixed: 6, numeric: true },
  '91': { max: 90, numeric: false },
} as const satisfies Record<string, { fixed: number; numeric: true } | { max: number; numeric: false }>;

export type Ai = keyof typeof AIS;
export interface Gs1Part {
  ai: Ai;
  value: string;
}

/**
 * GS1's character set 82, what an alphanumeric AI may hold, less the parentheses: the label's
 * human-readable line (and bwip-js's input) marks the AIs with them, so a value holding one would
 * read ambiguously.
 */
const CSET82 = /^[!"%&'*+,\-./0-9:;<=>?A-Z_a-z]+$/;

/** A real GTIN (8, 12, 13 or 14 digits, its check digit right); "SEM GTIN" and zeros are none. */
export const isGtin = (value: string): boolean =>
  /^(\d{8}|\d{12,14})$/.test(value) && !/^0+$/.test(value) && checkDigitValid(value);

/** A GTIN as (01) carries it: 14 digits, zeros on the left. */
export const gtin14 = (gtin: string): string => gtin.padStart(14, '0');

/** GS1 company prefixes run from 4 to 12 digits; an SSCC keeps at least 4 digits of serial. */
export const COMPANY_PREFIX = /^\d{4,12}$/;

/**
 * An SSCC: extension digit 0, the company prefix, the serial filling the 16 digits left, the check
 * digit. Undefined when the serial no longer fits after that prefix.
 */
export const sscc = (companyPrefix: string, serial: bigint | number): string | undefined => {
  const room = 16 - companyPrefix.length;
  const s = String(serial);
  if (s.length > room) return undefined;
  const body = `0${companyPrefix}${s.padStart(room, '0')}`;
  return `${body}${checkDigit(body)}`;
};

/** Why a part cannot be encoded (a catalog key), or undefined when it can. */
export const partProblem = ({ ai, value }: Gs1Part): string | undefined => {
  const def = AIS[ai];
  if (def.numeric) return /^\d+$/.test(value) && value.length === def.fixed ? undefined : 'resources.etiquetas.messages.gs1_invalido';
  if (value.length > def.max) return 'resources.etiquetas.messages.gs1_longo';
  return CSET82.test(value) ? undefined : 'resources.etiquetas.messages.gs1_caracteres';
};

/** Fixed-length fields first, so that at most the fields after the first variable one need a separator. */
const ordered = (parts: readonly Gs1Part[]) =>
  [...parts].sort((a, b) => Number(!AIS[a.ai].numeric) - Number(!AIS[b.ai].numeric));

/**
 * The element string a GS1-128 carries after its leading FNC1: each AI and its value, a GS
 * (an FNC1 in the symbol) after every variable-length field that is not the last.
 */
export const elementString = (parts: readonly Gs1Part[]): string =>
  ordered(parts).map((p, i, all) => `${p.ai}${p.value}${!AIS[p.ai].numeric && i < all.length - 1 ? GS : ''}`).join('');

/** The human-readable line under the bars: `(01)07891234567895(17)261231(10)L12`, in the symbol's order. */
export const humanReadable = (parts: readonly Gs1Part[]): string => ordered(parts).map((p) => `(${p.ai})${p.value}`).join('');

/** A date (yyyy-MM-dd) as (17) writes it: YYMMDD. */
export const gs1Date = (day: string): string => `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;
