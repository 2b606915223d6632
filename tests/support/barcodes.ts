import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import bwipjs from 'bwip-js/node';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFPage, type PDFRef } from 'pdf-lib';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { type Gs1Data, type ScanRead, parseScan } from '../../src/registry/gs1';
import { decode, setDecoderWasm } from '../../src/scan/decoder';

/**
 * The one barcode helper of the tests, benches and the fake camera (node): codes drawn by bwip-js,
 * PNGs turned into pixels, laid on a camera-sized frame, and read back with the app's own decoder
 * (src/scan/decoder.ts) and parser (src/registry/gs1.ts `parseScan`), as a phone reads them
 * (docs/decisions.md "Labels read back"). Also what a PDF holds (its images and texts) and what a
 * Zebra printer draws for a ZPL `^BC` field.
 */

// --- Drawing -------------------------------------------------------------------------------------

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

/** Code 128 symbol values drawn as they are (bwip-js's raw Code 128), as a printer would draw them. */
export const drawCodewords = (codewords: number[]): Promise<Buffer> => bwipjs.toBuffer({
  bcid: 'code128', raw: true, text: codewords.map((c) => `^${String(c).padStart(3, '0')}`).join(''),
  scale: 3, height: 12, paddingwidth: 10, paddingheight: 2, backgroundcolor: 'FFFFFF',
} as Parameters<typeof bwipjs.toBuffer>[0]);

// --- Pixels --------------------------------------------------------------------------------------

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

// --- Reading -------------------------------------------------------------------------------------

/** The reader's wasm, as the build ships it (never fetched from a CDN). */
export const decoderWasm = (): ArrayBuffer => {
  const file = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
};

let appReady = false;
/** The codes the app's decoder reads in pixels: `raw` as BarcodeDetector gives it, and `format`. */
export const readCodes = (image: Rgba) => {
  if (!appReady) { setDecoderWasm({ wasmBinary: decoderWasm() }); appReady = true; }
  return decode(image);
};

/** Pixels, or a PNG as bwip-js draws it. */
const pixels = (image: Rgba | Buffer): Rgba => (Buffer.isBuffer(image) ? pngToRgba(image) : image);

/** What the app makes of an image: each code its decoder finds, read by its parser as the scan input does. */
export const readBack = async (image: Rgba | Buffer, now?: Date): Promise<{ format: string; raw: string; read: ScanRead }[]> =>
  (await readCodes(pixels(image))).map((h) => ({ format: h.format, raw: h.raw, read: parseScan(h.raw, { format: h.format, now }) }));

let engineReady = false;
/**
 * The AIM symbology identifier of each Code 128 in an image (`]C1` GS1-128, `]C0` plain), by
 * zxing-wasm's reader, the engine under the app's decoder: BarcodeDetector answers no identifier,
 * so this is the one thing a test asks of the engine itself (docs/decisions.md "Labels read back").
 */
export const symbologies = async (image: Rgba | Buffer): Promise<string[]> => {
  if (!engineReady) { prepareZXingModule({ overrides: { wasmBinary: decoderWasm() } }); engineReady = true; }
  return (await readBarcodes(pixels(image) as unknown as ImageData, { formats: ['Code128'], textMode: 'Plain', tryHarder: true }))
    .map((r) => r.symbologyIdentifier);
};

/** What one label's bars say: the app's reading (its parser's kind, and data or text) and the engine's identifier. */
export type LabelRead =
  | { format: string; symbology: string; kind: 'gs1'; data: Gs1Data }
  | { format: string; symbology: string; kind: 'gtin' | 'text'; text: string }
  | { format: string; symbology: string; kind: 'refused'; error: string };

/** Reads the one code of a label's image as the app does, with the identifier the engine adds (`]C1`, `]C0`). */
export const labelRead = async (image: Rgba | Buffer): Promise<LabelRead> => {
  const hits = await readBack(image);
  if (hits.length !== 1) throw new Error(`labelRead: ${hits.length} codes in the image`);
  const [{ format, read }] = hits;
  const [symbology] = await symbologies(image);
  if (read.kind === 'gs1') return { format, symbology, kind: 'gs1', data: read.data };
  if (read.kind === 'refused') return { format, symbology, kind: 'refused', error: read.error.code };
  return { format, symbology, kind: read.kind, text: read.text };
};

