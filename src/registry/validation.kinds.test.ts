import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FieldDef, TEXT_MAX } from './define';
import { ROLES } from './roles';
import { type FieldMessage, fieldMessages, fieldSchema } from './validation';

// Each field kind's schema: what it accepts and answers, and the exact catalog message (with its
// arguments) of what it refuses, at both sides of every bound. The form shows these messages and the
// server answers them, so a wrong key or a bound off by one is a bug someone meets
// (issue 29: `npm run test:mutation -- validation`).

const V = 'app.validation.';
const parse = (f: FieldDef, value: unknown) => fieldSchema(f).parse(value);
/** The message a field reports for a value, as the form and the API show it; undefined when accepted. */
const refusal = (f: FieldDef, value: unknown): FieldMessage | undefined => {
  const result = z.object({ v: fieldSchema(f) }).safeParse({ v: value });
  return result.success ? undefined : fieldMessages(result.error.issues).v;
};
const message = (f: FieldDef, value: unknown) => refusal(f, value)?.message;

describe('every kind', () => {
  it('reports a missing or null value as required, and a value of the wrong type by its kind', () => {
    const kinds: [FieldDef, unknown, string][] = [
      [{ kind: 'text' }, 42, 'text'], [{ kind: 'int' }, 'x', 'integer'], [{ kind: 'decimal' }, 'x', 'number'], [{ kind: 'money' }, 'x', 'number'],
      [{ kind: 'bool' }, 'yes', 'boolean'], [{ kind: 'date' }, 20260228, 'date'], [{ kind: 'time' }, 830, 'time'], [{ kind: 'datetime' }, 1, 'datetime'],
      [{ kind: 'enum', values: ['A'] }, 1, 'enum'], [{ kind: 'ref' }, 1, 'ref'], [{ kind: 'file' }, 1, 'file'], [{ kind: 'email' }, 1, 'email'],
      [{ kind: 'placa' }, 1, 'placa'], [{ kind: 'renavam' }, 1, 'renavam'], [{ kind: 'cpf' }, 52998224725, 'cpf'], [{ kind: 'cnpj' }, 1, 'cnpj'],
      [{ kind: 'cpf_cnpj' }, 1, 'cpf_cnpj'], [{ kind: 'cep' }, 1310100, 'cep'], [{ kind: 'phone' }, 1, 'phone'], [{ kind: 'mobile' }, 1, 'mobile'],
      [{ kind: 'card' }, 1, 'card'], [{ kind: 'uf' }, 1, 'uf'], [{ kind: 'latlng' }, 'x', 'latlng'], [{ kind: 'timezone' }, 1, 'timezone'],
      [{ kind: 'roles' }, 'admin', 'roles'], [{ kind: 'sequence' }, 'x', 'integer'], [{ kind: 'password' }, 1, 'text'],
    ];
    for (const [f, wrong, key] of kinds) {
      expect(message(f, undefined), f.kind).toBe(`${V}required`);
      expect(message(f, null), f.kind).toBe(`${V}required`);
      expect(message(f, wrong), f.kind).toBe(`${V}${key}`);
    }
  });
});

