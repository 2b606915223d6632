import { describe, expect, it } from 'vitest';
import { statusTone } from './statusTone';

describe('statusTone (SPEC 4)', () => {
  it.each([
    ['Aprovado', 'approved'], ['APROVADO', 'approved'], ['Operação realizada com sucesso', 'approved'],
    ['operacao realizada com sucesso', 'approved'], ['Approved', 'approved'], ['Operation successful', 'approved'],
    ['Approuvé', 'approved'], ['Opération réussie', 'approved'], ['Aprobado', 'approved'], ['Operación exitosa', 'approved'],
    ['تمت الموافقة', 'approved'], ['عملية ناجحة', 'approved'],
    ['Negado', 'denied'], ['Não autorizado', 'denied'], ['NAO AUTORIZADO', 'denied'], ['Denied', 'denied'],
    ['Not authorised', 'denied'], ['Not authorized', 'denied'], ['Refusé', 'denied'], ['Non autorisé', 'denied'],
    ['Denegado', 'denied'], ['No autorizado', 'denied'], ['مرفوض', 'denied'], ['غير مصرح', 'denied'],
    ['Aberta', 'neutral'], ['Em andamento', 'neutral'], ['Concluída', 'neutral'], [null, 'neutral'],
  ])('%s → %s', (name, tone) => {
    expect(statusTone(name)).toBe(tone);
  });
});
