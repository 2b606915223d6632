import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../src/providers/catalogs';
import { seedDemo } from '../../server/db/demo';
import { cnpjCheckDigits } from '../../src/registry/brazil';
import type { Resource } from '../../src/registry/define';
import clientes from '../../src/resources/clientes';
import empresas from '../../src/resources/empresas';
import fornecedores from '../../src/resources/fornecedores';
import transportadoras from '../../src/resources/transportadoras';
import { exportCsv, exportFields } from '../../src/screens/csv/export';
import { parseCsv } from '../../src/screens/csv/parse';
import { type Translate, mapHeader, toRows } from '../../src/screens/csv/rows';
import { catalogTranslator } from '../../src/screens/csv/vocabulary';
import { bearer, signedInApp } from './helpers';

// Alphanumeric CNPJs (IN RFB 2.229/2024, issued since July 2026) through the real API and the
// browser's own CSV code: docs/domain.md "Document masks and padding".
type Body = Record<string, unknown>;
const t = signedInApp();
const tr = {} as Record<'pt' | 'en', Translate>;
beforeAll(async () => {
  for (const l of ['pt', 'en'] as const) tr[l] = catalogTranslator(await loadMessages(l));
});

const api = (method: InjectOptions['method'], url: string, payload?: unknown, language = 'pt') =>
  t.app.inject({ method, url, headers: { ...bearer(t.admin), 'accept-language': language }, ...(payload === undefined ? {} : { payload: payload as Body }) });

/** A valid alphanumeric CNPJ of an eight-character root and a branch. */
const alnum = (root: string, branch = '0001') => root + branch + cnpjCheckDigits(root + branch);
const masked = (d: string) => d.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
const OFFICIAL = '12ABC34501DE35';

const cases: { r: Resource; field: string; make: (doc: string, name: string) => Body }[] = [
  { r: empresas, field: 'cnpj', make: (cnpj, razao_social) => ({ razao_social, filial: 'Matriz', cnpj }) },
  { r: fornecedores, field: 'cnpj', make: (cnpj, razao_social) => ({ razao_social, cnpj }) },
  { r: clientes, field: 'cpf_cnpj', make: (cpf_cnpj, nome) => ({ tipo_pessoa: 'PJ', nome, cpf_cnpj }) },
  { r: transportadoras, field: 'cnpj', make: (cnpj, razao_social) => ({ razao_social, cnpj }) },
];

describe.each(cases)('$r.name with an alphanumeric CNPJ', ({ r, field, make }) => {
  const prefix = r.name.slice(0, 2).toUpperCase();
  const root = `${prefix}Z9K7Q1`;
  const doc = alnum(root);
  const name = `Alfanumérica ${r.name} Ltda`;
  let id = '';

  it('is created from lower-case masked input, stored upper-case without punctuation, and shown formatted by the export', async () => {
    const res = await api('POST', `/v1/${r.name}`, make(masked(doc).toLowerCase(), name));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()[field]).toBe(doc);
    id = res.json().id;
    expect((await api('GET', `/v1/${r.name}/${id}`)).json()[field]).toBe(doc);
    const [header, row] = parseCsv(exportCsv(r, [(await api('GET', `/v1/${r.name}/${id}`)).json()], tr.pt, 'pt', new Map())).records;
    expect(row[exportFields(r).indexOf(field)]).toBe(masked(doc));
    expect(header[exportFields(r).indexOf(field)]).toBe(tr.pt(`resources.${r.name}.fields.${field}`));
  });

  it('is found by q typed with the mask, bare in lower case, or as a piece of it', async () => {
    for (const q of [masked(doc), doc.toLowerCase(), doc.slice(2, 8), masked(doc).slice(0, 8).toLowerCase()]) {
      const list = await api('GET', `/v1/${r.name}?q=${encodeURIComponent(q)}`);
      expect(list.statusCode).toBe(200);
      const rows = (list.json().data ?? list.json()) as Body[];
      expect(rows.map((x) => x.id), q).toEqual([id]);
    }
  });

  it('is unique whatever the case it is typed in', async () => {
    const res = await api('POST', `/v1/${r.name}`, make(doc.toLowerCase(), `${name} 2`));
    expect(res.statusCode, res.body).toBe(409);
  });

  it('refuses a letter in a check-digit position, a wrong check digit and a short one with a 400 naming the field, translated', async () => {
    const wrong = [`${doc.slice(0, 12)}A${doc[13]}`, `${doc.slice(0, 13)}${(Number(doc[13]) + 1) % 10}`, doc.slice(1)];
    for (const bad of wrong) {
      for (const [language, message] of [['pt', field === 'cnpj' ? 'CNPJ inválido' : 'CPF ou CNPJ inválido'], ['en', field === 'cnpj' ? 'Invalid CNPJ' : 'Invalid CPF or CNPJ']]) {
        const res = await api('POST', `/v1/${r.name}`, make(masked(bad), `${name} ruim`), language);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().fields, `${bad} ${language}`).toEqual({ [field]: message });
      }
    }
  });
});

