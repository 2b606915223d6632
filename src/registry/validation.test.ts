import { describe, expect, it } from 'vitest';
import en from '../../i18n/app/en';
import { isValidCnpj, isValidCpf } from './brazil';
import { FIELD_KINDS, type FieldDef, type FieldKind, defineResource } from './define';
import { checkRecord, createSchema, fieldMessages, fieldSchema, updateSchema } from './validation';

const probe = defineResource({
  name: 'probe',
  fields: Object.fromEntries(FIELD_KINDS.map((kind) => [kind, {
    kind, required: true, values: kind === 'enum' ? ['A', 'B'] : undefined, ref: kind === 'ref' ? 'grupos' : undefined,
    ...(kind === 'lines' ? { min: 1, fields: { q: { kind: 'int', required: true } } } : {}),
  } satisfies FieldDef])) as Record<FieldKind, FieldDef>,
  display: 'text',
  list: ['text'],
  search: ['text'],
  sort: { field: 'text', order: 'asc' },
  menu: { group: 'configuracoes', order: 1, icon: 'x' },
  viewRole: 'admin',
});

const CLIENT_KINDS = FIELD_KINDS.filter((k) => k !== 'sequence');

const messageExists = (key: string) => {
  const parts = key.split('.');
  let node: unknown = en;
  for (const p of parts) node = (node as Record<string, unknown>)?.[p];
  return typeof node === 'string';
};

const errorsOf = (data: unknown) => {
  const result = createSchema(probe).safeParse(data);
  return result.success ? {} : fieldMessages(result.error.issues);
};

