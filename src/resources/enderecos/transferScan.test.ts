import { describe, expect, it } from 'vitest';
import { placeTransferRead } from './transferScan';

const blank = { de: '', material: '', lote: '', para: '' };
const dipirona = { id: 'm1', codigo: 'DIP-500', descricao: 'Dipirona', unidade: 'CX', via: 'gtin' as const, fator: 1 };

describe('a read on the bin transfer', () => {
  it('from-bin, then product and lot in one GS1 read, then to-bin', () => {
    const one = placeTransferRead({ bin: 'A-01-01-01' }, blank);
    expect(one).toEqual({ ok: true, form: { ...blank, de: 'A-01-01-01' }, next: 'material' });
    const two = placeTransferRead({ material: dipirona, lot: 'L7', expiry: '2027-12-31', count: 1 }, { ...blank, de: 'A-01-01-01' });
    expect(two).toEqual({ ok: true, form: { de: 'A-01-01-01', material: 'DIP-500', lote: 'L7', para: '' }, material: dipirona, next: 'para' });
    expect(placeTransferRead({ bin: 'B-02-02-02' }, { de: 'A-01-01-01', material: 'DIP-500', lote: 'L7', para: '' }))
      .toEqual({ ok: true, form: { de: 'A-01-01-01', material: 'DIP-500', lote: 'L7', para: 'B-02-02-02' }, next: 'quantidade' });
  });

  it('a bin before any product replaces the from-bin', () => {
    expect(placeTransferRead({ bin: 'B-02-02-02' }, { ...blank, de: 'A-01-01-01' })).toMatchObject({ form: { de: 'B-02-02-02', para: '' } });
  });

  it('a product without a lot asks for the lot; the lot typed for the same product stays, another product\'s is cleared', () => {
    expect(placeTransferRead({ material: dipirona, count: 1 }, { ...blank, de: 'A-01-01-01', material: 'DIP-500', lote: 'L1' }, { id: 'm1' }))
      .toMatchObject({ form: { lote: 'L1' }, next: 'lote' });
    expect(placeTransferRead({ material: dipirona, count: 1 }, { ...blank, de: 'A-01-01-01', material: 'GAZE', lote: 'G1' }, { id: 'm2' }))
      .toMatchObject({ form: { material: 'DIP-500', lote: '' }, next: 'lote' });
  });

  it('a (37) count is the quantity; a read that names no product (an SSCC alone) is refused', () => {
    expect(placeTransferRead({ material: dipirona, lot: 'L7', count: 6 }, { ...blank, de: 'A-01-01-01' })).toMatchObject({ quantidade: 6 });
    expect(placeTransferRead({ sscc: '378900000000000018' }, blank)).toEqual({ ok: false, reason: 'no_product' });
  });
});
