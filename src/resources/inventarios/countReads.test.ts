import { describe, expect, it } from 'vitest';
import { type CountableLine, lineState, nextBin, nextLineInBin, readCode } from './countReads';

const line = (id: string, endereco: string, codigo: string, extra: Partial<CountableLine> = {}): CountableLine =>
  ({ id, endereco, codigo, lote: null, contado: null, contado_por: null, recontar: false, ...extra });
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
    expect(readCode('gaze', lines, 'A-01-01-01')).toEqual({ kind: 'line', line: lines[2] });
    expect(readCode('DIP-500', lines, 'A-01-01-01')).toEqual({ kind: 'lots', lines: [lines[0], lines[1]] });
    expect(readCode('l2', lines, 'A-01-01-01')).toEqual({ kind: 'line', line: lines[1] });
  });
  it('a code that matches nothing in this bin is said, as read', () => {
    expect(readCode('LUVA', lines, 'A-01-01-01')).toEqual({ kind: 'unknown', code: 'LUVA' });
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
