import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerCatalogs, translateMessage } from './i18n';

describe('message arguments', () => {
  beforeAll(() => loadServerCatalogs());

  it('are plain values, catalog keys in the caller\'s language, or lists of either joined with commas', () => {
    const rotas = { t: 'resources.rotas.name', smart_count: 2 };
    expect(translateMessage('pt', 'app.errors.conflict_reference', { resource: rotas })).toBe('Este registro ainda é usado por Rotas e não pode ser excluído');
    expect(translateMessage('en', 'app.errors.lines_locked', { field: { t: 'resources.itinerarios.fields.paradas' }, statuses: 'Open' }))
      .toBe('Stops can change only while the status is Open');
    expect(translateMessage('pt', 'app.errors.lines_locked', { field: 'X', statuses: ['Aberto', rotas, { t: 'resources.pontos.name' }] }))
      .toBe(`X só podem mudar enquanto o status é Aberto, Rotas, ${translateMessage('pt', 'resources.pontos.name', { smart_count: 1 })}`);
  });
});
