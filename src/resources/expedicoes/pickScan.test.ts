import { describe, expect, it } from 'vitest';
import { checkDigit, gs1HumanReadable, parseScan } from '../../registry/gs1';
import type { AcceptedRead } from '../../scan/ScanInput';
import { pickLookup, readPickScan } from './pickScan';

const materials = [
  { material_id: 'm-lot', codigo: 'DIP-500', controla_lote: true },
  { material_id: 'm-plain', codigo: 'CX-10', controla_lote: false },
  { material_id: 'm-ean', codigo: '7891000100103', controla_lote: false },
];
/** A code as the scan input hands it over: parsed by src/registry/gs1.ts. */
const read = (raw: string) => {
  const r = parseScan(raw);
  if (r.kind === 'refused') throw r.error;
  return r as AcceptedRead;
};
const gtin = (body: string) => `${body}${checkDigit(body)}`;
const box = gs1HumanReadable({ gtin: gtin('0789100020010'), lot: 'L-2027', expiry: '2027-12-31' });
const dipirona = { id: 'm-lot', codigo: 'DIP-500', descricao: 'Dipirona', unidade: 'CX', via: 'gtin' as const, fator: 1 };

describe('readPickScan: a scanned code becomes a field', () => {
  it('a bin starts over, upper-cased', () => {
    expect(readPickScan(read(' a-01-02-03 '), { endereco: 'B-01-01-01', material_id: 'm-lot', lote: 'L1' }, materials))
      .toEqual({ state: { endereco: 'A-01-02-03' }, pick: false });
  });

  it('a product without lots picks at once; with lots it waits for the lot, which picks', () => {
    expect(readPickScan(read('cx-10'), { endereco: 'A-01-01-01' }, materials)).toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-plain' }, pick: true });
    const product = readPickScan(read('DIP-500'), { endereco: 'A-01-01-01' }, materials);
    expect(product).toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-lot' }, pick: false });
    expect(readPickScan(read('L-2027'), { endereco: 'A-01-01-01', material_id: 'm-lot' }, materials))
      .toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-lot', lote: 'L-2027' }, pick: true });
  });

  it('the same product again picks one more of the lot read; another product forgets the lot', () => {
    const state = { endereco: 'A-01-01-01', material_id: 'm-lot', lote: 'L1' };
    expect(readPickScan(read('DIP-500'), state, materials)).toEqual({ state, pick: true });
    expect(readPickScan(read('CX-10'), state, materials)).toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-plain' }, pick: true });
  });

  it('a product before any bin, or a code that fits nothing, is an error and keeps the state', () => {
    expect(readPickScan(read('CX-10'), {}, materials)).toEqual({ error: 'bin_first', codigo: 'CX-10' });
    expect(readPickScan(read('XYZ'), { endereco: 'A-01-01-01' }, materials)).toEqual({ error: 'unknown', codigo: 'XYZ' });
    expect(readPickScan(read('XYZ'), { endereco: 'A-01-01-01', material_id: 'm-plain' }, materials)).toEqual({ error: 'unknown', codigo: 'XYZ' });
  });
});

describe('GS1 reads: one read of a box is a pick', () => {
  it('a GTIN the note\'s codes do not spell goes to the server; an EAN that is a material\'s code, a typed code or a lot does not', () => {
    expect(pickLookup(read(box), materials)).toBe(gtin('0789100020010'));
    expect(pickLookup(read('7891000100103'), materials)).toBeUndefined();
    expect(pickLookup(read('DIP-500'), materials)).toBeUndefined();
    expect(pickLookup(read('L-2027'), materials)).toBeUndefined();
  });

  it('GTIN + lot + expiry found by the server: the pick of that lot at once', () => {
    expect(readPickScan(read(box), { endereco: 'A-01-01-01' }, materials, { material: dipirona, lot: 'L-2027', expiry: '2027-12-31', count: 1 }))
      .toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-lot', lote: 'L-2027' }, pick: true });
  });

  it('a (37) count, times the supplier code\'s factor, is the quantity picked', () => {
    const caixa = gs1HumanReadable({ content: gtin('0789100020010'), lot: 'L-2027', count: 6 });
    expect(readPickScan(read(caixa), { endereco: 'A-01-01-01' }, materials, { material: { ...dipirona, fator: 2 }, lot: 'L-2027', count: 12 }))
      .toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-lot', lote: 'L-2027' }, pick: true, quantidade: 12 });
  });

  it('a (37) count read with a product that waits for its lot is the quantity of the pick its lot completes', () => {
    const caixa = gs1HumanReadable({ content: gtin('0789100020010'), count: 6 });
    const product = readPickScan(read(caixa), { endereco: 'A-01-01-01' }, materials, { material: dipirona, count: 6 });
    expect(product).toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-lot', quantidade: 6 }, pick: false });
    if (!('state' in product)) throw new Error('refused');
    expect(readPickScan(read('L-2027'), product.state, materials))
      .toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-lot', lote: 'L-2027' }, pick: true, quantidade: 6 });
  });

  it('an EAN-13 that is the material\'s code picks without the server', () => {
    expect(readPickScan(read('7891000100103'), { endereco: 'A-01-01-01' }, materials))
      .toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-ean' }, pick: true });
  });

  it('a material the server names that is not on the note is refused naming it; a GTIN nobody names is unknown', () => {
    expect(readPickScan(read(box), { endereco: 'A-01-01-01' }, materials, { material: { ...dipirona, id: 'other', codigo: 'PARA-750' }, lot: 'L-2027' }))
      .toEqual({ error: 'not_on_note', codigo: 'PARA-750' });
    expect(readPickScan(read(box), { endereco: 'A-01-01-01' }, materials)).toEqual({ error: 'unknown', codigo: gtin('0789100020010') });
  });

  it('a GS1 box before the bin asks for the bin; a lot label alone, (10), is the lot of the product read', () => {
    expect(readPickScan(read(box), {}, materials, { material: dipirona, lot: 'L-2027' })).toEqual({ error: 'bin_first', codigo: 'DIP-500' });
    expect(readPickScan(read('(10)L-9'), { endereco: 'A-01-01-01', material_id: 'm-lot' }, materials))
      .toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-lot', lote: 'L-9' }, pick: true });
  });
});
