import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from './locale';
import { getResource, recordText, representText } from './homes';

afterEach(() => setCurrentLocale('en'));

describe('recordText (issue 16: references read as their own list shows them)', () => {
  it('writes a factor with the page language\'s decimal mark, never 0.3 on a Portuguese page', () => {
    const fatores = getResource('fator-calculos')!;
    setCurrentLocale('pt');
    expect(recordText(fatores, { id: '1', valor: 0.3, descricao: 'Ad valorem' })).toBe('0,3 - Ad valorem');
    expect(recordText(fatores, { id: '2', valor: 166.6667, descricao: 'Cubagem aérea' })).toBe('166,6667 - Cubagem aérea');
    setCurrentLocale('en');
    expect(recordText(fatores, { id: '1', valor: 0.3, descricao: 'Ad valorem' })).toBe('0.3 - Ad valorem');
  });

  it('writes a plate as its list column and the tracking board do', () => {
    const veiculos = getResource('veiculos')!;
    expect(recordText(veiculos, { id: '1', placa: 'FLT7390' })).toBe('FLT-7390');
    expect(recordText(veiculos, { id: '2', placa: 'ASD7G89' })).toBe('ASD7G89');
    // Titles and phone lists: formatted, as the record's own list shows it.
    expect(representText(veiculos, { id: '1', placa: 'FLT7390' })).toBe('FLT-7390');
  });

  it('keeps text and record numbers as they are', () => {
    expect(recordText(getResource('pontos')!, { id: '1', codigo: 'P0071', nome_fantazia: 'Cliente 1.234' })).toBe('P0071 - Cliente 1.234');
    expect(recordText(getResource('itinerarios')!, { id: '1', numero: 1024 })).toBe('1024');
  });
});