describe('text', () => {
  it('trims, and caps at the declared length or TEXT_MAX, naming the limit', () => {
    expect(parse({ kind: 'text' }, '  abc  ')).toBe('abc');
    expect(parse({ kind: 'text' }, 'x'.repeat(TEXT_MAX))).toHaveLength(TEXT_MAX);
    expect(refusal({ kind: 'text' }, 'x'.repeat(TEXT_MAX + 1))).toEqual({ message: `${V}too_long`, args: { max: TEXT_MAX } });
    expect(parse({ kind: 'text', max: 5 }, '  abcde  ')).toBe('abcde');
  });

  it('asks for the declared least length, naming it', () => {
    expect(refusal({ kind: 'text', min: 3 }, 'ab')).toEqual({ message: `${V}too_short`, args: { min: 3 } });
    expect(parse({ kind: 'text', min: 3 }, 'abc')).toBe('abc');
  });

  it('upper-cases only when declared so', () => {
    expect(parse({ kind: 'text', upper: true }, 'abc')).toBe('ABC');
    expect(parse({ kind: 'text' }, 'abc')).toBe('abc');
  });

  it('matches a declared pattern whole, with its own message or "invalid"', () => {
    const codigo: FieldDef = { kind: 'text', pattern: '[A-Z]{2}\\d|Z', patternMessage: 'codigo' };
    expect(parse(codigo, 'AB1')).toBe('AB1');
    expect(parse(codigo, 'Z')).toBe('Z');
    for (const bad of ['xAB1', 'AB12', 'ZZ', 'AB1Z']) expect(message(codigo, bad), bad).toBe(`${V}codigo`);
    expect(message({ kind: 'text', pattern: '\\d+' }, 'x')).toBe(`${V}invalid`);
  });
});

describe('numbers', () => {
  it('int: whole numbers within the column, or the declared bounds, each bound named', () => {
    const int: FieldDef = { kind: 'int' };
    expect(parse(int, -2147483648)).toBe(-2147483648);
    expect(parse(int, 2147483647)).toBe(2147483647);
    expect(refusal(int, -2147483649)).toEqual({ message: `${V}too_small`, args: { min: -2147483648 } });
    expect(refusal(int, 2147483648)).toEqual({ message: `${V}too_big`, args: { max: 2147483647 } });
    expect(message(int, 1.5)).toBe(`${V}integer`);
    const bounded: FieldDef = { kind: 'int', min: 1, max: 10 };
    expect(refusal(bounded, 0)).toEqual({ message: `${V}too_small`, args: { min: 1 } });
    expect(refusal(bounded, 11)).toEqual({ message: `${V}too_big`, args: { max: 10 } });
    expect([parse(bounded, 1), parse(bounded, 10)]).toEqual([1, 10]);
  });

  it('decimal: four places, within numeric(18,4) or the declared bounds', () => {
    const decimal: FieldDef = { kind: 'decimal' };
    expect(parse(decimal, 1.234567)).toBe(1.2346);
    expect([parse(decimal, -1e13), parse(decimal, 1e13)]).toEqual([-1e13, 1e13]);
    expect(refusal(decimal, -1e13 - 1)).toEqual({ message: `${V}too_small`, args: { min: -1e13 } });
    expect(refusal(decimal, 1e13 + 1)).toEqual({ message: `${V}too_big`, args: { max: 1e13 } });
    expect(refusal({ kind: 'decimal', min: 0, max: 5 }, -0.5)).toEqual({ message: `${V}too_small`, args: { min: 0 } });
    expect(refusal({ kind: 'decimal', min: 0, max: 5 }, 5.5)).toEqual({ message: `${V}too_big`, args: { max: 5 } });
  });

  it('money: two places, within its range or the declared bounds', () => {
    const money: FieldDef = { kind: 'money' };
    expect(parse(money, 10.239)).toBe(10.24);
    expect([parse(money, -1e11), parse(money, 1e11)]).toEqual([-1e11, 1e11]);
    expect(refusal(money, -1e11 - 1)).toEqual({ message: `${V}too_small`, args: { min: -1e11 } });
    expect(refusal(money, 1e11 + 1)).toEqual({ message: `${V}too_big`, args: { max: 1e11 } });
    expect(refusal({ kind: 'money', min: 0, max: 100 }, -1)).toEqual({ message: `${V}too_small`, args: { min: 0 } });
    expect(refusal({ kind: 'money', min: 0, max: 100 }, 100.01)).toEqual({ message: `${V}too_big`, args: { max: 100 } });
  });

  it('positive: more than zero, for every number kind that declares it', () => {
    for (const kind of ['int', 'decimal', 'money'] as const) {
      expect(message({ kind, positive: true }, 0), kind).toBe(`${V}positive`);
      expect(parse({ kind, positive: true }, 1), kind).toBe(1);
      expect(parse({ kind }, 0), kind).toBe(0);
    }
  });

  it('sequence: a whole number', () => {
    expect(parse({ kind: 'sequence' }, 7)).toBe(7);
    expect(message({ kind: 'sequence' }, 1.5)).toBe(`${V}integer`);
  });
});

