import { describe, expect, it } from 'vitest';
import { GS, type Gs1Data, checkDigit, gs1ElementString, gs1HumanReadable } from '../../src/registry/gs1';
import { type LabelRead, barcodePng, drawCodewords, labelRead, readBack, readPdf, readZpl, zplCodewords } from '../../tests/support/barcodes';
import { type LotSource, lotLabel } from './build';
import { sscc } from './gs1Data';
import type { Label } from './model';
import { labelsPdf } from './pdf';
import { code128FieldData, labelsZpl } from './zpl';

// docs/decisions.md "Labels" and "Labels read back": every kind of label, in every format, read
// back by the app's decoder (src/scan/decoder.ts) and parser (src/registry/gs1.ts), as a phone reads it.

const bin: Label = { title: 'B-03-12-04', large: true, barcode: { kind: 'code128', text: 'B-03-12-04' }, lines: [] };
const lotData: Gs1Data = { lot: 'L2026-07A', gtin: '07891000315507', expiry: '2027-11-30' };
const lot: Label = { title: 'Dipirona 500 mg cx 10', barcode: { kind: 'gs1-128', data: lotData }, lines: ['Lote L2026-07A · Validade 2027-11-30'] };
// No GTIN: our code in (91) and the lot, both variable: a GS must end the first of them.
const noGtinData: Gs1Data = { internal: 'CX-LUVA-M', expiry: '2027-01-01', lot: '123457' };
const noGtin: Label = { title: 'Luva de procedimento M', barcode: { kind: 'gs1-128', data: noGtinData }, lines: ['Código CX-LUVA-M'] };
const palletData: Gs1Data = { sscc: sscc('7891234', 42)! };
const pallet: Label = { title: 'SSCC', barcode: { kind: 'gs1-128', data: palletData }, lines: ['Recebimento 12 · NF 4511', 'Fornecedor: Distribuidora Açaí'] };
const all = [bin, lot, noGtin, pallet];

/** What the app should read in a label's bars (the bin's text, or the GS1 data it encodes), and the engine's identifier. */
const expected = (l: Label): LabelRead => (l.barcode.kind === 'code128'
  ? { format: 'code_128', symbology: ']C0', kind: 'text', text: l.barcode.text }
  : { format: 'code_128', symbology: ']C1', kind: 'gs1', data: l.barcode.data });

describe('GS1 data on labels', () => {
  const source = (s: Partial<LotSource>): LotSource => ({ codigo: '7891000315507', descricao: 'Dipirona', lote: 'L1', validade: '2027-11-30', ...s });
  const words = (k: string) => k;

  it('a lot label: (01) the GTIN in 14 digits, (10) the lot, (17) the expiry; (91) our code when it is no GTIN', () => {
    const made = (s: Partial<LotSource>) => {
      const r = lotLabel(source(s), words);
      if (!('label' in r)) throw new Error(JSON.stringify(r));
      return r.label.barcode.kind === 'gs1-128' ? r.label.barcode.data : r.label.barcode;
    };
    expect(made({})).toEqual({ gtin: '07891000315507', lot: 'L1', expiry: '2027-11-30' });
    expect(made({ codigo: 'CX-LUVA-M', lote: '123457', validade: null })).toEqual({ internal: 'CX-LUVA-M', lot: '123457' });
    // (91) alone would read as the text `91CX-LUVA-M`: the code itself, in plain Code 128.
    expect(made({ codigo: 'CX-LUVA-M', lote: '', validade: null })).toEqual({ kind: 'code128', text: 'CX-LUVA-M' });
    // A 13-digit code whose check digit is wrong is no GTIN: our code, printed whole.
    expect(made({ codigo: '7891000315508' })).toEqual({ internal: '7891000315508', lot: 'L1', expiry: '2027-11-30' });
  });

  it('refuses, naming the field, what GS1 cannot carry, by the parser\'s own checks', () => {
    const problem = (s: Partial<LotSource>) => ('problem' in lotLabel(source(s), words) ? (lotLabel(source(s), words) as { problem: unknown }).problem : undefined);
    expect(problem({ lote: 'L 1' })).toEqual({ field: 'lote', message: 'resources.etiquetas.messages.gs1_caracteres' });
    expect(problem({ lote: 'L(1)' })).toEqual({ field: 'lote', message: 'resources.etiquetas.messages.gs1_caracteres' });
    expect(problem({ lote: 'X'.repeat(21) })).toEqual({ field: 'lote', message: 'resources.etiquetas.messages.gs1_longo' });
    expect(problem({ codigo: 'LUVA Nº 7' })).toEqual({ field: 'codigo', message: 'resources.etiquetas.messages.gs1_caracteres' });
    expect(problem({ codigo: 'C'.repeat(91) })).toEqual({ field: 'codigo', message: 'resources.etiquetas.messages.gs1_longo' });
    expect(problem({ codigo: 'LUVA Nº 7', lote: '', validade: null })).toEqual({ field: 'codigo', message: 'resources.etiquetas.messages.gs1_caracteres' });
    expect(problem({ lote: 'L2026-07A' })).toBeUndefined();
  });

  it('why (91) alone prints as plain Code 128: the app reads a GS1-128 of it as the text 91…, the plain one as the code', async () => {
    expect((await readBack(await barcodePng('gs1-128', '(91)CX-LUVA-M'))).map((h) => h.read)).toMatchObject([{ kind: 'text', text: '91CX-LUVA-M' }]);
    expect((await readBack(await barcodePng('code128', 'CX-LUVA-M'))).map((h) => h.read)).toMatchObject([{ kind: 'text', text: 'CX-LUVA-M' }]);
  });

  it('makes an SSCC of 18 digits: extension 0, the prefix, the serial padded, the check digit; none when the serial does not fit', () => {
    const s = sscc('7891234', 42)!;
    expect(s).toHaveLength(18);
    expect(s.slice(0, 17)).toBe('07891234000000042');
    expect(Number(s[17])).toBe(checkDigit(s.slice(0, 17)));
    expect(sscc('789123456789', 9999)).toHaveLength(18);
    expect(sscc('789123456789', 10_000)).toBeUndefined();
  });

  it('puts fixed fields first and a GS after each variable field but the last', () => {
    expect(gs1ElementString(lotData)).toBe('010789100031550717271130' + '10L2026-07A');
    expect(gs1ElementString(noGtinData)).toBe(`17270101` + `10123457${GS}91CX-LUVA-M`);
    expect(gs1HumanReadable(noGtinData)).toBe('(17)270101(10)123457(91)CX-LUVA-M');
  });
});