describe('validation derived from declarations', () => {
  it('reports a required error for every missing field and an unknown-field error, all in the catalog', () => {
    const errors = errorsOf({ bogus: 1 });
    // A sequence number is the database's to give: never sent, never required.
    for (const kind of CLIENT_KINDS) expect(errors[kind]?.message, kind).toBe('app.validation.required');
    expect(errors.sequence).toBeUndefined();
    expect(errors.bogus).toEqual({ message: 'app.validation.unknown_field', args: { field: 'bogus' } });
  });

  it('gives each kind a catalogued message for a wrong value', () => {
    const wrong: Record<FieldKind, unknown> = {
      text: 42, int: 1.5, decimal: 'x', money: 'x', bool: 'yes', date: '2026-02-30', time: '25:00', datetime: 'yesterday',
      enum: 'C', ref: 'not-a-uuid', cnpj: '12345678000100', cpf: '12345678900', cpf_cnpj: '123', cep: '123456789',
      phone: '123', mobile: '1198765432', card: 'abc', email: 'nobody', uf: 'XX', latlng: { lat: 100, lng: 0 },
      password: 'short', roles: ['view-everything'], placa: 'ABC12345', renavam: '12345678901', sequence: 7, lines: 'many', file: 'photo.jpg', timezone: 'Mars Olympus',
    };
    const errors = errorsOf(wrong);
    expect(errors.sequence).toEqual({ message: 'app.validation.unknown_field', args: { field: 'sequence' } });
    for (const kind of CLIENT_KINDS) {
      expect(errors[kind], kind).toBeDefined();
      expect(errors[kind].message).not.toBe('app.validation.required');
      expect(messageExists(errors[kind].message), `${kind}: ${errors[kind].message}`).toBe(true);
    }
  });

  it('normalises Brazilian documents as SPEC 5 says', () => {
    expect(fieldSchema({ kind: 'cnpj' }).parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(fieldSchema({ kind: 'cpf' }).parse('529.982.247-25')).toBe('52998224725');
    expect(fieldSchema({ kind: 'cep' }).parse('01310-100')).toBe('01310100');
    expect(fieldSchema({ kind: 'card' }).parse('4111 1111 1111 1234')).toBe('1234');
    expect(fieldSchema({ kind: 'uf' }).parse('sp')).toBe('SP');
    expect(fieldSchema({ kind: 'decimal' }).parse(1.234567)).toBe(1.2346);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('11111111111')).toBe(false);
  });

  it('pads a CEP of fewer than 8 digits as SPEC 5 says; all zeros, letters or 9 digits are refused (issue 28)', () => {
    const cep = fieldSchema({ kind: 'cep' });
    expect(cep.parse('1310-100')).toBe('01310100');
    expect(cep.parse('1310100')).toBe('01310100');
    expect(cep.parse('1234')).toBe('00001234');
    for (const bad of ['0', '00000-000', '123456789', '1310-10a']) {
      expect(cep.safeParse(bad).error?.issues[0].message, bad).toBe('app.validation.cep');
    }
  });

  it('takes alphanumeric CNPJs upper-cased and whole, numeric ones as before, CPFs without letters', () => {
    const cnpj = fieldSchema({ kind: 'cnpj' });
    const doc = fieldSchema({ kind: 'cpf_cnpj' });
    for (const typed of ['12.ABC.345/01DE-35', '12.abc.345/01de-35', '12ABC34501DE35', ' 12abc34501DE35 ']) {
      expect(cnpj.parse(typed), typed).toBe('12ABC34501DE35');
      expect(doc.parse(typed), typed).toBe('12ABC34501DE35');
    }
    expect(cnpj.parse('0001-91')).toBe('00000000000191');
    expect(doc.parse('1234567890')).toBe('01234567890');
    const refused = (schema: typeof cnpj, value: string) => schema.safeParse(value).error?.issues.map((i) => i.message);
    // A letter in a check-digit position, a wrong check digit, a short alphanumeric one, a CPF with a letter.
    for (const bad of ['12.ABC.345/01DE-3A', '12.ABC.345/01DE-36', '2ABC34501DE35']) {
      expect(refused(cnpj, bad), bad).toEqual(['app.validation.cnpj']);
      expect(refused(doc, bad), bad).toEqual(['app.validation.cpf_cnpj']);
    }
    expect(refused(doc, '529.982.247-2A')).toEqual(['app.validation.cpf_cnpj']);
    expect(refused(fieldSchema({ kind: 'cpf' }), '529.982.247-2A')).toEqual(['app.validation.cpf']);
  });

  it('caps text at its declared length and reports the limit', () => {
    const schema = createSchema({ ...probe, fields: { nome: { kind: 'text', required: true, max: 5 } }, display: 'nome' });
    const result = schema.safeParse({ nome: 'abcdef' });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!.issues).nome).toEqual({ message: 'app.validation.too_long', args: { max: 5 } });
  });

  it('checks rules between fields: numbers as numbers, times as text', () => {
    const rules = defineResource({
      name: 'rules',
      fields: { inicio: { kind: 'int' }, fim: { kind: 'int' }, abre: { kind: 'time' }, fecha: { kind: 'time' } },
      checks: [{ rule: 'not_after', field: 'inicio', other: 'fim' }, { rule: 'before', field: 'abre', other: 'fecha' }],
      display: 'inicio', list: [], search: [], sort: { field: 'inicio', order: 'asc' }, menu: { group: 'transporte', order: 1, icon: 'x' }, viewRole: 'admin',
    });
    const broken = (record: Record<string, unknown>) => Object.keys(checkRecord(rules, record));
    expect(broken({ inicio: 100, fim: 50 })).toEqual(['fim']);
    expect(broken({ inicio: 100, fim: 100 })).toEqual([]);
    expect(broken({ inicio: 9, fim: 10 })).toEqual([]);
    expect(broken({ inicio: 100, fim: null })).toEqual([]);
    expect(broken({ abre: '17:00', fecha: '08:00' })).toEqual(['fecha']);
    expect(broken({ abre: '08:00', fecha: '08:00' })).toEqual(['fecha']);
    expect(checkRecord(rules, { inicio: 100, fim: 50 }).fim).toEqual({ message: 'app.validation.not_after', args: { other: { t: 'resources.rules.fields.inicio' } } });
    expect(messageExists('app.validation.not_after')).toBe(true);
  });

  it('requires a version on update but not the other fields', () => {
    const schema = updateSchema(probe);
    expect(fieldMessages(schema.safeParse({}).error!.issues)).toEqual({ version: { message: 'app.validation.required', args: {} } });
    expect(schema.safeParse({ version: 3, text: 'ok' }).success).toBe(true);
  });
});
