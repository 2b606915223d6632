import { BarcodeDetector as ZXingDetector, prepareZXingModule } from 'barcode-detector/ponyfill';

/**
 * The one barcode decoder of the app (docs/architecture.md "Scanning"): the browser's own
 * `BarcodeDetector` where it exists and reads every format we need (Chrome on Android, Safari on
 * macOS), else the `barcode-detector` ponyfill, ZXing compiled to wasm. Browser code that runs in
 * node too, so tests and benches decode with this same module: the wasm is handed over by the
 * caller (`setDecoderWasm`), never fetched from a CDN.
 */

/** What warehouse codes are printed as: EAN/UPC on products, Code 128 (and GS1-128) on bins and boxes, GS1 DataMatrix and QR. */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'data_matrix', 'qr_code'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

/** One code found in a frame: its text as the symbol holds it (FNC1 as GS) and its format. */
export interface ScanHit { raw: string; format: string }

interface Detector { detect(source: ImageBitmapSource | ImageData): Promise<{ rawValue: string; format: string }[]> }
interface NativeDetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * Where the ponyfill finds its wasm: the browser passes `locateFile` (the file Vite emitted, which
 * the service worker precaches: src/scan/wasm.ts), node the file's bytes as `wasmBinary`.
 */
export const setDecoderWasm = (overrides: { locateFile?: (path: string, prefix: string) => string; wasmBinary?: ArrayBuffer }) => {
  prepareZXingModule({ overrides, fireImmediately: false });
};

/** The native detector when it reads all our formats; else null. */
const nativeDetector = async (): Promise<Detector | null> => {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native || Native === (ZXingDetector as unknown)) return null;
  try {
    const supported = await Native.getSupportedFormats();
    return SCAN_FORMATS.every((f) => supported.includes(f)) ? new Native({ formats: [...SCAN_FORMATS] }) : null;
  } catch {
    return null;
  }
};

/** Node has no ImageData nor DOMRectReadOnly, which the ponyfill checks for and returns; the shapes it needs. */
const nodeShims = () => {
  const g = globalThis as Record<string, unknown>;
  g.ImageData ??= class { constructor(readonly data: Uint8ClampedArray, readonly width: number, readonly height: number) {} };
  g.DOMRectReadOnly ??= class { constructor(readonly x: number, readonly y: number, readonly width: number, readonly height: number) {} };
};

let chosen: Promise<Detector> | undefined;

/** The detector this device uses, chosen once: `native` says which it is (the bench and a test ask). */
export const detector = (options: { native?: boolean } = {}): Promise<Detector> => {
  if (options.native === false) {
    nodeShims();
    return Promise.resolve(new ZXingDetector({ formats: [...SCAN_FORMATS] }));
  }
  chosen ??= nativeDetector().then((n) => {
    if (n) return n;
    nodeShims();
    return new ZXingDetector({ formats: [...SCAN_FORMATS] });
  });
  return chosen;
};

/** Every code in one frame (a video, a canvas, an image, or RGBA pixels as `{ data, width, height }`). */
export const decode = async (source: ImageBitmapSource | { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number }): Promise<ScanHit[]> => {
  const d = await detector();
  const input = 'data' in source && !(source instanceof ImageData) ? new ImageData(source.data, source.width, source.height) : source;
  return (await d.detect(input as ImageBitmapSource)).map((b) => ({ raw: b.rawValue, format: b.format }));
};