describe('dates and times', () => {
  it('date: yyyy-MM-dd of a day that exists', () => {
    expect(parse({ kind: 'date' }, '2026-02-28')).toBe('2026-02-28');
    expect(parse({ kind: 'date' }, '2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-02-30', '2026-13-01', '2026-2-28', '2026-02-8', '02026-02-28', '2026-02-28x', 'x2026-02-28', 'abcd-ef-gh', '2026-0a-01', '2026-01-0a', '']) {
      expect(message({ kind: 'date' }, bad), bad).toBe(`${V}date`);
    }
  });

  it('time: HH:mm with optional seconds, within the day', () => {
    for (const good of ['00:00', '08:30', '19:59', '23:59:59', '08:30:05']) expect(parse({ kind: 'time' }, good), good).toBe(good);
    for (const bad of ['24:00', '8:30', '08:60', '08:3', '08:30:60', '08:30:5', 'x08:30', '08:30x', '0a:30', '08:3a', '08:30:0a', '08:30:']) {
      expect(message({ kind: 'time' }, bad), bad).toBe(`${V}time`);
    }
  });

  it('datetime: ISO 8601 with its offset', () => {
    expect(parse({ kind: 'datetime' }, '2026-11-24T10:00:00Z')).toBe('2026-11-24T10:00:00Z');
    expect(parse({ kind: 'datetime' }, '2026-11-24T10:00:00-03:00')).toBe('2026-11-24T10:00:00-03:00');
    expect(message({ kind: 'datetime' }, 'yesterday')).toBe(`${V}datetime`);
  });

  it('timezone: an IANA name\'s shape, trimmed, 64 characters at most', () => {
    for (const good of ['UTC', 'America/Sao_Paulo', 'Etc/GMT+3', 'America/Argentina/Buenos_Aires', 'Etc/GMT-3']) expect(parse({ kind: 'timezone' }, good), good).toBe(good);
    expect(parse({ kind: 'timezone' }, ' UTC ')).toBe('UTC');
    for (const bad of ['Mars Olympus', '1America', 'America/', 'America//Sao', '/UTC', 'Amé']) expect(message({ kind: 'timezone' }, bad), bad).toBe(`${V}timezone`);
    expect(parse({ kind: 'timezone' }, `A${'b'.repeat(63)}`)).toHaveLength(64);
    expect(refusal({ kind: 'timezone' }, `A${'b'.repeat(64)}`)).toEqual({ message: `${V}too_long`, args: { max: 64 } });
  });
});

