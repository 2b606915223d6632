import type { InjectOptions } from 'fastify';
import Polyglot from 'node-polyglot';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../src/providers/catalogs';
import { type Resource, representRecord } from '../../src/registry/define';
import { USER_TYPES } from '../../src/registry/seedIds';
import bandeiras from '../../src/resources/bandeiras';
import clientes from '../../src/resources/clientes';
import configuracoes from '../../src/resources/configuracoes';
import destinatarios from '../../src/resources/destinatarios';
import empresas from '../../src/resources/empresas';
import fatorCalculos from '../../src/resources/fator-calculos';
import fornecedores from '../../src/resources/fornecedores';
import transportadoras from '../../src/resources/transportadoras';
import { formValidator } from '../../src/screens/validate';
import { bearer, signedInApp } from './helpers';

/** The master data of docs/domain.md "Master data" through the generic routes, with the Brazilian formats of docs/domain.md "Document masks and padding". */
type Body = Record<string, unknown>;
const t = signedInApp();
const browser: Record<string, Polyglot> = {};
beforeAll(async () => {
  // The browser translates field errors with these catalogs (react-admin's i18nProvider).
  for (const l of ['en', 'pt'] as const) browser[l] = new Polyglot({ phrases: await loadMessages(l), locale: l });
});

const call = (tok: string, method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(tok), ...headers }, ...(payload === undefined ? {} : { payload: payload as Body }) });
const api = (method: InjectOptions['method'], url: string, payload?: unknown, headers?: Record<string, string>) =>
  call(t.admin, method, url, payload, headers);
const count = async (table: string) => (await t.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;
const fieldError = (res: { statusCode: number; json(): Body }, field: string, status = 400): string => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  const message = (res.json() as { fields?: Record<string, string> }).fields?.[field];
  expect(message, JSON.stringify(res.json())).toEqual(expect.any(String));
  expect(message).not.toMatch(/^app\./);
  return message!;
};
const rowsOf = (body: unknown): Body[] => (Array.isArray(body) ? body : (body as { data: Body[] }).data);

// Documents with valid check digits (mod 11, weights 2, 3, ... from the right, CNPJ's cycling after 9).
const mod11 = (digits: string, maxWeight: number) => {
  const sum = [...digits].reverse().reduce((acc, d, i) => acc + Number(d) * (2 + (i % (maxWeight - 1))), 0);
  return sum % 11 < 2 ? 0 : 11 - (sum % 11);
};
const withCheckDigits = (base: string, maxWeight: number) => {
  const first = base + mod11(base, maxWeight);
  return first + mod11(first, maxWeight);
};
let seq = 0;
const cpfOf = (base: string) => withCheckDigits(base, 11);
const cnpjOf = (root: string, branch = 1) => withCheckDigits(root + String(branch).padStart(4, '0'), 9);
const newCpf = () => cpfOf(String(314159265 + ++seq * 7919).slice(-9));
const newCnpj = (branch = 1) => cnpjOf(String(27182818 + ++seq * 104729).slice(-8), branch);
const fmtCnpj = (d: string) => d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
const fmtCpf = (d: string) => d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
/** The same document with its last check digit wrong. */
const badDigit = (formatted: string) => formatted.slice(0, -1) + ((Number(formatted.at(-1)) + 1) % 10);
const tag = () => `t${++seq}x${Date.now().toString(36)}`;
const MISSING_UUID = '01900000-0000-7000-8000-0000000000ff';

// A person types the CEP without its leading zero and the UF in lower case; the API stores the form of docs/domain.md "Document masks and padding".
const ADDRESS_IN = { cep: '01310-100', logradouro: 'Avenida Paulista', numero: '1578', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'sp' };
const ADDRESS_OUT = { ...ADDRESS_IN, cep: '01310100', uf: 'SP' };

