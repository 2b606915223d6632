import { describe, expect, it } from 'vitest';
import { type FieldDef, type RecordOf, defineResource, isDeletable, isEditable, isFinalStatus } from './define';

const GRUPO = { id: '01900000-0000-7000-8000-0000000000f1', nome: 'Contagem' };
const contagem = (transitions: Record<string, string[]>) => defineResource({
  name: 'contagens-teste',
  fields: {
    numero: { kind: 'sequence' },
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
    itens: { kind: 'lines', editableWhile: ['aberta'], fields: { quantidade: { kind: 'decimal', required: true } } },
  },
  statuses: {
    field: 'status_id',
    values: {
      aberta: { id: '01900000-0000-7000-8002-00000000f100', nome: 'Aberta' },
      fechada: { id: '01900000-0000-7000-8002-00000000f101', nome: 'Fechada' },
    },
  },
  workflow: { initial: 'aberta', transitions: transitions as never },
  display: 'numero',
  list: ['numero'],
  search: ['numero'],
  sort: { field: 'numero', order: 'desc' },
  menu: { group: 'armazenamento', order: 99, icon: 'Inventory' },
  viewRole: 'admin',
});

describe('statuses declared with their resource', () => {
  it('resolves keys to the literal ids: transitions, initial, editableWhile, refFilter of the group', () => {
    const r = contagem({ aberta: ['fechada'] });
    expect(r.workflow).toEqual({
      field: 'status_id',
      initial: '01900000-0000-7000-8002-00000000f100',
      transitions: { '01900000-0000-7000-8002-00000000f100': ['01900000-0000-7000-8002-00000000f101'] },
    });
    expect(r.statusIds).toEqual({ aberta: '01900000-0000-7000-8002-00000000f100', fechada: '01900000-0000-7000-8002-00000000f101' });
    expect(r.fields.itens.editableWhile).toEqual(['01900000-0000-7000-8002-00000000f100']);
    expect((r.fields.status_id as FieldDef).refFilter).toEqual({ grupo_id: GRUPO.id });
    expect(r.statuses?.list.map((s) => [s.key, s.ordem])).toEqual([['aberta', 1], ['fechada', 2]]);
  });

  it('refuses a transition to a status the declaration does not list', () => {
    expect(() => contagem({ aberta: ['arquivada'] })).toThrow(/status "arquivada" is not declared/);
    expect(() => contagem({ rascunho: ['aberta'] })).toThrow(/status "rascunho" is not declared/);
  });

  it('the typecheck refuses undeclared statuses too', () => {
    const declare = () => defineResource({
      name: 'x', fields: { s: { kind: 'ref', ref: 'status', group: GRUPO } },
      statuses: { field: 's', values: { a: { id: '1', nome: 'A' } } },
      // @ts-expect-error: "b" is not one of the declared statuses
      workflow: { initial: 'a', transitions: { a: ['b'] } },
      display: 's', list: [], search: [], sort: { field: 's', order: 'asc' }, menu: { group: 'transporte', order: 1, icon: 'X' }, viewRole: 'admin',
    });
    expect(declare).toThrow(/status "b" is not declared/);
  });
});

describe('what a status allows', () => {
  const F = { aberta: '01900000-0000-7000-8002-00000000f100', fechada: '01900000-0000-7000-8002-00000000f101' };
  it('a status the lifecycle never leaves is final, read from the transitions', () => {
    expect(isFinalStatus(contagem({ aberta: ['fechada'] }), F.fechada)).toBe(true);
    expect(isFinalStatus(contagem({ aberta: ['fechada'] }), F.aberta)).toBe(false);
    expect(isFinalStatus(contagem({ aberta: ['fechada'], fechada: ['aberta'] }), F.fechada)).toBe(false);
  });

  it('editableWhile and deletableWhile name statuses by key and are read from the record', () => {
    const r = { ...contagem({ aberta: ['fechada'] }), editableWhile: [F.aberta], deletableWhile: [F.fechada] };
    expect([isEditable(r, { status_id: F.aberta }), isEditable(r, { status_id: F.fechada })]).toEqual([true, false]);
    expect([isDeletable(r, { status_id: F.aberta }), isDeletable(r, { status_id: F.fechada })]).toEqual([false, true]);
    expect(isEditable(contagem({}), { status_id: F.fechada })).toBe(true);
  });
});

describe('RecordOf', () => {
  it('derives a record type from the declaration', () => {
    type Contagem = RecordOf<ReturnType<typeof contagem>>;
    const record: Contagem = {
      id: 'x', version: 1, created_at: '', updated_at: '', numero: 1, status_id: null, itens: [{ id: 'l', quantidade: 2 }],
    };
    // @ts-expect-error: a decimal is a number
    const wrong: Contagem['itens'][number]['quantidade'] = 'two';
    expect([record.itens[0].quantidade, wrong]).toEqual([2, 'two']);
  });
});
