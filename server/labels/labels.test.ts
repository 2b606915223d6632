import { checkDigit } from '../../src/registry/gs1';
import { describe, expect, it } from 'vitest';
import { decode, drawCodewords, gs1Parts, readPdf, readZpl, zplCodewords } from '../../tests/support/barcodes';
import { GS, type Gs1Part, elementString, humanReadable, isGtin, partProblem, sscc } from './gs1Data';
import type { Label } from './model';
import { labelsPdf } from './pdf';
import { code128FieldData, labelsZpl } from './zpl';

// docs/decisions.md "Labels": every kind of label, in every format, read back by the decoder.

const bin: Label = { title: 'B-03-12-04', large: true, barcode: { kind: 'code128', text: 'B-03-12-04' }, lines: [] };
const lotParts: Gs1Part[] = [{ ai: '10', value: 'L2026-07A' }, { ai: '01', value: '07891000315507' }, { ai: '17', value: '271130' }];
const lot: Label = { title: 'Dipirona 500 mg cx 10', barcode: { kind: 'gs1-128', parts: lotParts }, lines: ['Lote L2026-07A · Validade 2027-11-30'] };
// No GTIN: our code in (91), then the lot, so a GS must end (91) or (10), whichever comes first.
const noGtinParts: Gs1Part[] = [{ ai: '91', value: 'CX-LUVA-M' }, { ai: '17', value: '270101' }, { ai: '10', value: '123457' }];
const noGtin: Label = { title: 'Luva de procedimento M', barcode: { kind: 'gs1-128', parts: noGtinParts }, lines: ['Código CX-LUVA-M'] };
const palletParts: Gs1Part[] = [{ ai: '00', value: sscc('7891234', 42)! }];
const pallet: Label = { title: 'SSCC', barcode: { kind: 'gs1-128', parts: palletParts }, lines: ['Recebimento 12 · NF 4511', 'Fornecedor: Distribuidora Açaí'] };
const all = [bin, lot, noGtin, pallet];

/** What a reader should give for a label's bars: the plain text, or `]C1` and the element string. */
const expected = (l: Label) => (l.barcode.kind === 'code128'
  ? { symbology: ']C0', text: l.barcode.text }
  : { symbology: ']C1', text: elementString(l.barcode.parts) });

describe('GS1 data', () => {
  it('computes check digits and knows a GTIN', () => {
    expect(isGtin('7891000315507')).toBe(true);
    expect(isGtin('7891000315508')).toBe(false);
    expect(isGtin('4006381333931')).toBe(true);
    expect(isGtin('SEM GTIN')).toBe(false);
    expect(isGtin('00000000')).toBe(false);
    // GS1's General Specifications' worked example: GTIN-13 629104150021 + check digit 3.
    expect(checkDigit('629104150021')).toBe(3);
  });

  it('makes an SSCC of 18 digits: extension 0, the prefix, the serial padded, the check digit; none when the serial does not fit', () => {
    const s = sscc('7891234', 42)!;
    expect(s).toHaveLength(18);
    expect(s.slice(0, 17)).toBe('07891234000000042');
    expect(isGtin(s)).toBe(false);
    expect(Number(s[17])).toBe(checkDigit(s.slice(0, 17)));
    expect(sscc('789123456789', 9999)).toHaveLength(18);
    expect(sscc('789123456789', 10_000)).toBeUndefined();
  });

  it('puts fixed fields first and a GS after each variable field but the last', () => {
    expect(elementString(lotParts)).toBe('010789100031550717271130' + '10L2026-07A');
    expect(elementString(noGtinParts)).toBe(`17270101` + `91CX-LUVA-M${GS}10123457`);
    expect(humanReadable(noGtinParts)).toBe('(17)270101(91)CX-LUVA-M(10)123457');
  });

  it('refuses what GS1 cannot carry', () => {
    expect(partProblem({ ai: '10', value: 'L 1' })).toBe('resources.etiquetas.messages.gs1_caracteres');
    expect(partProblem({ ai: '10', value: 'L(1)' })).toBe('resources.etiquetas.messages.gs1_caracteres');
    expect(partProblem({ ai: '10', value: 'X'.repeat(21) })).toBe('resources.etiquetas.messages.gs1_longo');
    expect(partProblem({ ai: '01', value: '789100031550' })).toBe('resources.etiquetas.messages.gs1_invalido');
    expect(partProblem({ ai: '10', value: 'L2026-07A' })).toBeUndefined();
  });
});

describe('PDF labels read back', () => {
  it.each(['pdf-a4', 'pdf-termica'] as const)("%s: each label's embedded bars decode to what it encodes, its texts are on the page", async (format) => {
    const pages = await readPdf(await labelsPdf(all, format, 'Etiquetas'));
    const images = pages.flatMap((p) => p.images);
    expect(images).toHaveLength(all.length);
    for (const [i, label] of all.entries()) {
      const [read] = await decode(images[i]);
      expect({ symbology: read?.symbology, text: read?.text }).toEqual(expected(label));
      if (label.barcode.kind === 'gs1-128') expect(gs1Parts(read.text)).toEqual(expect.arrayContaining([...label.barcode.parts]));
    }
    const texts = pages.flatMap((p) => p.texts);
    expect(texts).toEqual(expect.arrayContaining(['B-03-12-04', humanReadable(lotParts), humanReadable(palletParts), 'Recebimento 12 · NF 4511']));
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
    expect(labels[2].barcode).toBe('>;>81727010191>6CX-LUVA-M>8>510123457');
    expect(labels[3].barcode).toBe(`>;>800${palletParts[0].value}`);
    for (const [i, label] of all.entries()) {
      expect(labels[i].format).toContain('^CI28');
      expect(labels[i].texts[0]).toBe(label.title);
      if (label.barcode.kind === 'gs1-128') expect(labels[i].texts).toContain(humanReadable(label.barcode.parts));
    }
  });

  it("the printer's reading of each ^FD (its symbol values, drawn by bwip-js) decodes to what the label encodes", async () => {
    for (const label of all) {
      const { data, symbols } = code128FieldData(label.barcode);
      const codewords = zplCodewords(data);
      expect(codewords).toHaveLength(symbols);
      const [read] = await decode(new Uint8Array(await drawCodewords(codewords)));
      expect({ symbology: read?.symbology, text: read?.text }).toEqual(expected(label));
    }
  });

  it('escapes ^, ~ and _ in text fields, and a > in the bars', () => {
    const [l] = readZpl(labelsZpl([{ title: 'a^b~c_d', barcode: { kind: 'code128', text: 'A>B' }, lines: [] }]));
    expect(l.format).toContain('^FDa_5Eb_7Ec_5Fd^FS');
    expect(l.texts[0]).toBe('a^b~c_d');
    expect(l.barcode).toBe('>:A>0B');
  });
});
