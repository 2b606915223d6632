import { describe, expect, it } from 'vitest';
import { gs1HumanReadable, parseScan } from '../../src/registry/gs1';
import { type Symbology, barcodePng, frameWith, pngToRgba, readCodes } from '../support/barcodes';

const DIPYRONE = { gtin: '07891234567895', lot: 'L123', expiry: '2027-12-31' };
const NOW = new Date('2026-11-27T12:00:00Z');

/** A code drawn by bwip-js, in the middle of a 1280 × 720 frame, read by the app's decoder and its parser. */
const scan = async (bcid: Symbology, text: string, scale = 3) => {
  const hits = await readCodes(frameWith(pngToRgba(await barcodePng(bcid, text, scale))));
  return hits.map((h) => ({ format: h.format, read: parseScan(h.raw, { format: h.format, now: NOW }) }));
};

describe('the app decoder (ZXing wasm, as the camera uses it) reads what labels print', () => {
  it('GS1-128, GS1 DataMatrix and GS1 QR: GTIN, lot and expiry', async () => {
    for (const [bcid, format, scale] of [['gs1-128', 'code_128', 3], ['gs1datamatrix', 'data_matrix', 6], ['gs1qrcode', 'qr_code', 5]] as const) {
      const [hit] = await scan(bcid, gs1HumanReadable(DIPYRONE), scale);
      expect(hit?.format, bcid).toBe(format);
      expect(hit?.read, bcid).toMatchObject({ kind: 'gs1', data: DIPYRONE });
    }
  }, 60_000);

  it('EAN-13, EAN-8, UPC-A and UPC-E as a GTIN-14; a bin in Code 128 as text', async () => {
    expect((await scan('ean13', '7891234567895'))[0]?.read).toMatchObject({ kind: 'gtin', data: { gtin: '07891234567895' } });
    expect((await scan('ean8', '78912342'))[0]?.read).toMatchObject({ kind: 'gtin', data: { gtin: '00000078912342' } });
    expect((await scan('upca', '034567890125'))[0]?.read).toMatchObject({ kind: 'gtin', data: { gtin: '00034567890125' } });
    expect((await scan('upce', '01234565'))[0]?.read).toMatchObject({ kind: 'gtin', data: { gtin: '00012345000065' } });
    expect((await scan('code128', 'A-01-02-03'))[0]?.read).toMatchObject({ kind: 'text', text: 'A-01-02-03' });
  }, 60_000);

  it('finds nothing in an empty frame', async () => {
    expect(await readCodes(frameWith({ data: new Uint8ClampedArray(4).fill(255), width: 1, height: 1 }))).toEqual([]);
  }, 60_000);
});
