import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FieldCheck, type FieldDef, defineResource } from './define';
import { LINES_MAX, checkRecord, createSchema, fieldMessages, isCatalogKey, issueKey, updateSchema } from './validation';

// A whole record's schema: which fields must be there, what a blank value becomes, what a client
// may echo back, line items, rules between fields, and how zod's issues become one catalog message
// per field (issue 29: `npm run test:mutation -- validation`).

const V = 'app.validation.';
const resource = (fields: Record<string, FieldDef>, checks?: FieldCheck[]) => defineResource({
  name: 'probe',
  fields,
  checks,
  display: Object.keys(fields)[0],
  list: [],
  search: [],
  sort: { field: Object.keys(fields)[0], order: 'asc' },
  menu: { group: 'configuracoes', order: 1, icon: 'x' },
  viewRole: 'admin',
});
const errors = (schema: z.ZodType, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? {} : fieldMessages(result.error.issues);
};

describe('presence', () => {
  const r = resource({ nome: { kind: 'text', required: true }, obs: { kind: 'text' }, qtd: { kind: 'int' } });

  it('a required field missing, null, empty or only spaces is required', () => {
    for (const nome of [undefined, null, '', '   ']) {
      expect(errors(createSchema(r), { nome }), JSON.stringify(nome)).toEqual({ nome: { message: `${V}required`, args: {} } });
    }
  });

  it('an optional field empty or only spaces is stored as null; a falsy value is kept; a missing one stays missing', () => {
    expect(createSchema(r).parse({ nome: 'a', obs: '', qtd: 0 })).toEqual({ nome: 'a', obs: null, qtd: 0 });
    expect(createSchema(r).parse({ nome: 'a', obs: '   ' })).toEqual({ nome: 'a', obs: null });
    expect(createSchema(r).parse({ nome: 'a', obs: null })).toEqual({ nome: 'a', obs: null });
    expect(createSchema(r).parse({ nome: 'a', obs: ' x ' })).toEqual({ nome: 'a', obs: 'x' });
    expect(createSchema(r).parse({ nome: 'a' })).toEqual({ nome: 'a' });
  });

  it('an update may leave out any field but asks for the version, a whole number from 1 up within the column', () => {
    const update = updateSchema(r);
    expect(update.parse({ version: 1 })).toEqual({ version: 1 });
    expect(update.parse({ version: 2147483647, nome: 'b' })).toEqual({ version: 2147483647, nome: 'b' });
    expect(errors(update, {})).toEqual({ version: { message: `${V}required`, args: {} } });
    expect(errors(update, { version: 0 })).toEqual({ version: { message: `${V}too_small`, args: { min: 1 } } });
    expect(errors(update, { version: 2147483648 })).toEqual({ version: { message: `${V}too_big`, args: { max: 2147483647 } } });
    expect(errors(update, { version: 1.5 })).toEqual({ version: { message: `${V}integer`, args: {} } });
    expect(errors(update, { version: '1' })).toEqual({ version: { message: `${V}integer`, args: {} } });
    expect(errors(update, { version: 1, nome: '' })).toEqual({ nome: { message: `${V}required`, args: {} } });
  });

  it('an update accepts the record echoed back whole: its id and times are ignored, anything else is unknown', () => {
    const update = updateSchema(r);
    const echoed = { version: 3, nome: 'a', id: 'x', created_at: 'y', updated_at: 'z' };
    expect(update.safeParse(echoed).success).toBe(true);
    expect(errors(update, { ...echoed, bogus: 1 })).toEqual({ bogus: { message: `${V}unknown_field`, args: { field: 'bogus' } } });
  });

  it('names an unknown field, a body that is no object, and a missing body, in the issue itself', () => {
    const issue = (data: unknown) => createSchema(r).safeParse(data).error!.issues[0].message;
    expect(issue({ nome: 'a', bogus: 1 })).toBe(`${V}unknown_field`);
    expect(issue('x')).toBe(`${V}object`);
    expect(issue(undefined)).toBe(`${V}required`);
    expect(updateSchema(r).safeParse({ version: 1, bogus: 1 }).error!.issues[0].message).toBe(`${V}unknown_field`);
    expect(updateSchema(r).safeParse('x').error!.issues[0].message).toBe(`${V}object`);
  });
});

