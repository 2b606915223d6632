import { describe, expect, it } from 'vitest';
import { splitBySuggestion } from './pickLines';

const pick = (lote: string, endereco: string, quantidade: number) => ({ material_id: 'm', lote, validade: null, endereco, quantidade, codigo: 'fefo', motivo: '' });

describe('splitBySuggestion', () => {
  it('replaces the line by one line per lot and bin, the first keeping its id, others untouched', () => {
    const lines = [{ id: 'a', material_id: 'x', quantidade: 1 }, { id: 'b', material_id: 'm', quantidade: 5 }, { id: 'c', material_id: 'y', quantidade: 2 }];
    expect(splitBySuggestion(lines, 1, { linhas: [pick('L1', 'A-01-01-01', 3), pick('', 'A-01-01-02', 2)], falta: 0 })).toEqual([
      lines[0],
      { id: 'b', material_id: 'm', lote: 'L1', endereco: 'A-01-01-01', quantidade: 3 },
      { material_id: 'm', lote: null, endereco: 'A-01-01-02', quantidade: 2 },
      lines[2],
    ]);
  });

  it('keeps the shortfall on a line without a bin, and the line as it was when nothing is available', () => {
    const lines = [{ id: 'b', material_id: 'm', quantidade: 5 }];
    expect(splitBySuggestion(lines, 0, { linhas: [pick('L1', 'A-01-01-01', 3)], falta: 2 })[1]).toEqual({ material_id: 'm', lote: null, endereco: null, quantidade: 2 });
    expect(splitBySuggestion(lines, 0, { linhas: [], falta: 5 })).toEqual(lines);
  });
});
