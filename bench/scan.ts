// The camera's decode time per frame (docs/architecture.md "Scanning"): a 1280 × 720 frame holding
// a GS1-128 and one holding a GS1 DataMatrix, read by the app's decoder (src/scan/decoder.ts, the
// barcode-detector ponyfill over ZXing wasm, as a phone without a native BarcodeDetector runs it)
// and, as the reference, by zxing-wasm's own `readBarcodes` on the same pixels and formats.
import { readBarcodes, prepareZXingModule } from 'zxing-wasm/reader';
import { gs1HumanReadable } from '../src/registry/gs1';
import { barcodePng, decoderWasm, frameWith, pngToRgba, readCodes } from '../tests/support/barcodes';
import { interleaved, ms, report } from './lib';

const RUNS = Number(process.env.BENCH_SCAN_RUNS ?? 30);
const ZXING_FORMATS = ['EAN13', 'EAN8', 'UPCA', 'UPCE', 'Code128', 'DataMatrix', 'QRCode'] as const;
const LABEL = gs1HumanReadable({ gtin: '07891234567895', lot: 'L123', expiry: '2027-12-31' });

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)];

export const scan = async () => {
  prepareZXingModule({ overrides: { wasmBinary: decoderWasm() } });
  const frames = {
    'GS1-128': frameWith(pngToRgba(await barcodePng('gs1-128', LABEL, 3))),
    'GS1 DataMatrix': frameWith(pngToRgba(await barcodePng('gs1datamatrix', LABEL, 6))),
  };
  const rows: [string, string][] = [['command', `npm run bench -- scan   (BENCH_SCAN_RUNS=${RUNS}, median of ${RUNS} runs after one warm-up)`]];
  for (const [name, frame] of Object.entries(frames)) {
    const app = async () => {
      const hits = await readCodes(frame);
      if (hits.length !== 1) throw new Error(`${name}: the app's decoder read ${hits.length} codes`);
    };
    const reference = async () => {
      const hits = await readBarcodes(frame as unknown as ImageData, { formats: [...ZXING_FORMATS], textMode: 'Plain' });
      if (hits.length !== 1) throw new Error(`${name}: readBarcodes read ${hits.length} codes`);
    };
    await app();
    await reference();
    const [a, r] = await interleaved(RUNS, [app, reference]);
    rows.push([`${name}, app decoder (ponyfill)`, `${ms(median(a))} median, ${ms(a[0])} best`]);
    rows.push([`${name}, zxing-wasm readBarcodes`, `${ms(median(r))} median, ${ms(r[0])} best`]);
  }
  report('Scan: decode time per 1280 × 720 frame', rows);
};