describe('what the server sets', () => {
  const r = resource({
    nome: { kind: 'text', required: true },
    total: { kind: 'decimal', computed: () => 0 },
    criado_em: { kind: 'datetime', stamp: 'create' },
    codigo: { kind: 'text', readOnly: true },
  });

  it('accepts derived values and stamps echoed back and drops them; a read-only field is unknown', () => {
    expect(createSchema(r).parse({ nome: 'a', total: 99, criado_em: 'whenever' })).toEqual({ nome: 'a' });
    expect(updateSchema(r).parse({ version: 1, total: 99, criado_em: 'whenever' })).toEqual({ version: 1 });
    expect(errors(createSchema(r), { nome: 'a', codigo: 'x' })).toEqual({ codigo: { message: `${V}unknown_field`, args: { field: 'codigo' } } });
  });

  it('takes the record\'s id from the client only when asked, and never the nil or the max UUID', () => {
    const id = '01900000-0000-7000-8001-000000000004';
    expect(createSchema(r, { clientId: true }).parse({ nome: 'a', id })).toEqual({ nome: 'a', id });
    expect(createSchema(r, { clientId: true }).parse({ nome: 'a' })).toEqual({ nome: 'a' });
    for (const nil of ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'x']) {
      expect(errors(createSchema(r, { clientId: true }), { nome: 'a', id: nil }), nil).toEqual({ id: { message: `${V}ref`, args: {} } });
    }
    expect(errors(createSchema(r), { nome: 'a', id })).toEqual({ id: { message: `${V}unknown_field`, args: { field: 'id' } } });
  });
});

describe('line items', () => {
  const line = { q: { kind: 'int', required: true }, obs: { kind: 'text' }, subtotal: { kind: 'decimal', computed: () => 0 } } satisfies Record<string, FieldDef>;
  const r = resource({ nome: { kind: 'text' }, itens: { kind: 'lines', min: 1, max: 2, fields: line } });
  const free = resource({ nome: { kind: 'text' }, itens: { kind: 'lines', fields: line } });

  it('parses each line by its fields, keeps a line\'s id, drops what the server sets', () => {
    const id = '01900000-0000-7000-8001-000000000004';
    expect(createSchema(r).parse({ itens: [{ q: 1, subtotal: 5 }, { id, q: 2, obs: '' }] })).toEqual({ itens: [{ q: 1 }, { id, q: 2, obs: null }] });
  });

  it('names a line\'s field by its path, and an unknown key in a line', () => {
    expect(errors(createSchema(r), { itens: [{ q: 1 }, { q: 'x' }] })).toEqual({ 'itens.1.q': { message: `${V}integer`, args: {} } });
    expect(errors(createSchema(r), { itens: [{ q: 1, bogus: 1 }] })).toEqual({ 'itens.0.bogus': { message: `${V}unknown_field`, args: { field: 'bogus' } } });
    expect(errors(createSchema(r), { itens: [{}] })).toEqual({ 'itens.0.q': { message: `${V}required`, args: {} } });
    expect(errors(createSchema(r), { itens: ['x'] })).toEqual({ itens: { message: `${V}object`, args: {} } });
    expect(errors(createSchema(r), { itens: [{ q: 1, id: '00000000-0000-0000-0000-000000000000' }] })).toEqual({ 'itens.0.id': { message: `${V}ref`, args: {} } });
  });

  it('counts the lines between the declared bounds, or up to LINES_MAX', () => {
    expect(errors(createSchema(r), { itens: [] })).toEqual({ itens: { message: `${V}lines_min`, args: { min: 1 } } });
    expect(errors(createSchema(r), { itens: [{ q: 1 }, { q: 2 }, { q: 3 }] })).toEqual({ itens: { message: `${V}lines_max`, args: { max: 2 } } });
    expect(createSchema(free).parse({ itens: [] })).toEqual({ itens: [] });
    const many = (n: number) => Array.from({ length: n }, () => ({ q: 1 }));
    expect(createSchema(free).safeParse({ itens: many(LINES_MAX) }).success).toBe(true);
    expect(errors(createSchema(free), { itens: many(LINES_MAX + 1) })).toEqual({ itens: { message: `${V}lines_max`, args: { max: LINES_MAX } } });
  });

  it('lines with a least number are required on create, optional on update; no lines is an empty list, never null', () => {
    expect(errors(createSchema(r), { nome: 'a' })).toEqual({ itens: { message: `${V}required`, args: {} } });
    expect(createSchema(free).parse({ nome: 'a' })).toEqual({ nome: 'a' });
    expect(updateSchema(r).parse({ version: 1 })).toEqual({ version: 1 });
    expect(errors(createSchema(free), { itens: null })).toEqual({ itens: { message: `${V}required`, args: {} } });
    expect(errors(createSchema(free), { itens: 'many' })).toEqual({ itens: { message: `${V}lines`, args: {} } });
  });
});