// Companies are not importable (their list offers no import); the others are.
describe.each(cases.filter((c) => c.r.importable))('$r.name import with an alphanumeric CNPJ', ({ r, field, make }) => {
  const prefix = r.name.slice(0, 2).toUpperCase();
  const name = `Alfanumérica ${r.name} Ltda`;
  it('imports from a CSV cell written with the mask; a bad cell is reported on its row and field', async () => {
    const other = alnum(`${prefix}W4X3Y2`);
    const csv = exportCsv(r, [{ id: 'x', ...make(other, `${name} importada`) }, { id: 'y', ...make(`${other.slice(0, 13)}0`, `${name} errada`) }], tr.pt, 'pt', new Map());
    const [header, ...records] = parseCsv(csv).records;
    expect(records[0][exportFields(r).indexOf(field)]).toBe(masked(other));
    const rows = toRows(r, mapHeader(r, header, [tr.pt, tr.en]), records, [tr.pt, tr.en], 'pt');
    const refused = await api('POST', `/v1/${r.name}/import`, { rows: rows.map((x) => x.data) });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().rows).toEqual([{ row: 2, fields: { [field]: expect.stringMatching(/CNPJ inválido/) } }]);
    const res = await api('POST', `/v1/${r.name}/import`, { rows: [rows[0].data] });
    expect(res.statusCode, res.body).toBe(200);
    const found = (await api('GET', `/v1/${r.name}?q=${encodeURIComponent(masked(other))}`)).json();
    expect(((found.data ?? found) as Body[]).map((x) => x[field])).toEqual([other]);
  });
});

describe('alphanumeric CNPJs elsewhere', () => {
  it('takes the official example; a numeric CNPJ is padded and validated as before', async () => {
    const res = await api('POST', '/v1/fornecedores', { razao_social: 'Exemplo da Receita', cnpj: '12.ABC.345/01DE-35' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().cnpj).toBe(OFFICIAL);
    const numeric = await api('POST', '/v1/fornecedores', { razao_social: 'Numérico Antigo', cnpj: '0001-91' });
    expect(numeric.statusCode, numeric.body).toBe(201);
    expect(numeric.json().cnpj).toBe('00000000000191');
  });

  it('a client of tipo PF with letters in its document is refused naming cpf_cnpj; PJ takes the alphanumeric CNPJ', async () => {
    const pf = await api('POST', '/v1/clientes', { tipo_pessoa: 'PF', nome: 'Pessoa com letras', cpf_cnpj: '529.982.247-2A' }, 'en');
    expect(pf.statusCode).toBe(400);
    expect(pf.json().fields).toEqual({ cpf_cnpj: 'Invalid CPF or CNPJ' });
    const pfWithCnpj = await api('POST', '/v1/clientes', { tipo_pessoa: 'PF', nome: 'Pessoa com CNPJ', cpf_cnpj: alnum('PFAB12CD') }, 'en');
    expect(pfWithCnpj.statusCode).toBe(400);
    expect(pfWithCnpj.json().fields).toEqual({ cpf_cnpj: 'Invalid CPF' });
  });

  it('a company\'s branches are the companies of the same alphanumeric root (its first 8 characters)', async () => {
    const root = 'RT5AB6CD';
    const ids: string[] = [];
    for (const [branch, filial] of [['0001', 'Matriz'], ['0002', 'Campinas']]) {
      const res = await api('POST', '/v1/empresas', { razao_social: 'Raiz Alfanumérica SA', filial, cnpj: alnum(root, branch) });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    // Same digits and letters in another case is the same root once upper-cased; another root is not.
    await api('POST', '/v1/empresas', { razao_social: 'Outra Raiz SA', filial: 'Matriz', cnpj: alnum('RT5AB6CE') });
    const branches = await api('GET', `/v1/empresas/${ids[0]}/filiais`);
    expect(branches.statusCode).toBe(200);
    expect((branches.json() as Body[]).map((b) => b.cnpj)).toEqual([alnum(root, '0002')]);
  });

  it('a dropdown reader finds a client by its alphanumeric CNPJ typed with the mask', async () => {
    const doc = alnum('DDQ7R8S9');
    expect((await api('POST', '/v1/clientes', { tipo_pessoa: 'PJ', nome: 'Dropdown Alfanumérico', cpf_cnpj: doc })).statusCode).toBe(201);
    const res = await api('GET', `/v1/clientes?q=${encodeURIComponent(masked(doc))}`);
    expect(((res.json().data ?? res.json()) as Body[]).map((x) => x.nome)).toEqual(['Dropdown Alfanumérico']);
  });

  it('the demo data holds alphanumeric companies, suppliers, a client and a carrier, valid and found by search', async () => {
    await seedDemo(t.pool);
    const found = async (resource: string, q: string, field: string) => {
      const res = await api('GET', `/v1/${resource}?q=${encodeURIComponent(q)}`);
      return ((res.json().data ?? res.json()) as Body[]).map((x) => x[field]).sort();
    };
    expect(await found('empresas', 'r8k2tq4m', 'cnpj')).toEqual([alnum('R8K2TQ4M'), alnum('R8K2TQ4M', '0002')]);
    expect(await found('fornecedores', masked(alnum('AB3C7D9E')), 'cnpj')).toEqual([alnum('AB3C7D9E')]);
    expect(await found('fornecedores', '0xz5p6l2', 'cnpj')).toEqual([alnum('0XZ5P6L2')]);
    expect(await found('clientes', 'M3RC4D0V', 'cpf_cnpj')).toEqual([alnum('M3RC4D0V')]);
    expect(await found('transportadoras', 'P4MP7X2R', 'cnpj')).toEqual([alnum('P4MP7X2R')]);
  });
});
