import { checkDigit } from '../../src/registry/gs1';

/**
 * What of GS1 is the server's alone: the SSCC a receipt's pallet label gets (server/labels/sscc.ts
 * keeps it). The AIs, their check and the element strings are src/registry/gs1.ts's, the one table
 * the scanner reads with and the labels write with (docs/decisions.md "Labels read back").
 */

/** The NF-e import (server/nfe/plan.ts) takes `isGtin` from here; its home is the registry. */
export { isGtin } from '../../src/registry/gs1';

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
