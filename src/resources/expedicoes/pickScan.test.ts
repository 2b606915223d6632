import { describe, expect, it } from 'vitest';
import { readPickScan } from './pickScan';

const materials = [
  { material_id: 'm-lot', codigo: 'DIP-500', controla_lote: true },
  { material_id: 'm-plain', codigo: 'CX-10', controla_lote: false },
];

describe('readPickScan: a scanned code becomes a field', () => {
  it('a bin starts over, upper-cased', () => {
    expect(readPickScan(' a-01-02-03 ', { endereco: 'B-01-01-01', material_id: 'm-lot', lote: 'L1' }, materials))
      .toEqual({ state: { endereco: 'A-01-02-03' }, pick: false });
  });

  it('a product without lots picks at once; with lots it waits for the lot, which picks', () => {
    expect(readPickScan('cx-10', { endereco: 'A-01-01-01' }, materials)).toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-plain' }, pick: true });
    const product = readPickScan('DIP-500', { endereco: 'A-01-01-01' }, materials);
    expect(product).toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-lot' }, pick: false });
    expect(readPickScan('L-2027', { endereco: 'A-01-01-01', material_id: 'm-lot' }, materials))
      .toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-lot', lote: 'L-2027' }, pick: true });
  });

  it('the same product again picks one more of the lot read; another product forgets the lot', () => {
    const state = { endereco: 'A-01-01-01', material_id: 'm-lot', lote: 'L1' };
    expect(readPickScan('DIP-500', state, materials)).toEqual({ state, pick: true });
    expect(readPickScan('CX-10', state, materials)).toEqual({ state: { endereco: 'A-01-01-01', material_id: 'm-plain' }, pick: true });
  });

  it('a product before any bin, or a code that fits nothing, is an error and keeps the state', () => {
    expect(readPickScan('CX-10', {}, materials)).toEqual({ error: 'bin_first', codigo: 'CX-10' });
    expect(readPickScan('XYZ', { endereco: 'A-01-01-01' }, materials)).toEqual({ error: 'unknown', codigo: 'XYZ' });
    expect(readPickScan('XYZ', { endereco: 'A-01-01-01', material_id: 'm-plain' }, materials)).toEqual({ error: 'unknown', codigo: 'XYZ' });
    expect(readPickScan('   ', { endereco: 'A-01-01-01', material_id: 'm-lot' }, materials)).toEqual({ error: 'unknown', codigo: '' });
  });
});