// --- PDF -----------------------------------------------------------------------------------------

const streamBytes = (s: PDFRawStream) => {
  const filter = s.dict.get(PDFName.of('Filter'));
  return filter === PDFName.of('FlateDecode') ? new Uint8Array(inflateSync(s.contents)) : s.contents;
};

/** A page's content stream operators as text. */
const contentOf = (doc: PDFDocument, page: PDFPage) => {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs.map((r) => Buffer.from(streamBytes(doc.context.lookup(r as PDFRef) as PDFRawStream)).toString('latin1')).join('\n');
};

/** An image XObject as RGBA pixels (pdf-lib stores a PNG as raw RGB or grey rows, compressed). */
const pixelsOf = (s: PDFRawStream): Rgba => {
  const n = (k: string) => (s.dict.get(PDFName.of(k)) as PDFNumber).asNumber();
  const width = n('Width');
  const height = n('Height');
  const raw = streamBytes(s);
  const channels = raw.length / (width * height);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    for (let c = 0; c < 3; c += 1) data[i * 4 + c] = raw[i * channels + (channels === 1 ? 0 : c)];
    data[i * 4 + 3] = 255;
  }
  return { data, width, height };
};

export interface PdfPage { size: [number, number]; images: Rgba[]; texts: string[] }

/** Each page's size (points), its images in the order they are drawn, and its text strings in order. */
export const readPdf = async (bytes: Uint8Array): Promise<PdfPage[]> => {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const content = contentOf(doc, page);
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    const images = [...content.matchAll(/\/(\S+) Do/g)].map((m) => pixelsOf(doc.context.lookup(xobjects!.get(PDFName.of(m[1])) as PDFRef) as PDFRawStream));
    // pdf-lib writes a standard font's text as WinAnsi hex strings.
    const texts = [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1'));
    const { width, height } = page.getSize();
    return { size: [width, height], images, texts };
  });
};

// --- ZPL -----------------------------------------------------------------------------------------

export interface ZplLabel { format: string; barcode: string; texts: string[] }

/** Each `^XA … ^XZ`: its whole text, the `^FD` of its `^BC`, and its text fields (`^FH` hex decoded). */
export const readZpl = (zpl: string): ZplLabel[] => [...zpl.matchAll(/\^XA([\s\S]*?)\^XZ/g)].map((m) => {
  const body = m[1];
  const barcode = /\^BC[^^]*\^FD([^^]*)\^FS/.exec(body)?.[1] ?? '';
  const texts = [...body.matchAll(/\^FH\^FD([^^]*)\^FS/g)].map((t) => t[1].replace(/_([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
  return { format: m[0], barcode, texts };
});

/**
 * The Code 128 symbol values a Zebra printer draws for `^BC` mode N field data, by the ZPL II
 * guide's invocation codes: start codes `>;` C, `>:` B, `>9` A; `>8` FNC1; in C `>6` to B; in B
 * `>5` to C, `>0` a `>`, `>=` a `~`; digits in pairs in C, characters as they are in B.
 */
export const zplCodewords = (fd: string): number[] => {
  const out: number[] = [];
  let set: 'B' | 'C' = 'B';
  let i = 0;
  const start = fd.slice(0, 2);
  if (start === '>;') { out.push(105); set = 'C'; i = 2; } else if (start === '>:') { out.push(104); i = 2; } else out.push(104);
  while (i < fd.length) {
    const two = fd.slice(i, i + 2);
    if (two === '>8') { out.push(102); i += 2; continue; }
    if (set === 'C') {
      if (two === '>6') { out.push(100); set = 'B'; i += 2; continue; }
      if (!/^\d\d$/.test(two)) throw new Error(`subset C needs digit pairs at ${i} of ${fd}`);
      out.push(Number(two)); i += 2; continue;
    }
    if (two === '>5') { out.push(99); set = 'C'; i += 2; continue; }
    if (two === '>0') { out.push(30); i += 2; continue; }
    if (two === '>=') { out.push(94); i += 2; continue; }
    out.push(fd.charCodeAt(i) - 32); i += 1;
  }
  return out;
};

/** The printer's drawing of a ZPL label's `^FD` (its symbol values, by bwip-js) as a PNG. */
export const zplBars = (fd: string): Promise<Buffer> => drawCodewords(zplCodewords(fd));
