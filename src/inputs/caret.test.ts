import { format } from '@react-input/mask';
import { describe, expect, it } from 'vitest';
import { digitsBefore, positionAfterDigits } from './caret';

const cnpj = (digits: string) => format(digits, { mask: '##.###.###/####-##', replacement: { '#': /\d/ } });

describe('caret of a masked input', () => {
  it('stays after the same digit when a digit in the middle is deleted or typed', () => {
    // "11.22|2.333/0001-81": Backspace took the third 2; the browser left "11.22|.333/0001-81".
    const deleted = '11.22.333/0001-81';
    const digits = digitsBefore(deleted, 5);
    expect(digits).toBe(4);
    const masked = cnpj('1122333000181');
    expect(masked).toBe('11.223.330/0018-1');
    expect(positionAfterDigits(masked, digits)).toBe(5);
    // Typing 2 there: "11.222|3.330/0018-1" becomes "11.222|.333/0001-81".
    expect(positionAfterDigits(cnpj('11222333000181'), digitsBefore('11.2223.330/0018-1', 6))).toBe(6);
  });

  it('moves past a separator the mask adds after the typed digit', () => {
    expect(positionAfterDigits(cnpj('112'), digitsBefore('112', 3))).toBe(4);
  });

  it('counts a CNPJ\'s letters like its digits', () => {
    const alnum = (chars: string) => format(chars, { mask: '##.###.###/####-##', replacement: { '#': /[0-9A-Z]/ } });
    const kept = /[0-9A-Za-z]/;
    // "12.AB|C.345/01DE-35": Backspace took the B; the caret stays after the A.
    const digits = digitsBefore('12.AC.345/01DE-35', 4, kept);
    expect(digits).toBe(3);
    expect(positionAfterDigits(alnum('12AC34501DE35'), digits, kept)).toBe(4);
    // Typing x there (upper-cased by the input) puts the caret after it, past no separator.
    expect(positionAfterDigits(alnum('12AXC34501DE35'), digitsBefore('12.AxC.345/01DE-35', 5, kept), kept)).toBe(5);
    // Digits alone would have lost count of the letters.
    expect(digitsBefore('12.AB', 5)).toBe(2);
  });

  it('goes to the start before any digit and to the end past the last', () => {
    expect(positionAfterDigits('(11) 3456-7890', 0)).toBe(0);
    expect(positionAfterDigits('(11) 3456-7890', 3)).toBe(6);
    expect(positionAfterDigits('(11) 3456', 9)).toBe(9);
  });
});