interface Made { input: Body; stored: Body; name: string }
interface Case {
  r: Resource;
  /** A new valid record: what is posted, what is stored instead (normalised), and its accented search text. */
  make(): Made;
  /** Field whose value must be unique, and that value written differently (same after normalising). */
  unique?: [string, (input: Body) => unknown];
  /** A document field and a wrong check digit for it. */
  doc?: [string, (input: Body) => string];
  address?: boolean;
  /** What a signed-in user without the view role reads (docs/domain.md "Dropdown lists"). */
  dropdown: string[];
}

/** Accented, unique text to find again by typing it plainly. */
const named = (prefix: string) => `${prefix} São João Ação ${tag()}`;
const cases: Case[] = [
  {
    r: bandeiras,
    make: () => { const name = named('Crédito'); return { input: { nome: name }, stored: {}, name }; },
    unique: ['nome', (i) => i.nome],
    dropdown: ['id', 'nome'],
  },
  {
    r: fatorCalculos,
    make: () => { const name = named('Cubagem rodoviária'); return { input: { descricao: name, valor: 1.234567 }, stored: { valor: 1.2346 }, name }; },
    dropdown: ['id', 'valor', 'descricao'],
  },
  {
    r: configuracoes,
    make: () => {
      const name = named('Logística'); const cnpj = newCnpj();
      return { input: { nome_empresa: name, cnpj: fmtCnpj(cnpj), mapa_lat: -23.5505199, mapa_lng: -46.6333094, docas: 12 },
        stored: { cnpj, mapa_lat: -23.5505, mapa_lng: -46.6333, fator_cubagem: 300, fuso_horario: 'America/Sao_Paulo' }, name };
    },
    doc: ['cnpj', (i) => badDigit(String(i.cnpj))],
    dropdown: ['id', 'nome_empresa', 'cnpj', 'fator_cubagem', 'fuso_horario', 'mapa_tile_url', 'mapa_lat', 'mapa_lng', 'sla_ordem_servico_horas', 'docas', 'conferencia_cega'],
  },
  {
    r: empresas,
    make: () => {
      const name = named('Armazéns'); const cnpj = newCnpj();
      return { input: { razao_social: name, cnpj: fmtCnpj(cnpj), filial: 'Matriz', inscricao_estadual: '110.042.490.114', ...ADDRESS_IN, telefone: '(11) 3456-7890', email: 'Contato@Armazens.com.BR' },
        stored: { cnpj, ...ADDRESS_OUT, telefone: '1134567890', email: 'contato@armazens.com.br' }, name };
    },
    unique: ['cnpj', (i) => String(i.cnpj).replace(/\D/g, '')],
    doc: ['cnpj', (i) => badDigit(String(i.cnpj))],
    address: true,
    dropdown: ['id', 'razao_social', 'filial'],
  },
  {
    r: clientes,
    make: () => {
      const name = named('Distribuição'); const doc = newCnpj();
      return { input: { tipo_pessoa: 'PJ', nome: name, cpf_cnpj: fmtCnpj(doc), ...ADDRESS_IN, telefone: '(11) 3456-7890', celular: '(11) 98765-4321', email: 'Compras@Cliente.com.BR' },
        stored: { cpf_cnpj: doc, ...ADDRESS_OUT, telefone: '1134567890', celular: '11987654321', email: 'compras@cliente.com.br', ativo: true }, name };
    },
    unique: ['cpf_cnpj', (i) => String(i.cpf_cnpj).replace(/\D/g, '')],
    doc: ['cpf_cnpj', (i) => badDigit(String(i.cpf_cnpj))],
    address: true,
    dropdown: ['id', 'nome'],
  },
  {
    r: fornecedores,
    make: () => {
      const name = named('Embalagens'); const cnpj = newCnpj();
      return { input: { razao_social: name, cnpj: fmtCnpj(cnpj), ...ADDRESS_IN, telefone: '(21) 2345-6789', contato: 'Márcia' },
        stored: { cnpj, ...ADDRESS_OUT, telefone: '2123456789' }, name };
    },
    unique: ['cnpj', (i) => String(i.cnpj).replace(/\D/g, '')],
    doc: ['cnpj', (i) => badDigit(String(i.cnpj))],
    address: true,
    dropdown: ['id', 'razao_social'],
  },
  {
    r: transportadoras,
    make: () => {
      const name = named('Transportes'); const cnpj = newCnpj();
      return { input: { razao_social: name, cnpj: fmtCnpj(cnpj), rntrc: '012345678', ...ADDRESS_IN }, stored: { cnpj, ...ADDRESS_OUT }, name };
    },
    unique: ['cnpj', (i) => String(i.cnpj).replace(/\D/g, '')],
    doc: ['cnpj', (i) => badDigit(String(i.cnpj))],
    address: true,
    dropdown: ['id', 'razao_social'],
  },
  {
    r: destinatarios,
    make: () => {
      const name = named('Conceição'); const cpf = newCpf();
      return { input: { nome: name, cpf_cnpj: fmtCpf(cpf), ...ADDRESS_IN, email: 'Maria@Exemplo.com.br' },
        stored: { cpf_cnpj: cpf, ...ADDRESS_OUT, email: 'maria@exemplo.com.br' }, name };
    },
    unique: ['cpf_cnpj', (i) => String(i.cpf_cnpj).replace(/\D/g, '')],
    doc: ['cpf_cnpj', (i) => badDigit(String(i.cpf_cnpj))],
    address: true,
    dropdown: ['id', 'nome'],
  },
];

