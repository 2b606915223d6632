import bwipjs from 'bwip-js/node';
import { gs1HumanReadable } from '../../src/registry/gs1';
import type { Barcode } from './model';

/**
 * The bars of a label as a PNG (bwip-js, the Barcode Writer in Pure PostScript): black on white,
 * with a quiet zone of ten modules each side, `px` pixels per module, `heightMm` tall at the
 * drawing's 72 dpi. No text: every format writes the human-readable line itself, the same way.
 */
export const barcodePng = (barcode: Barcode, { px = 3, heightMm = 12 } = {}): Promise<Buffer> => bwipjs.toBuffer({
  // gs1-128 checks each AI's format and check digit, and places the FNC1s itself.
  ...(barcode.kind === 'gs1-128' ? { bcid: 'gs1-128', text: gs1HumanReadable(barcode.data) } : { bcid: 'code128', text: barcode.text }),
  scale: px,
  height: heightMm,
  paddingwidth: 10,
  paddingheight: 2,
  backgroundcolor: 'FFFFFF',
  includetext: false,
});
