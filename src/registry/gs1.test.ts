import { describe, expect, it } from 'vitest';
import { GS, type ScanRead, checkDigit, endsByLength, gs1ElementString, gs1Elements, gs1HumanReadable, gs1Year, gtinForms, isGtin, parseScan } from './gs1';

const NOW = new Date('2026-11-27T12:00:00Z');
const read = (raw: string, format?: string) => parseScan(raw, { now: NOW, format });
const data = (r: ScanRead) => {
  if (r.kind === 'refused') throw new Error(`refused: ${r.error.code} ${r.error.ai ?? ''}`);
  return r.data;
};
const refusal = (r: ScanRead) => (r.kind === 'refused' ? { code: r.error.code, ai: r.error.ai } : r.kind);

const GTIN = '07891234567895';
const SSCC = '378912345678901232';

describe('GS1 element strings', () => {
  it('reads each supported AI', () => {
    expect(data(read(`]C1${'00'}${SSCC}`))).toEqual({ sscc: SSCC });
    expect(data(read(`]C101${GTIN}`))).toEqual({ gtin: GTIN });
    expect(data(read(`]C102${GTIN}37${'12'}`))).toEqual({ content: GTIN, count: 12 });
    expect(data(read(']C110L-123/A')).lot).toBe('L-123/A');
    expect(data(read(']C111260115')).production).toBe('2026-01-15');
    expect(data(read(']C115270301')).bestBefore).toBe('2027-03-01');
    expect(data(read(']C117271231')).expiry).toBe('2027-12-31');
    expect(data(read(']C121SN0001')).serial).toBe('SN0001');
    expect(data(read(']C13712345678')).count).toBe(12345678);
  });

  it('reads (91), company internal: our material code when it is no GTIN, up to 90 characters', () => {
    expect(data(read(']C191CX-LUVA-M'))).toEqual({ internal: 'CX-LUVA-M' });
    expect(data(read(`]C191${'A'.repeat(90)}`)).internal).toHaveLength(90);
    expect(refusal(read(`]C191${'A'.repeat(91)}`))).toEqual({ code: 'too_long', ai: '91' });
    expect(refusal(read(']C191CX LUVA'))).toEqual({ code: 'bad_chars', ai: '91' });
    expect(refusal(read(`]C191A${GS}91B`))).toEqual({ code: 'duplicate_ai', ai: '91' });
    expect(data(read('(17)270101(10)123457(91)CX-LUVA-M'))).toEqual({ expiry: '2027-01-01', lot: '123457', internal: 'CX-LUVA-M' });
  });

  it('reads a dipyrone box: GTIN, lot and expiry in one GS1-128, under every GS1 symbology identifier', () => {
    const body = `01${GTIN}10L123${GS}17271231`;
    for (const sym of [']C1', ']d2', ']Q3', ']e0']) {
      const r = read(sym + body);
      expect(r.kind).toBe('gs1');
      expect(data(r)).toEqual({ gtin: GTIN, lot: 'L123', expiry: '2027-12-31' });
      expect(r.symbology).toBe(sym);
    }
  });

  it('takes FNC1 first, between variable fields, after a fixed one and last', () => {
    const want = { gtin: GTIN, lot: 'L1', serial: 'S9', count: 5 };
    expect(data(read(`${GS}01${GTIN}10L1${GS}21S9${GS}375`))).toEqual(want);
    expect(data(read(`]C101${GTIN}${GS}10L1${GS}21S9${GS}375${GS}`))).toEqual(want);
    expect(data(read(`]d2${GS}01${GTIN}10L1${GS}21S9${GS}375${GS}${GS}`))).toEqual(want);
  });

  it('takes FNC1 in every position around (91): first, before and after it, last, and doubled', () => {
    const want = { expiry: '2027-01-01', lot: '123457', internal: 'CX-LUVA-M' };
    for (const raw of [
      `]C117270101${'10'}123457${GS}91CX-LUVA-M`,
      `${GS}17270101${GS}10123457${GS}91CX-LUVA-M${GS}`,
      `]d291CX-LUVA-M${GS}17270101${'10'}123457`,
      `]Q3${GS}${GS}10123457${GS}${GS}91CX-LUVA-M${GS}17270101`,
    ]) expect(data(read(raw)), JSON.stringify(raw)).toEqual(want);
    // Without FNC1 after it, (91) runs to the end and takes what follows.
    expect(data(read(']C191CX-LUVA-M10123457')).internal).toBe('CX-LUVA-M10123457');
  });

  it('takes a read without identifier as GS1 when an FNC1 separates fields (ZXing and BarcodeDetector drop the leading one)', () => {
    expect(read(`17270101${'10'}123457${GS}91CX-LUVA-M`)).toMatchObject({ kind: 'gs1', data: { expiry: '2027-01-01', lot: '123457', internal: 'CX-LUVA-M' } });
    expect(read(`10L1${GS}21S9`)).toMatchObject({ kind: 'gs1', data: { lot: 'L1', serial: 'S9' } });
    // A GS only last is no separator; a bin has none.
    expect(read(`91CX${GS}`).kind).toBe('text');
    expect(read('A-01-02-03').kind).toBe('text');
    // Bad data behind a separator is refused, not taken as text.
    expect(refusal(read(`0107891234567896${'10'}L1${GS}21S9`))).toEqual({ code: 'check_digit', ai: '01' });
  });

  it('needs no separator after predefined-length AIs, and ends a variable one at FNC1 only', () => {
    expect(data(read(`]C100${SSCC}01${GTIN}17270100`))).toEqual({ sscc: SSCC, gtin: GTIN, expiry: '2027-01-31' });
    // Without FNC1 the lot runs to the end: what follows is part of it.
    expect(data(read(`]C110L1${'17'}271231`)).lot).toBe('L117271231');
  });

  it('reads the human-readable form with parentheses', () => {
    expect(data(read(`(01)${GTIN}(10)L123(17)271231`))).toEqual({ gtin: GTIN, lot: 'L123', expiry: '2027-12-31' });
    expect(data(read(`(00)${SSCC}(02)${GTIN}(37)40`))).toEqual({ sscc: SSCC, content: GTIN, count: 40 });
  });

  it('reads GS1 data from a scanner that sends no symbology identifier when it starts with a valid (01) or (00)', () => {
    expect(data(read(`01${GTIN}10L9${GS}17280229`))).toEqual({ gtin: GTIN, lot: 'L9', expiry: '2028-02-29' });
    expect(read('0112345678901234X').kind).toBe('text');
    // (01) or (00) alone, as a phone's decoder gives a GS1-128 of one field.
    expect(read(`01${GTIN}`)).toMatchObject({ kind: 'gs1', data: { gtin: GTIN } });
    expect(read(`00${SSCC}`)).toMatchObject({ kind: 'gs1', data: { sscc: SSCC } });
    expect(read('0107891234567896').kind).toBe('text');
  });

  it('refuses a bad check digit in (00), (01) and (02)', () => {
    expect(refusal(read(`]C100${SSCC.slice(0, 17)}3`))).toEqual({ code: 'check_digit', ai: '00' });
    expect(refusal(read(`]C10107891234567896`))).toEqual({ code: 'check_digit', ai: '01' });
    expect(refusal(read(`]C10207891234567890375`))).toEqual({ code: 'check_digit', ai: '02' });
    expect(refusal(read(`(01)07891234567894(10)L1`))).toEqual({ code: 'check_digit', ai: '01' });
    expect(refusal(read(`(00)${SSCC.slice(0, 17)}0(91)X`))).toEqual({ code: 'check_digit', ai: '00' });
    expect(refusal(read(`${GS}10L1${GS}01${GTIN.slice(0, 13)}0`))).toEqual({ code: 'check_digit', ai: '01' });
    expect(refusal(read(`]C191CX${GS}0207891234567890`))).toEqual({ code: 'check_digit', ai: '02' });
  });

  it('refuses an unknown AI, naming it whole', () => {
    expect(refusal(read(`]C101${GTIN}3103000125`))).toEqual({ code: 'unknown_ai', ai: '3103' });
    expect(refusal(read(`]C199ABC`))).toEqual({ code: 'unknown_ai', ai: '99' });
    expect(refusal(read(`(01)${GTIN}(240)X`))).toEqual({ code: 'unknown_ai', ai: '240' });
  });

  it('refuses an over-long field, a short fixed one, bad characters and a repeated AI', () => {
    expect(refusal(read(`]C110${'L'.repeat(21)}`))).toEqual({ code: 'too_long', ai: '10' });
    expect(refusal(read(`]C121${'9'.repeat(21)}`))).toEqual({ code: 'too_long', ai: '21' });
    expect(refusal(read(`]C137123456789`))).toEqual({ code: 'too_long', ai: '37' });
    expect(refusal(read(`]C10178912345`))).toEqual({ code: 'too_short', ai: '01' });
    expect(refusal(read(`(01)${GTIN}5`))).toEqual({ code: 'too_long', ai: '01' });
    expect(refusal(read(`]C137${'1A'}`))).toEqual({ code: 'bad_chars', ai: '37' });
    expect(refusal(read(`]C110L 1`))).toEqual({ code: 'bad_chars', ai: '10' });
    expect(refusal(read(`]C110A${GS}10B`))).toEqual({ code: 'duplicate_ai', ai: '10' });
    expect(refusal(read(`]C110`))).toEqual({ code: 'empty', ai: '10' });
  });

  it('reads DD 00 as the last day of the month and refuses impossible dates', () => {
    expect(data(read(']C117280200')).expiry).toBe('2028-02-29');
    expect(data(read(']C117270200')).expiry).toBe('2027-02-28');
    expect(data(read(']C117270400')).expiry).toBe('2027-04-30');
    expect(refusal(read(']C117271301'))).toEqual({ code: 'bad_date', ai: '17' });
    expect(refusal(read(']C117270230'))).toEqual({ code: 'bad_date', ai: '17' });
    expect(refusal(read(']C117270000'))).toEqual({ code: 'bad_date', ai: '17' });
  });

  it('applies the GS1 century rule: more than 50 years ahead is last century, more than 49 behind the next', () => {
    const in2026 = new Date('2026-06-01T00:00:00Z');
    expect(gs1Year(76, in2026)).toBe(2076);
    expect(gs1Year(77, in2026)).toBe(1977);
    expect(gs1Year(0, in2026)).toBe(2000);
    const in2080 = new Date('2080-06-01T00:00:00Z');
    expect(gs1Year(30, in2080)).toBe(2130);
    expect(gs1Year(31, in2080)).toBe(2031);
    expect(data(parseScan(']C117991231', { now: in2026 })).expiry).toBe('1999-12-31');
  });
});

