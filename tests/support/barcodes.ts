import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import bwipjs from 'bwip-js/node';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFPage, type PDFRef } from 'pdf-lib';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { AIS, type Ai, GS, type Gs1Part } from '../../server/labels/gs1Data';

/**
 * Reading printed labels back, for the tests (docs/decisions.md "Labels"): the bars decoded by
 * ZXing-C++ (zxing-wasm's reader, the engine under the app's `barcode-detector`), the images and
 * text a PDF holds, and a Zebra printer's reading of a ZPL `^BC` field.
 */

const require = createRequire(import.meta.url);
const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
// The wasm from node_modules, not the CDN zxing-wasm would fetch it from.
prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer } });

export interface Pixels { data: Uint8ClampedArray; width: number; height: number }
export interface Read { format: string; text: string; symbology: string }

/**
 * The one place a test decodes bars. Not the app's decoder (src/scan/decoder.ts), though the engine
 * is the same: that one answers as BarcodeDetector does (`rawValue`, `format`), without the AIM
 * symbology identifier, and the labels' tests assert it (`]C1` GS1-128 against `]C0` Code 128).
 * `text` is plain: a GS1 code's FNC1 separators as GS.
 */
export const decode = async (image: Uint8Array | Pixels): Promise<Read[]> =>
  (await readBarcodes(image as Uint8Array, { formats: ['Code128'], textMode: 'Plain', tryHarder: true }))
    .map((r) => ({ format: r.format, text: r.text, symbology: r.symbologyIdentifier }));

/** A GS1 element string (what a reader gives after `]C1`) split into its parts, by the AIs our labels use. */
export const gs1Parts = (text: string): Gs1Part[] => {
  const parts: Gs1Part[] = [];
  let rest = text;
  while (rest) {
    const ai = rest.slice(0, 2) as Ai;
    const def = AIS[ai];
    if (!def) throw new Error(`unknown AI in ${JSON.stringify(text)}`);
    const end = 'fixed' in def ? 2 + def.fixed : (rest.indexOf(GS) < 0 ? rest.length : rest.indexOf(GS));
    parts.push({ ai, value: rest.slice(2, end) });
    rest = rest.slice(end).replace(new RegExp(`^${GS}`), '');
  }
  return parts;
};

// --- PDF ----------------------------------------------------------------------------------------

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
const pixelsOf = (s: PDFRawStream): Pixels => {
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

export interface PdfPage { size: [number, number]; images: Pixels[]; texts: string[] }

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

// --- ZPL ----------------------------------------------------------------------------------------

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

/** Draws those symbol values as they are (bwip-js's raw Code 128), as the printer would. */
export const drawCodewords = (codewords: number[]): Promise<Buffer> => bwipjs.toBuffer({
  bcid: 'code128', raw: true, text: codewords.map((c) => `^${String(c).padStart(3, '0')}`).join(''),
  scale: 3, height: 12, paddingwidth: 10, paddingheight: 2, backgroundcolor: 'FFFFFF',
} as Parameters<typeof bwipjs.toBuffer>[0]);
