import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import bwipjs from 'bwip-js/node';
import { decode, setDecoderWasm } from '../../../src/scan/decoder';

/**
 * Barcodes for tests and benches (node): drawn by bwip-js, laid on a camera-sized frame, and read
 * back with the app's own decoder (src/scan/decoder.ts), its wasm given from node_modules as the
 * app's build serves it.
 */

/** bwip-js's names of the symbologies the app reads. */
export type Symbology = 'gs1-128' | 'gs1datamatrix' | 'gs1qrcode' | 'ean13' | 'ean8' | 'upca' | 'upce' | 'code128' | 'datamatrix' | 'qrcode';

/**
 * A code as a PNG: black on white with a quiet zone, as a label prints it. DataMatrix square: bwip-js
 * picks a rectangular symbol for some contents, which ZXing often misses.
 */
export const barcodePng = (bcid: Symbology, text: string, scale = 3): Promise<Buffer> => bwipjs.toBuffer({
  bcid, text, scale, height: 15, includetext: false, backgroundcolor: 'FFFFFF', paddingwidth: 12, paddingheight: 12,
  ...(bcid.includes('datamatrix') ? { format: 'square' } : {}),
});

export interface Rgba { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number }

/** A PNG's pixels (8-bit grey, grey+alpha, RGB or RGBA, not interlaced: what bwip-js writes). */
export const pngToRgba = (png: Buffer): Rgba => {
  let pos = 8;
  let width = 0, height = 0, type = 0;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const kind = png.toString('latin1', pos + 4, pos + 8);
    const body = png.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0); height = body.readUInt32BE(4); type = body[9];
      if (body[8] !== 8 || body[12] !== 0) throw new Error('pngToRgba: 8-bit, non-interlaced PNGs only');
    }
    if (kind === 'IDAT') idat.push(body);
    pos += 12 + len;
  }
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[type];
  if (!channels) throw new Error(`pngToRgba: colour type ${type}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x];
      const a = x >= channels ? rows[y * stride + x - channels] : 0;
      const b = y ? rows[(y - 1) * stride + x] : 0;
      const c = x >= channels && y ? rows[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      rows[y * stride + x] = (v + [0, a, b, (a + b) >> 1, paeth][filter]) & 255;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const px = rows.subarray(i * channels, i * channels + channels);
    const [r, g, b2, al] = channels >= 3 ? [px[0], px[1], px[2], channels === 4 ? px[3] : 255] : [px[0], px[0], px[0], channels === 2 ? px[1] : 255];
    data.set([r, g, b2, al], i * 4);
  }
  return { data, width, height };
};

/** A white camera frame (1280 × 720 unless said) with the image in its middle. */
export const frameWith = (image: Rgba, width = 1280, height = 720): Rgba => {
  if (image.width > width || image.height > height) throw new Error(`frameWith: ${image.width}×${image.height} does not fit`);
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const x0 = (width - image.width) >> 1, y0 = (height - image.height) >> 1;
  for (let y = 0; y < image.height; y++) {
    data.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), ((y0 + y) * width + x0) * 4);
  }
  return { data, width, height };
};

/** The reader's wasm, as the build ships it. */
export const decoderWasm = (): ArrayBuffer => {
  const file = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
};

let ready = false;
/** The codes the app's decoder reads in pixels. */
export const readCodes = (image: Rgba) => {
  if (!ready) { setDecoderWasm({ wasmBinary: decoderWasm() }); ready = true; }
  return decode(image);
};
