import { describe, expect, it } from 'vitest';
import { MASKS, applyMask, maskChars, formatDate, formatTime, formatValue } from './format';

describe('formatValue', () => {
  it('shows Brazilian documents with their masks (SPEC 5)', () => {
    expect(formatValue('cnpj', '12345678000195', 'pt')).toBe('12.345.678/0001-95');
    expect(formatValue('cnpj', '345678000195', 'pt')).toBe('00.345.678/0001-95');
    expect(formatValue('cnpj', '12ABC34501DE35', 'pt')).toBe('12.ABC.345/01DE-35');
    expect(formatValue('cpf_cnpj', '12ABC34501DE35', 'ar')).toBe('12.ABC.345/01DE-35');
    expect(formatValue('cpf_cnpj', '52998224725', 'pt')).toBe('529.982.247-25');
    expect(formatValue('cpf', '12345678909', 'pt')).toBe('123.456.789-09');
    expect(formatValue('cep', '1310100', 'pt')).toBe('01310-100');
    expect(formatValue('phone', '1133224455', 'pt')).toBe('(11) 3322-4455');
    expect(formatValue('mobile', '11987654321', 'pt')).toBe('(11) 98765-4321');
    expect(formatValue('card', '1234', 'pt')).toBe('•••• 1234');
  });
  it('formats dates dd/MM/yyyy and decimals per locale with 4 places', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatValue('decimal', 1234.56789, 'pt')).toBe('1.234,5679');
    expect(formatValue('decimal', 1234.5678, 'en')).toBe('1,234.5678');
    expect(formatValue('time', '08:30:00', 'en')).toBe('08:30');
    // A moment's hour on a 24-hour clock, whatever the browser's own locale.
    expect(formatTime('2026-11-23T20:05:00')).toBe('20:05');
  });
  it('masks input progressively', () => {
    expect(applyMask('1234', MASKS.cnpj!.pattern as string)).toBe('12.34');
    expect(applyMask('11987654321', MASKS.mobile!.pattern as string)).toBe('(11) 98765-4321');
  });
  it('keeps a CNPJ\'s letters upper-cased and only digits elsewhere', () => {
    expect(maskChars(MASKS.cnpj!, '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(maskChars(MASKS.cpf_cnpj!, '12.abc')).toBe('12ABC');
    expect(maskChars(MASKS.cpf!, '529.98a2')).toBe('529982');
    expect(applyMask('12ABC', MASKS.cnpj!.pattern as string)).toBe('12.ABC');
  });
});