describe('rules between fields', () => {
  const r = resource({ inicio: { kind: 'int' }, fim: { kind: 'int' }, abre: { kind: 'time' }, fecha: { kind: 'time' }, de: { kind: 'text' }, para: { kind: 'text' } }, [
    { rule: 'not_after', field: 'inicio', other: 'fim' },
    { rule: 'before', field: 'abre', other: 'fecha' },
    { rule: 'different', field: 'de', other: 'para' },
    { rule: 'before', field: 'de', other: 'para' },
  ]);
  const broken = (record: Record<string, unknown>) => checkRecord(r, record);

  it('before: strictly earlier; not_after: earlier or equal; different: not equal', () => {
    expect(broken({ abre: '08:00', fecha: '17:00' })).toEqual({});
    expect(Object.keys(broken({ abre: '08:00', fecha: '08:00' }))).toEqual(['fecha']);
    expect(Object.keys(broken({ abre: '17:00', fecha: '08:00' }))).toEqual(['fecha']);
    expect(broken({ inicio: 9, fim: 10 })).toEqual({});
    expect(broken({ inicio: 10, fim: 10 })).toEqual({});
    expect(Object.keys(broken({ inicio: 100, fim: 50 }))).toEqual(['fim']);
    expect(broken({ de: 'A', para: 'B' })).toEqual({});
  });

  it('reports the first broken rule of a field, naming the other field by its label key', () => {
    expect(broken({ de: 'B', para: 'B' })).toEqual({ para: { message: `${V}different`, args: { other: { t: 'resources.probe.fields.de' } } } });
    expect(broken({ de: 'C', para: 'B' })).toEqual({ para: { message: `${V}before`, args: { other: { t: 'resources.probe.fields.de' } } } });
  });

  it('leaves a rule alone while either side is missing, null or empty', () => {
    for (const record of [
      { inicio: null, fim: 5 }, { fim: 5 }, { inicio: 'zz', fim: null }, { inicio: 'zz' }, { inicio: 5, fim: '' },
    ]) expect(broken(record), JSON.stringify(record)).toEqual({});
  });

  it('the record schemas report a broken rule under the later field, with its arguments', () => {
    const expected = { fim: { message: `${V}not_after`, args: { other: { t: 'resources.probe.fields.inicio' } } } };
    expect(errors(createSchema(r), { inicio: 100, fim: 50 })).toEqual(expected);
    expect(errors(updateSchema(r), { version: 1, inicio: 100, fim: 50 })).toEqual(expected);
    expect(createSchema(r).safeParse({ inicio: 1, fim: 50 }).success).toBe(true);
  });
});

describe('messages', () => {
  it('a catalog key names the app\'s or a home\'s catalog, whole', () => {
    for (const key of ['app.validation.required', 'resources.estoque.messages.estoque_insuficiente', 'app.x-y']) expect(isCatalogKey(key), key).toBe(true);
    for (const other of ['Required', 'my.app.validation', 'app.validation.x y', 'app.', 'apps.x', 42, undefined]) expect(isCatalogKey(other), String(other)).toBe(false);
  });

  it('reports a value under its field, a line\'s value under its path, a list\'s item under the list', () => {
    expect(issueKey([])).toBe('_');
    expect(issueKey(['nome'])).toBe('nome');
    expect(issueKey(['itens', 2, 'quantidade'])).toBe('itens.2.quantidade');
    expect(issueKey(['itens', 2, 'quantidade', 'x'])).toBe('itens.2.quantidade');
    expect(issueKey(['itens', 2])).toBe('itens');
    expect(issueKey(['roles', 0])).toBe('roles');
    expect(issueKey(['a', 'b', 'c'])).toBe('a');
  });

  it('keeps the first message of a field, with its bounds as numbers, and calls a text that is no key "invalid"', () => {
    const issues = [
      { code: 'too_small', origin: 'string', minimum: 3, inclusive: true, path: ['nome'], message: `${V}too_short`, input: 'ab' },
      { code: 'custom', path: ['nome'], message: `${V}later`, input: 'ab' },
      { code: 'too_big', origin: 'number', maximum: 10n, inclusive: true, path: ['qtd'], message: `${V}too_big`, input: 11 },
      { code: 'custom', path: ['obs'], message: 'Something went wrong', params: { a: 1 }, input: 1 },
      { code: 'invalid_type', expected: 'string', path: ['x'], message: `${V}text`, params: { leaked: true }, input: 1 },
    ] as unknown as z.core.$ZodIssue[];
    expect(fieldMessages(issues)).toEqual({
      nome: { message: `${V}too_short`, args: { min: 3 } },
      qtd: { message: `${V}too_big`, args: { max: 10 } },
      obs: { message: `${V}invalid`, args: { a: 1 } },
      x: { message: `${V}text`, args: {} },
    });
  });
});