describe('choices and references', () => {
  it('bool, enum, ref, file', () => {
    expect(parse({ kind: 'bool' }, false)).toBe(false);
    expect(parse({ kind: 'enum', values: ['A', 'B'] }, 'B')).toBe('B');
    expect(message({ kind: 'enum', values: ['A', 'B'] }, 'C')).toBe(`${V}enum`);
    const id = '01900000-0000-7000-8001-000000000004';
    expect(parse({ kind: 'ref' }, id)).toBe(id);
    expect(message({ kind: 'ref' }, 'not-a-uuid')).toBe(`${V}ref`);
    expect(parse({ kind: 'file' }, id)).toBe(id);
    expect(message({ kind: 'file' }, 'photo.jpg')).toBe(`${V}file`);
  });

  it('uf: a state\'s two letters, any case', () => {
    expect(parse({ kind: 'uf' }, 'sp')).toBe('SP');
    expect(message({ kind: 'uf' }, 'XX')).toBe(`${V}uf`);
  });

  it('roles: known roles only, once each, no more than there are', () => {
    expect(parse({ kind: 'roles' }, ['admin', 'view-users', 'admin'])).toEqual(['admin', 'view-users']);
    expect(parse({ kind: 'roles' }, [])).toEqual([]);
    expect(message({ kind: 'roles' }, ['view-everything'])).toBe(`${V}role`);
    expect(parse({ kind: 'roles' }, [...ROLES])).toHaveLength(ROLES.length);
    expect(refusal({ kind: 'roles' }, [...ROLES, 'admin'])).toEqual({ message: `${V}roles`, args: { max: ROLES.length } });
  });

  it('latlng: latitude within ±90 and longitude within ±180', () => {
    const f: FieldDef = { kind: 'latlng' };
    expect(parse(f, { lat: -90, lng: -180 })).toEqual({ lat: -90, lng: -180 });
    expect(parse(f, { lat: 90, lng: 180 })).toEqual({ lat: 90, lng: 180 });
    for (const bad of [{ lat: 90.1, lng: 0 }, { lat: -90.1, lng: 0 }, { lat: 0, lng: 180.1 }, { lat: 0, lng: -180.1 }, { lat: 'a', lng: 0 }, { lat: 0, lng: 'a' }]) {
      expect(message(f, bad), JSON.stringify(bad)).toBe(`${V}latlng`);
    }
  });
});

describe('accounts', () => {
  it('password: 8 characters or the declared least, 200 at most, never trimmed', () => {
    expect(refusal({ kind: 'password' }, 'x'.repeat(7))).toEqual({ message: `${V}too_short`, args: { min: 8 } });
    expect(parse({ kind: 'password' }, ' '.repeat(8))).toBe(' '.repeat(8));
    expect(refusal({ kind: 'password', min: 12 }, 'x'.repeat(11))).toEqual({ message: `${V}too_short`, args: { min: 12 } });
    expect(parse({ kind: 'password' }, 'x'.repeat(200))).toHaveLength(200);
    expect(refusal({ kind: 'password' }, 'x'.repeat(201))).toEqual({ message: `${V}too_long`, args: { max: 200 } });
  });

  it('email: trimmed, lower-cased, 254 characters at most', () => {
    expect(parse({ kind: 'email' }, ' Ana@Example.COM ')).toBe('ana@example.com');
    expect(message({ kind: 'email' }, 'nobody')).toBe(`${V}email`);
    const long = `a@${Array.from({ length: 4 }, () => 'b'.repeat(61)).join('.')}.comx`;
    expect(parse({ kind: 'email' }, long)).toHaveLength(254);
    expect(refusal({ kind: 'email' }, `${long}x`)).toEqual({ message: `${V}too_long`, args: { max: 254 } });
  });
});