describe('PDF labels read back', () => {
  it.each(['pdf-a4', 'pdf-termica'] as const)("%s: each label's embedded bars decode to what it encodes, its texts are on the page", async (format) => {
    const pages = await readPdf(await labelsPdf(all, format, 'Etiquetas'));
    const images = pages.flatMap((p) => p.images);
    expect(images).toHaveLength(all.length);
    for (const [i, label] of all.entries()) {
      expect(await labelRead(images[i]), label.title).toEqual(expected(label));
    }
    const texts = pages.flatMap((p) => p.texts);
    expect(texts).toEqual(expect.arrayContaining(['B-03-12-04', gs1HumanReadable(lotData), gs1HumanReadable(palletData), 'Recebimento 12 · NF 4511']));
    // Helvetica has no ç: the standard font prints what WinAnsi holds, Portuguese included.
    expect(texts).toContain('Fornecedor: Distribuidora Açaí');
  });

  it('A4: 24 labels a sheet of 210 × 297 mm; thermal: one 100 × 50 mm label a page', async () => {
    const a4 = await readPdf(await labelsPdf(Array.from({ length: 25 }, () => bin), 'pdf-a4', 'x'));
    expect(a4.map((p) => p.images.length)).toEqual([24, 1]);
    expect(a4[0].size.map((v) => Math.round(v / 72 * 25.4))).toEqual([210, 297]);
    const thermal = await readPdf(await labelsPdf([bin, lot], 'pdf-termica', 'x'));
    expect(thermal.map((p) => p.images.length)).toEqual([1, 1]);
    expect(thermal[0].size.map((v) => Math.round(v / 72 * 25.4))).toEqual([100, 50]);
  });

  it('a character WinAnsi lacks prints as ? instead of failing the file', async () => {
    const pages = await readPdf(await labelsPdf([{ ...bin, lines: ['مستودع Ω'] }], 'pdf-termica', 'x'));
    expect(pages[0].texts).toContain('?????? ?');
  });
});

describe('ZPL labels read back', () => {
  it('one ^XA…^XZ per label; a GS1-128 starts with FNC1 and has one after a variable field that is not last', () => {
    const labels = readZpl(labelsZpl(all));
    expect(labels).toHaveLength(all.length);
    expect(labels[0].barcode).toBe('>:B-03-12-04');
    // Digits in pairs in subset C, letters in B, back to C for four digits or more.
    expect(labels[1].barcode).toBe('>;>801078910003155071727113010>6L>52026>6-07A');
    expect(labels[2].barcode).toBe('>;>81727010110123457>891>6CX-LUVA-M');
    expect(labels[3].barcode).toBe(`>;>800${palletData.sscc}`);
    for (const [i, label] of all.entries()) {
      expect(labels[i].format).toContain('^CI28');
      expect(labels[i].texts[0]).toBe(label.title);
      if (label.barcode.kind === 'gs1-128') expect(labels[i].texts).toContain(gs1HumanReadable(label.barcode.data));
    }
  });

  it("the printer's reading of each ^FD (its symbol values, drawn by bwip-js) reads back as what the label encodes", async () => {
    for (const label of all) {
      const { data, symbols } = code128FieldData(label.barcode);
      const codewords = zplCodewords(data);
      expect(codewords).toHaveLength(symbols);
      expect(await labelRead(await drawCodewords(codewords)), label.title).toEqual(expected(label));
    }
  });

  it('escapes ^, ~ and _ in text fields, and a > in the bars', () => {
    const [l] = readZpl(labelsZpl([{ title: 'a^b~c_d', barcode: { kind: 'code128', text: 'A>B' }, lines: [] }]));
    expect(l.format).toContain('^FDa_5Eb_7Ec_5Fd^FS');
    expect(l.texts[0]).toBe('a^b~c_d');
    expect(l.barcode).toBe('>:A>0B');
  });
});
