import type { Gs1Data } from '../../src/registry/gs1';

/**
 * What a label's bars carry: a plain Code 128 (a bin's address) or a GS1-128 (its data, which
 * src/registry/gs1.ts orders and separates as the scanner's parser reads it back).
 */
export type Barcode = { kind: 'code128'; text: string } | { kind: 'gs1-128'; data: Gs1Data };

/**
 * One label as every format draws it (docs/decisions.md "Labels"): a large title (the bin's
 * address, the material's description, the SSCC), the bars, and a few lines of small text. The
 * PDF and the ZPL are two drawings of this, so they cannot say different things.
 */
export interface Label {
  title: string;
  /** A bin's address is read from afar: its title is drawn as large as the label allows. */
  large?: boolean;
  barcode: Barcode;
  lines: readonly string[];
}