describe('Brazilian documents and numbers', () => {
  it('plates: upper-cased without spaces or the dash', () => {
    expect(parse({ kind: 'placa' }, 'abc-1234')).toBe('ABC1234');
    expect(parse({ kind: 'placa' }, ' abc 1d23 ')).toBe('ABC1D23');
    expect(message({ kind: 'placa' }, 'ABC12345')).toBe(`${V}placa`);
  });

  it('RENAVAM: padded to 11 digits, punctuation stripped, checked', () => {
    expect(parse({ kind: 'renavam' }, '639218695')).toBe('00639218695');
    expect(parse({ kind: 'renavam' }, '0063.921.869-5')).toBe('00639218695');
    for (const bad of ['00639218694', '006392186950', 'A0639218695']) expect(message({ kind: 'renavam' }, bad), bad).toBe(`${V}renavam`);
  });

  it('CPF: padded to 11 digits, checked', () => {
    expect(parse({ kind: 'cpf' }, '191')).toBe('00000000191');
    expect(message({ kind: 'cpf' }, '529982247250')).toBe(`${V}cpf`);
  });

  it('CNPJ: a numeric one padded to 14, an alphanumeric one never; a CPF is no CNPJ', () => {
    expect(parse({ kind: 'cnpj' }, '191')).toBe('00000000000191');
    expect(parse({ kind: 'cnpj' }, '01ABC34501DE19')).toBe('01ABC34501DE19');
    expect(message({ kind: 'cnpj' }, '1ABC34501DE19')).toBe(`${V}cnpj`);
    expect(message({ kind: 'cnpj' }, '52998224725')).toBe(`${V}cnpj`);
    expect(message({ kind: 'cnpj' }, '112223330001810')).toBe(`${V}cnpj`);
  });

  it('CPF or CNPJ: told apart by length, each padded to its own', () => {
    const doc: FieldDef = { kind: 'cpf_cnpj' };
    expect(parse(doc, '529.982.247-25')).toBe('52998224725');
    expect(parse(doc, '191')).toBe('00000000191');
    expect(parse(doc, '000000000191')).toBe('00000000000191');
    expect(parse(doc, '11222333000181')).toBe('11222333000181');
    expect(message(doc, '1ABC34501DE19')).toBe(`${V}cpf_cnpj`);
    expect(message(doc, '52998224726')).toBe(`${V}cpf_cnpj`);
  });

  it('tells the API document what a CNPJ and a CPF or CNPJ input look like', () => {
    const meta = (kind: 'cnpj' | 'cpf_cnpj') => fieldSchema({ kind }).meta() as { pattern: string; example: string; description: string };
    const cnpj = meta('cnpj');
    const doc = meta('cpf_cnpj');
    const matches = (m: { pattern: string }, s: string) => new RegExp(m.pattern).test(s);
    for (const typed of ['12.ABC.345/01DE-35', '12ABC34501DE35', '11222333000181', '191']) {
      expect(matches(cnpj, typed), typed).toBe(true);
      expect(matches(doc, typed), typed).toBe(true);
    }
    expect(matches(cnpj, '529.982.247-25')).toBe(false);
    expect(matches(doc, '529.982.247-25')).toBe(true);
    for (const m of [cnpj, doc]) {
      expect(matches(m, '12.ABC.345/01DE-3A')).toBe(false);
      expect(matches(m, `x${m.example}`)).toBe(false);
      expect(fieldSchema({ kind: 'cnpj' }).parse(m.example)).toBe('12ABC34501DE35');
    }
    expect(cnpj.description).toMatch(/^CNPJ, with or without its mask/);
    expect(doc.description).toMatch(/^CPF \(11 digits\) or CNPJ/);
  });

  it('CEP: padded to 8 digits; letters anywhere, 9 digits or only zeros refused', () => {
    expect(parse({ kind: 'cep' }, '01310-100')).toBe('01310100');
    for (const bad of ['a1310100', '1310100a', '013101000', '00000000']) expect(message({ kind: 'cep' }, bad), bad).toBe(`${V}cep`);
  });

  it('phones: 10 digits, mobiles 11, punctuation stripped', () => {
    expect(parse({ kind: 'phone' }, '(11) 3333-4444')).toBe('1133334444');
    for (const bad of ['113333444', '11333344445']) expect(message({ kind: 'phone' }, bad), bad).toBe(`${V}phone`);
    expect(parse({ kind: 'mobile' }, '(11) 98765-4321')).toBe('11987654321');
    for (const bad of ['1198765432', '119876543210']) expect(message({ kind: 'mobile' }, bad), bad).toBe(`${V}mobile`);
  });

  it('card: 4 to 19 digits typed, only the last four kept', () => {
    expect(parse({ kind: 'card' }, '1234')).toBe('1234');
    expect(parse({ kind: 'card' }, '4111 1111 1111 1111 234')).toBe('1234');
    for (const bad of ['123', '41111111111111112345', 'abcd']) expect(message({ kind: 'card' }, bad), bad).toBe(`${V}card`);
  });
});