const create = async (c: Case, extra: Body = {}) => {
  const made = c.make();
  const res = await api('POST', `/v1/${c.r.name}`, { ...made.input, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return { ...made, rec: res.json() as Body & { id: string; version: number } };
};

it('the document generators give valid check digits (known CNPJ and CPF)', () => {
  expect(cnpjOf('11222333')).toBe('11222333000181');
  expect(cpfOf('529982247')).toBe('52998224725');
});

describe.each(cases)('$r.name', (c) => {
  const base = `/v1/${c.r.name}`;

  it('stores what a person types in SPEC 5 form and reads it back the same way', async () => {
    const { input, stored, rec } = await create(c);
    expect(rec).toMatchObject({ ...input, ...stored, version: 1 });
    expect((await api('GET', `${base}/${rec.id}`)).json()).toEqual(rec);
    const row = (await t.pool.query(`SELECT * FROM ${c.r.table} WHERE id = $1`, [rec.id])).rows[0];
    for (const [k, v] of Object.entries(stored)) expect(typeof v === 'number' ? Number(row[k]) : row[k], k).toEqual(v);
  });

  if (c.doc) it('rejects a wrong check digit with the browser\'s own message, in en and pt', async () => {
    const [field, bad] = c.doc!;
    const before = await count(c.r.table);
    const body = c.make().input;
    const wrong = bad(body);
    body[field] = wrong;
    const key = (formValidator(c.r, 'create', (k) => k)(body) as Record<string, { message: string }>)[field]?.message;
    expect(key).toMatch(/^app\.validation\.(cnpj|cpf_cnpj)$/);
    expect(fieldError(await api('POST', base, body), field)).toBe(browser.en.t(key));
    for (const lang of ['en', 'pt']) {
      const res = await api('POST', base, body, { 'accept-language': lang });
      expect(fieldError(res, field)).toBe(browser[lang].t(key));
    }
    const { rec } = await create(c);
    fieldError(await api('PUT', `${base}/${rec.id}`, { [field]: wrong, version: 1 }), field);
    expect(await count(c.r.table)).toBe(before + 1);
  });

  if (c.address) it('pads a short CEP to 8 digits (SPEC 5), refuses a long or digit-less one, upper-cases the UF', async () => {
    const { rec } = await create(c, { cep: '1310100', uf: 'rj' });
    expect(rec).toMatchObject({ cep: '01310100', uf: 'RJ' });
    const before = await count(c.r.table);
    for (const cep of ['01310-1000', '123456789', 'abc', '0']) fieldError(await api('POST', base, { ...c.make().input, cep }), 'cep');
    for (const uf of ['XX', 'São Paulo', 35]) fieldError(await api('POST', base, { ...c.make().input, uf }), 'uf');
    fieldError(await api('PUT', `${base}/${rec.id}`, { cep: '1234567890', version: 1 }), 'cep');
    expect(await count(c.r.table)).toBe(before);
  });

  if (c.unique) it('a duplicate unique value, however it is written, is a 409 naming the field', async () => {
    const [field, same] = c.unique!;
    const first = await create(c);
    const before = await count(c.r.table);
    fieldError(await api('POST', base, { ...c.make().input, [field]: same(first.input) }), field, 409);
    const { rec } = await create(c);
    fieldError(await api('PUT', `${base}/${rec.id}`, { [field]: same(first.input), version: 1 }), field, 409);
    expect(await count(c.r.table)).toBe(before + 1);
  });

  it('finds a record by its name typed without accents, in either case', async () => {
    const { rec, name } = await create(c);
    await create(c);
    const plain = name.normalize('NFD').replace(/\p{M}/gu, '');
    for (const q of [plain.toLowerCase(), plain.toUpperCase(), name, plain.split(' ').slice(1).join(' ').toLowerCase()]) {
      const res = await api('GET', `${base}?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(rowsOf(res.json()).map((x) => x.id), q).toEqual([rec.id]);
    }
    expect(rowsOf((await api('GET', `${base}?q=${encodeURIComponent(name)}x`)).json())).toEqual([]);
  });

  if (c.address) it('filters by uf', async () => {
    const { rec, name } = await create(c, { uf: 'mg' });
    const q = `&q=${encodeURIComponent(name)}`;
    for (const uf of ['MG', 'mg']) expect((await api('GET', `${base}?uf=${uf}${q}`)).json().data.map((x: Body) => x.id)).toEqual([rec.id]);
    expect((await api('GET', `${base}?uf=SP${q}`)).json().data).toEqual([]);
  });

  it('refuses writes without the view role (403) and shows only the SPEC 3 dropdown fields', async () => {
    const others = ['view-configuracoes', 'view-empresas', 'view-clientes', 'view-fornecedores', 'view-gestao'].filter((x) => x !== c.r.viewRole);
    const email = `sem.${c.r.name}.${tag()}@exemplo.com.br`;
    const u = await api('POST', '/v1/usuarios', { firstName: 'Sem', email, password: 'senha-forte-1', tipo_id: USER_TYPES.outros.id, roles: others });
    expect(u.statusCode, u.body).toBe(201);
    const other = (await t.login(email, 'senha-forte-1')).access;
    const { rec, name } = await create(c);
    const before = await count(c.r.table);
    for (const [method, url, body] of [['POST', base, c.make().input], ['PUT', `${base}/${rec.id}`, { ...c.make().input, version: 1 }],
      ['DELETE', `${base}/${rec.id}`, undefined]] as const) {
      const res = await call(other, method, url, body);
      expect(res.statusCode, `${method} ${res.body}`).toBe(403);
      expect(res.json().message).not.toMatch(/^app\./);
    }
    expect(await count(c.r.table)).toBe(before);
    expect((await api('GET', `${base}/${rec.id}`)).json()).toEqual(rec);
    const plain = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const list = rowsOf((await call(other, 'GET', `${base}?q=${encodeURIComponent(plain)}`)).json());
    expect(list.map((x) => Object.keys(x).sort())).toEqual([[...c.dropdown].sort()]);
    expect(Object.keys((await call(other, 'GET', `${base}/${rec.id}`)).json()).sort()).toEqual([...c.dropdown].sort());
  });

  it('junk in any field is a 4xx, never a 5xx', async () => {
    const { rec } = await create(c);
    const junk = [null, {}, [], true, -1, 1e20, 'x'.repeat(600), 'a\u0000b', '💥', { $ne: null }, ['11222333000181']];
    for (const field of Object.keys(c.r.fields)) {
      for (const value of junk) {
        for (const [method, url, body] of [['POST', base, { ...c.make().input, [field]: value }],
          ['PUT', `${base}/${rec.id}`, { [field]: value, version: 999 }]] as const) {
          const res = await api(method, url, body);
          expect(res.statusCode, `${method} ${field}=${JSON.stringify(value)?.slice(0, 40)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().message).toEqual(expect.any(String));
        }
      }
    }
  });
});

describe('resource specifics', () => {
  const C = (r: Resource) => cases.find((c) => c.r === r)!;

  it('bandeiras and fator-calculos list as plain arrays (SPEC 7), limited and sorted', async () => {
    for (const r of [bandeiras, fatorCalculos]) {
      for (let i = 0; i < 3; i++) await create(C(r));
      const body = (await api('GET', `/v1/${r.name}?limit=50`)).json();
      expect(Array.isArray(body), r.name).toBe(true);
      // Text sorts in the caller's language (English without Accept-Language).
      const { rows } = await t.pool.query(`SELECT id FROM ${r.table} ORDER BY ${r.sort.field} COLLATE "en-x-icu", id LIMIT 50`);
      expect(body.map((x: Body) => x.id)).toEqual(rows.map((x) => x.id));
      expect(Object.keys(body[0])).toContain('version');
      expect((await api('GET', `/v1/${r.name}?limit=2`)).json()).toHaveLength(2);
    }
  });

  it('fator-calculos keeps 4 decimals on create and update, and refuses a decimal as text', async () => {
    const { rec } = await create(C(fatorCalculos), { valor: 0.123449 });
    expect(rec.valor).toBe(0.1234);
    expect((await api('PUT', `/v1/fator-calculos/${rec.id}`, { valor: 9876.54321, version: 1 })).json().valor).toBe(9876.5432);
    expect(Number((await t.pool.query('SELECT valor FROM fator_calculos WHERE id = $1', [rec.id])).rows[0].valor)).toBe(9876.5432);
    fieldError(await api('POST', '/v1/fator-calculos', { descricao: 'Texto', valor: '1,5' }), 'valor');
    fieldError(await api('POST', '/v1/fator-calculos', { descricao: 'Sem valor' }), 'valor');
  });

  it('configuracoes: the first item of the list is the oldest row, the current settings', async () => {
    const { rows } = await t.pool.query('SELECT id FROM configuracoes ORDER BY created_at, id LIMIT 1');
    await create(C(configuracoes), { nome_empresa: 'AAA primeira em ordem alfabética' });
    const list = (await api('GET', '/v1/configuracoes')).json();
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.data[0].id).toBe(rows[0].id);
    expect(list.data.at(-1).nome_empresa).toBe('AAA primeira em ordem alfabética');
  });

  it('empresas read as "razao_social (filial)" and list the branches of the same CNPJ root', async () => {
    const root = String(40000000 + ++seq);
    const matriz = await create(C(empresas), { cnpj: fmtCnpj(cnpjOf(root, 1)), razao_social: 'Armazéns Gerais Ltda', filial: 'Matriz' });
    const filial = await create(C(empresas), { cnpj: cnpjOf(root, 2), razao_social: 'Armazéns Gerais Ltda', filial: 'Campinas' });
    expect(representRecord(empresas, matriz.rec)).toBe('Armazéns Gerais Ltda (Matriz)');
    const branches = (await api('GET', `/v1/empresas/${matriz.rec.id}/filiais`)).json();
    expect(branches.map((b: Body) => b.id)).toEqual([filial.rec.id]);
  });

  it('clientes: PF takes a CPF (a short one padded to 11), PJ a CNPJ; filters by tipo_pessoa, ativo and empresa', async () => {
    const cpf = cpfOf(`0${String(12345678 + ++seq).slice(-8)}`);
    const pf = await create(C(clientes), { tipo_pessoa: 'PF', cpf_cnpj: cpf.slice(1), ativo: false });
    expect(pf.rec.cpf_cnpj).toBe(cpf);
    fieldError(await api('POST', '/v1/clientes', { ...C(clientes).make().input, tipo_pessoa: 'PF' }), 'cpf_cnpj');
    fieldError(await api('POST', '/v1/clientes', { ...C(clientes).make().input, cpf_cnpj: fmtCpf(newCpf()) }), 'cpf_cnpj');
    // null for a field the database keeps non-null (it has a default) names the field, not a 500.
    fieldError(await api('POST', '/v1/clientes', { ...C(clientes).make().input, ativo: null }), 'ativo');
    fieldError(await api('PUT', `/v1/clientes/${pf.rec.id}`, { ativo: null, version: 1 }), 'ativo');
    const empresa = (await create(C(empresas))).rec;
    const pj = await create(C(clientes), { empresa_id: empresa.id });
    const ids = async (qs: string) => (await api('GET', `/v1/clientes?limit=5000&${qs}`)).json().data.map((x: Body) => x.id);
    expect(await ids('tipo_pessoa=PF&ativo=false')).toContain(pf.rec.id);
    expect(await ids('tipo_pessoa=PF')).not.toContain(pj.rec.id);
    expect(await ids('ativo=true')).not.toContain(pf.rec.id);
    expect(await ids(`empresa_id=${empresa.id}`)).toEqual([pj.rec.id]);
    expect(await ids(`empresa=${empresa.id}&ativo=true&tipo_pessoa=PJ&uf=SP`)).toEqual([pj.rec.id]);
    for (const qs of ['tipo_pessoa=PX', 'ativo=sim', 'empresa_id=42']) expect((await api('GET', `/v1/clientes?${qs}`)).statusCode, qs).toBe(400);
  });

  it('an unknown empresa_id is a 400 on that field, for clientes and usuarios', async () => {
    const before = [await count('clientes'), await count('usuarios')];
    fieldError(await api('POST', '/v1/clientes', { ...C(clientes).make().input, empresa_id: MISSING_UUID }), 'empresa_id');
    fieldError(await api('POST', '/v1/usuarios', { firstName: 'Ninguém', email: `x${tag()}@exemplo.com.br`, password: 'senha-forte-1',
      tipo_id: USER_TYPES.outros.id, empresa_id: MISSING_UUID }), 'empresa_id');
    const { rec } = await create(C(clientes));
    fieldError(await api('PUT', `/v1/clientes/${rec.id}`, { empresa_id: MISSING_UUID, version: 1 }), 'empresa_id');
    expect([await count('clientes'), await count('usuarios')]).toEqual([before[0] + 1, before[1]]);
  });

  it('deleting an empresa still used by a cliente or usuario is a 409 naming them; once free it goes', async () => {
    const empresa = (await create(C(empresas))).rec;
    const cliente = (await create(C(clientes), { empresa_id: empresa.id })).rec;
    const u = await api('POST', '/v1/usuarios', { firstName: 'Vinculado', email: `v${tag()}@exemplo.com.br`, password: 'senha-forte-1',
      tipo_id: USER_TYPES.empresa.id, empresa_id: empresa.id });
    expect(u.json()).toMatchObject({ empresa_id: empresa.id });
    const byCliente = await api('DELETE', `/v1/empresas/${empresa.id}`);
    expect(byCliente.statusCode).toBe(409);
    const plural = (lang: string, r: string) => browser[lang].t(`resources.${r}.name`, { smart_count: 2 });
    expect(byCliente.json().message).toBe(browser.en.t('app.errors.conflict_reference', { resource: plural('en', 'clientes') }));
    expect((await api('DELETE', `/v1/clientes/${cliente.id}`)).statusCode).toBe(200);
    const byUser = await api('DELETE', `/v1/empresas/${empresa.id}`);
    expect(byUser.json().message).toContain(plural('en', 'usuarios'));
    const pt = await api('DELETE', `/v1/empresas/${empresa.id}`, undefined, { 'accept-language': 'pt-BR' });
    expect(pt.json().message).toContain(plural('pt', 'usuarios'));
    expect((await api('PUT', `/v1/usuarios/${u.json().id}`, { empresa_id: null, version: 1 })).statusCode).toBe(200);
    expect((await api('DELETE', `/v1/empresas/${empresa.id}`)).statusCode).toBe(200);
  });
});
