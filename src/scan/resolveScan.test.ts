import { describe, expect, it } from 'vitest';
import { parseScan } from '../registry/gs1';
import { type ScannedMaterial, mergeScan, resolveScan } from './resolveScan';

const DIPIRONA: ScannedMaterial = { id: 'm1', codigo: '7891000000014', descricao: 'Dipirona', unidade: 'CX', via: 'gtin', fator: 1 };
const SORO_CX6: ScannedMaterial = { id: 'm2', codigo: 'SORO-500', descricao: 'Soro', unidade: 'UN', via: 'fornecedor', fator: 6 };
const table: Record<string, ScannedMaterial[]> = { '07891000000014': [DIPIRONA], 'SF-CX6': [SORO_CX6], 'DUP-1': [DIPIRONA, SORO_CX6] };
const asked: string[] = [];
const lookup = async (codigo: string) => { asked.push(codigo); return table[codigo] ?? []; };
const resolve = (raw: string) => {
  const read = parseScan(raw, { now: new Date('2026-11-27T12:00:00Z') });
  if (read.kind === 'refused') throw new Error(read.error.code);
  return resolveScan(read, lookup);
};

describe('resolveScan', () => {
  it('a bin is plain text in the bin pattern, upper-cased, with no lookup', async () => {
    asked.length = 0;
    expect(await resolve('a-01-02-03')).toEqual({ ok: true, fields: { bin: 'A-01-02-03' } });
    expect(asked).toEqual([]);
  });

  it('a dipyrone GS1-128 fills material, lot, expiry and count at once', async () => {
    expect(await resolve('(01)07891000000014(10)L123(17)271231')).toEqual({
      ok: true, fields: { material: DIPIRONA, lot: 'L123', expiry: '2027-12-31', serial: undefined, sscc: undefined, count: 1 },
    });
    expect((await resolve('7891000000014'))).toMatchObject({ ok: true, fields: { material: DIPIRONA, count: 1 } });
  });

  it('a supplier code multiplies its count by the mapping\'s factor; (37) counts too', async () => {
    expect(await resolve('SF-CX6')).toMatchObject({ ok: true, fields: { material: SORO_CX6, count: 6 } });
    expect(await resolve(']C10207891000000014375')).toMatchObject({ ok: true, fields: { material: DIPIRONA, count: 5 } });
  });

  it('our lot label without a GTIN names the material by its code in (91), with lot and expiry', async () => {
    expect(await resolve('(17)271231(10)L7(91)SF-CX6')).toEqual({
      ok: true, fields: { material: SORO_CX6, lot: 'L7', expiry: '2027-12-31', serial: undefined, sscc: undefined, count: 6 },
    });
  });

  it('a code that names nothing or two materials is refused, and a merge keeps what was filled', async () => {
    expect(await resolve('7891000000021')).toEqual({ ok: false, message: { key: 'app.scan.unknown_code', args: { code: '07891000000021' } } });
    expect(await resolve('DUP-1')).toEqual({ ok: false, message: { key: 'app.scan.ambiguous', args: { code: 'DUP-1', codigos: '7891000000014, SORO-500' } } });
    const filled = { bin: 'A-01-02-03', material: DIPIRONA, lot: 'L1' };
    expect(mergeScan(filled, { lot: 'L2', expiry: undefined })).toEqual({ bin: 'A-01-02-03', material: DIPIRONA, lot: 'L2' });
  });

  it('an SSCC alone names no material and asks nobody', async () => {
    asked.length = 0;
    expect(await resolve('(00)378912345678901232')).toEqual({ ok: true, fields: { sscc: '378912345678901232', lot: undefined, expiry: undefined, serial: undefined, count: undefined } });
    expect(asked).toEqual([]);
  });
});
