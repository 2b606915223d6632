// Brazilian document rules (docs/domain.md "Document masks and padding"), shared by the browser inputs and the server.
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB',
  'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

const checkDigit = (digits: string, weights: number[]): number => {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/**
 * A character's value in the modulo 11 of the alphanumeric CNPJ and of the NF-e access key
 * (IN RFB 2.229/2024, NT 2025.001): its ASCII code minus 48, so '0'–'9' keep their value and
 * 'A' is 17, 'B' 18, … Upper case only: callers upper-case first.
 */
const charValue = (c: string): number => c.charCodeAt(0) - 48;

/** Modulo 11 with weights 2, 3, … from the right, restarting at 2 after `maxWeight`; 0 when the rest is 0 or 1. */
const mod11 = (chars: string, maxWeight: number): number => {
  let sum = 0;
  for (let i = chars.length - 1, w = 2; i >= 0; i--, w = w === maxWeight ? 2 : w + 1) sum += charValue(chars[i]) * w;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** A CNPJ's first twelve positions (digits, or upper-case letters since July 2026): A–Z and 0–9. */
const CNPJ_BASE = /^[0-9A-Z]{12}$/;

/**
 * The two check digits of a CNPJ from its first twelve positions, numeric or alphanumeric: the
 * one function the browser and the server share (docs/domain.md "Document masks and padding").
 * For a numeric base it gives the check digits CNPJs always had.
 */
export const cnpjCheckDigits = (base: string): string => {
  if (!CNPJ_BASE.test(base)) throw new Error(`Not a CNPJ base: ${base}`);
  const first = mod11(base, 9);
  return `${first}${mod11(base + first, 9)}`;
};

/**
 * A stored CNPJ: 14 digits (a shorter numeric one is left-padded: docs/domain.md "Document masks and padding"), or 12
 * upper-case letters and digits followed by two numeric check digits. Never padded when it has
 * a letter: an alphanumeric CNPJ is always written whole.
 */
export const isValidCnpj = (value: string): boolean => {
  const d = /^\d+$/.test(value) ? value.padStart(14, '0') : value;
  if (!/^[0-9A-Z]{12}\d{2}$/.test(d) || /^(\d)\1{13}$/.test(d)) return false;
  return cnpjCheckDigits(d.slice(0, 12)) === d.slice(12);
};

/** What a CNPJ input keeps of typed text: letters (upper-cased) and digits, no punctuation. */
export const cnpjChars = (value: string): string => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** The CNPJ's mask: each # a letter or digit (the last two always digits). */
export const CNPJ_MASK = '##.###.###/####-##';

/**
 * A CNPJ typed as shown, whole or its start (`12.ABC.345/01DE-35`, `12.abc.3`), as stored
 * (`12ABC34501DE35`); undefined for other text. Every dot, slash and dash must sit where the
 * mask puts it, and at least the first dot be typed, so an address ("Rua 3-A") is not taken for one.
 */
export const unmaskCnpj = (typed: string): string | undefined => {
  if (typed.length < 3 || typed.length > CNPJ_MASK.length) return undefined;
  for (let i = 0; i < typed.length; i++) {
    if (CNPJ_MASK[i] === '#' ? !/[0-9A-Za-z]/.test(typed[i]) : typed[i] !== CNPJ_MASK[i]) return undefined;
  }
  return cnpjChars(typed);
};

/** NF-e, CT-e and MDF-e access key: cUF(2) AAMM(4) CNPJ(14, alphanumeric since NT 2025.001) mod(2) serie(3) nNF(9) tpEmis(1) cNF(8) cDV(1). */
const NFE_KEY_BODY = /^\d{6}[0-9A-Z]{12}\d{25}$/;

/**
 * The check digit cDV of an access key from its first 43 positions: modulo 11 with weights 2 to
 * 9 from the right, each character valued ASCII − 48 (NT 2025.001), 0 when the rest is 0 or 1.
 */
export const nfeKeyCheckDigit = (first43: string): number => {
  if (!NFE_KEY_BODY.test(first43)) throw new Error(`Not the start of an access key: ${first43}`);
  return mod11(first43, 9);
};

/**
 * A 44-position access key whose cDV is right; spaces (keys are printed in groups of four) and
 * lower case are accepted. The emitter's CNPJ inside it is not checked: the Receita checked it,
 * and a key may carry an emitter's CPF in those positions.
 */
export const isValidNfeKey = (value: string): boolean => {
  const key = value.replace(/\s/g, '').toUpperCase();
  return /^.{43}\d$/.test(key) && NFE_KEY_BODY.test(key.slice(0, 43)) && nfeKeyCheckDigit(key.slice(0, 43)) === Number(key[43]);
};

export const isValidCpf = (value: string): boolean => {
  const d = value.padStart(11, '0');
  if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[9]) && second === Number(d[10]);
};

/** Vehicle plates: old ABC1234 or Mercosul ABC1D23, upper-case without the dash. */
export const isValidPlaca = (value: string): boolean => /^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(value);

/** RENAVAM: 11 digits, the last a check digit over the first ten (weights 3,2,9,8,7,6,5,4,3,2). */
export const isValidRenavam = (value: string): boolean => {
  const d = value.padStart(11, '0');
  if (!/^\d{11}$/.test(d) || /^0+$/.test(d)) return false;
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(d[i]), 0);
  const digit = (sum * 10) % 11;
  return (digit === 10 ? 0 : digit) === Number(d[10]);
};

/** A plate as printed on the vehicle: an old one with its dash (ABC-1234), a Mercosul one without (ABC1D23). */
export const formatPlaca = (v: string): string => (/^[A-Z]{3}\d{4}$/.test(v) ? `${v.slice(0, 3)}-${v.slice(3)}` : v);

/** 12345678000195 → 12.345.678/0001-95, 12ABC34501DE35 → 12.ABC.345/01DE-35 (a numeric one padded first). */
export const formatCnpj = (d: string): string =>
  (/^\d+$/.test(d) ? d.padStart(14, '0') : d).replace(/^([0-9A-Z]{2})([0-9A-Z]{3})([0-9A-Z]{3})([0-9A-Z]{4})(\d{2})$/, '$1.$2.$3/$4-$5');
export const formatCpf = (d: string): string =>
  d.padStart(11, '0').replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
export const formatCep = (d: string): string => d.replace(/^(\d{5})(\d{3})$/, '$1-$2');
export const formatPhone = (d: string): string =>
  d.length === 11
    ? d.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3')
    : d.replace(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3');
