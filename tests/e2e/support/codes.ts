import { checkDigit } from '../../../src/registry/gs1';

// Codes new to this run: a spec's records never meet those of an earlier run on the same database.
let serial = Date.now() % 1e8;

/** A GTIN-13 of Brazil's prefix (789): a material's code, as an EAN is. */
export const gtin13 = () => {
  const body = `789${String(++serial).padStart(9, '0').slice(-9)}`;
  return `${body}${checkDigit(body)}`;
};

/** An SSCC of Brazil's prefix: the case a (37) count is printed on, as GS1 asks. */
export const sscc = () => {
  const body = `3789${String(++serial).padStart(13, '0').slice(-13)}`;
  return `${body}${checkDigit(body)}`;
};

/** A number new to this run, for names and note numbers. */
export const fresh = () => ++serial;