describe('plain EAN and UPC codes', () => {
  it('reads EAN-13, EAN-8, UPC-A and GTIN-14 as a 14-digit GTIN', () => {
    expect(data(read('7891234567895')).gtin).toBe(GTIN);
    expect(data(read(']E07891234567895')).gtin).toBe(GTIN);
    expect(data(read('78912342')).gtin).toBe('00000078912342');
    expect(data(read('034567890125')).gtin).toBe('00034567890125');
    expect(data(read(GTIN)).gtin).toBe(GTIN);
    expect(read('7891234567895').kind).toBe('gtin');
  });

  it('spells a UPC-E out as its UPC-A', () => {
    expect(data(read('01234565', 'upc_e')).gtin).toBe('00012345000065');
  });

  it('refuses a plain code whose check digit is wrong', () => {
    expect(refusal(read('7891234567896'))).toEqual({ code: 'check_digit', ai: '01' });
    expect(refusal(read('78912343'))).toEqual({ code: 'check_digit', ai: '01' });
  });

  it('knows a GTIN: 8, 12, 13 or 14 digits with a right check digit, not zeros', () => {
    expect(isGtin('7891000315507')).toBe(true);
    expect(isGtin('7891000315508')).toBe(false);
    expect(isGtin('78912342')).toBe(true);
    expect(isGtin('SEM GTIN')).toBe(false);
    expect(isGtin('00000000')).toBe(false);
    expect(isGtin('789100031550')).toBe(false);
  });

  it('gives the forms a material code may hold a GTIN in', () => {
    expect(gtinForms(GTIN)).toEqual([GTIN, '7891234567895']);
    expect(gtinForms('00000078912342')).toEqual(['00000078912342', '0000078912342', '000078912342', '78912342']);
    expect(gtinForms('17891234567892')).toEqual(['17891234567892']);
  });

  it('reads anything else as text: a bin, trimmed, with the Enter a wedge sends dropped', () => {
    expect(read('A-01-02-03\r\n')).toMatchObject({ kind: 'text', text: 'A-01-02-03' });
    expect(read(']C0A-01-02-03')).toMatchObject({ kind: 'text', text: 'A-01-02-03', symbology: ']C0' });
  });
});

