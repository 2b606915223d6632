import { describe, expect, it } from 'vitest';
import { checkDigit, gs1HumanReadable, parseScan } from '../../registry/gs1';
import type { AcceptedRead } from '../../scan/ScanInput';
import { type CountableLine, countLookup, lineState, nextBin, nextLineInBin, readCode as readParsed } from './countReads';

const line = (id: string, endereco: string, codigo: string, extra: Partial<CountableLine> = {}): CountableLine =>
  ({ id, endereco, material_id: `m-${codigo}`, codigo, lote: null, contado: null, contado_por: null, recontar: false, ...extra });
/** A code as the scan input hands it over: parsed by src/registry/gs1.ts. */
const parsed = (raw: string) => {
  const r = parseScan(raw);
  if (r.kind === 'refused') throw r.error;
  return r as AcceptedRead;
};
const readCode = (raw: string, ls: readonly CountableLine[], bin: string | undefined) => readParsed(parsed(raw), ls, bin);
const gtin = (body: string) => `${body}${checkDigit(body)}`;
const lines = [
  line('1', 'A-01-01-01', 'DIP-500', { lote: 'L1' }),
  line('2', 'A-01-01-01', 'DIP-500', { lote: 'L2' }),
  line('3', 'A-01-01-01', 'GAZE', { contado: 4, contado_por: 'me' }),
  line('4', 'A-01-01-02', 'GAZE', { contado: 2, contado_por: 'me', recontar: true }),
  line('5', 'A-01-01-03', 'LUVA', { contado: 2, contado_por: 'other', recontar: true }),
];

describe('the counter reads codes', () => {
  it('a bin address goes to that bin, in any case and with spaces around', () => {
    expect(readCode(' a-01-01-02 ', lines, undefined)).toEqual({ kind: 'bin', bin: 'A-01-01-02' });
    expect(readCode('A-01-01-09', lines, 'A-01-01-01')).toEqual({ kind: 'bin', bin: 'A-01-01-09' });
  });
  it('a product before any bin asks for the bin first', () => {
    expect(readCode('GAZE', lines, undefined)).toEqual({ kind: 'bin_first' });
  });
  it('a product picks its line in the bin; several lots are offered; a lot picks its own line', () => {
    expect(readCode('gaze', lines, 'A-01-01-01')).toEqual({ kind: 'line', line: lines[2], count: 1 });
    expect(readCode('DIP-500', lines, 'A-01-01-01')).toEqual({ kind: 'lots', lines: [lines[0], lines[1]] });
    expect(readCode('l2', lines, 'A-01-01-01')).toEqual({ kind: 'line', line: lines[1], count: 1 });
  });
  it('a code that matches nothing in this bin is said, as read', () => {
    expect(readCode('LUVA', lines, 'A-01-01-01')).toEqual({ kind: 'unknown', code: 'LUVA' });
  });
});

describe('GS1 reads fill product and lot', () => {
  const box = gtin('0789100020010');
  const ean = line('6', 'A-01-01-04', '7891000100103');
  const withEan = [...lines, ean];
  it('a GTIN no line spells goes to the server; an EAN that is a material\'s code, or typed text, does not', () => {
    expect(countLookup(parsed(gs1HumanReadable({ gtin: box, lot: 'L1' })), withEan)).toBe(box);
    expect(countLookup(parsed('7891000100103'), withEan)).toBeUndefined();
    expect(countLookup(parsed('DIP-500'), withEan)).toBeUndefined();
  });
  it('GTIN and lot, the material named by the server, pick that lot\'s line: one read, no lot to choose', () => {
    expect(readParsed(parsed(gs1HumanReadable({ gtin: box, lot: 'L2', expiry: '2027-12-31' })), lines, 'A-01-01-01', { material_id: 'm-DIP-500', count: 1 }))
      .toEqual({ kind: 'line', line: lines[1], count: 1 });
  });
  it('(37) adds that many, times the supplier code\'s factor as the server counted it', () => {
    expect(readParsed(parsed(gs1HumanReadable({ content: box, lot: 'L1', count: 6 })), lines, 'A-01-01-01', { material_id: 'm-DIP-500', count: 12 }))
      .toEqual({ kind: 'line', line: lines[0], count: 12 });
    expect(readParsed(parsed(gs1HumanReadable({ content: gtin('0789100099990'), count: 6 })), withEan, 'A-01-01-04'))
      .toEqual({ kind: 'unknown', code: gtin('0789100099990') });
    expect(readParsed(parsed(gs1HumanReadable({ content: '07891000100103', count: 6 })), withEan, 'A-01-01-04'))
      .toEqual({ kind: 'line', line: ean, count: 6 });
  });
  it('an EAN-13 that is the material\'s code picks its line without the server', () => {
    expect(readParsed(parsed('7891000100103'), withEan, 'A-01-01-04')).toEqual({ kind: 'line', line: ean, count: 1 });
  });
  it('a lot this bin does not have, or a product the server names that is not in the bin, is unknown', () => {
    expect(readParsed(parsed(gs1HumanReadable({ gtin: box, lot: 'L9' })), lines, 'A-01-01-01', { material_id: 'm-DIP-500', count: 1 }))
      .toEqual({ kind: 'unknown', code: 'DIP-500 · L9' });
    expect(readParsed(parsed(gs1HumanReadable({ gtin: box, lot: 'L1' })), lines, 'A-01-01-01', { material_id: 'm-OTHER', count: 1 }))
      .toEqual({ kind: 'unknown', code: box });
  });
  it('a lot label alone, (10), picks the line of that lot; a GS1 read before the bin asks for the bin', () => {
    expect(readParsed(parsed('(10)L2'), lines, 'A-01-01-01')).toEqual({ kind: 'line', line: lines[1], count: 1 });
    expect(readParsed(parsed(gs1HumanReadable({ gtin: box, lot: 'L2' })), lines, undefined, { material_id: 'm-DIP-500' })).toEqual({ kind: 'bin_first' });
  });
});

describe('what is left to count', () => {
  it('a recount waits for another counter than the last', () => {
    expect(lines.map((l) => lineState(l, 'me'))).toEqual(['todo', 'todo', 'done', 'others', 'recount']);
    expect(lineState(lines[3], 'other')).toBe('recount');
  });
  it('the next bin and the next line follow the sheet\'s order', () => {
    expect(nextBin(lines, 'me')).toBe('A-01-01-01');
    expect(nextBin(lines.slice(2), 'me')).toBe('A-01-01-03');
    expect(nextLineInBin(lines, 'A-01-01-01', 'me')?.id).toBe('1');
    expect(nextLineInBin(lines, 'A-01-01-01', 'me', '1')?.id).toBe('2');
    expect(nextLineInBin(lines, 'A-01-01-01', 'me', '2')?.id).toBe('1');
    expect(nextLineInBin(lines, 'A-01-01-02', 'me')).toBeUndefined();
  });
});