describe('building element strings', () => {
  it('puts fixed-length AIs first and FNC1 only between variable ones', () => {
    expect(gs1ElementString({ lot: 'L123', gtin: GTIN, expiry: '2027-12-31' })).toBe(`01${GTIN}17271231${'10'}L123`);
    expect(gs1ElementString({ serial: 'S1', lot: 'L1', gtin: GTIN })).toBe(`01${GTIN}10L1${GS}21S1`);
    expect(gs1ElementString({ sscc: SSCC, content: GTIN, count: 40 })).toBe(`00${SSCC}02${GTIN}3740`);
    expect(gs1HumanReadable({ gtin: GTIN, lot: 'L123', expiry: '2027-12-31' })).toBe(`(01)${GTIN}(17)271231(10)L123`);
  });

  it('round-trips build → parse, raw with each identifier and human-readable', () => {
    const samples = [
      { gtin: GTIN, lot: 'L-123', expiry: '2027-12-31' },
      { gtin: GTIN, lot: 'A1', serial: 'X/2', count: 7, production: '2026-01-02', bestBefore: '2027-06-30' },
      { sscc: SSCC, content: GTIN, count: 12345678 },
      { sscc: SSCC },
    ];
    for (const s of samples) {
      for (const sym of [']C1', ']d2', ']Q3', ']e0', GS]) expect(data(read(sym + gs1ElementString(s)))).toEqual(s);
      expect(data(read(gs1HumanReadable(s)))).toEqual(s);
    }
  });

  it('builds (91) after the fixed fields, with FNC1 only between variable ones, and orders by AI', () => {
    expect(gs1ElementString({ internal: 'CX-LUVA-M', lot: '123457', expiry: '2027-01-01' })).toBe(`17270101${'10'}123457${GS}91CX-LUVA-M`);
    expect(gs1Elements({ internal: 'CX-LUVA-M' })).toEqual([{ ai: '91', value: 'CX-LUVA-M' }]);
    expect(gs1HumanReadable({ internal: 'CX-LUVA-M', gtin: GTIN })).toBe(`(01)${GTIN}(91)CX-LUVA-M`);
    expect([...'00 01 17 10 21 37 91'.split(' ')].filter(endsByLength)).toEqual(['00', '01', '17']);
  });

  it('refuses to build what a read would refuse, and parentheses the human-readable form would misread', () => {
    expect(() => gs1ElementString({ internal: 'X'.repeat(91) })).toThrow(/too_long \(91\)/);
    expect(() => gs1ElementString({ lot: 'L(1)' })).toThrow(/bad_chars \(10\)/);
    expect(() => gs1ElementString({ internal: 'CX LUVA' })).toThrow(/bad_chars \(91\)/);
    expect(() => gs1ElementString({ gtin: '07891234567896' })).toThrow(/check_digit/);
    expect(() => gs1ElementString({ lot: 'L'.repeat(21) })).toThrow(/too_long/);
    expect(() => gs1ElementString({ expiry: '31/12/2027' })).toThrow(/bad_date/);
  });

  it('computes the check digit of GTINs and SSCCs', () => {
    expect(checkDigit('0789123456789')).toBe(5);
    expect(checkDigit('37891234567890123')).toBe(2);
  });
});
