import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { signedInApp } from './helpers';

// What a scanned code names (GET /v1/leituras/materiais) and what the count sheet gives a scanner
// to match reads against (its lines' codes), blind counts included (docs/architecture.md "Scanning").

type Body = Record<string, unknown>;
const t = signedInApp({ headers: { 'accept-language': 'pt' } });
let counter: string;
let supplier: Body;
let other: Body;
let dipirona: Body;
let soro: Body;

const { api, ok } = t;
const resolve = async (query: string, as = t.admin) => ((await ok('GET', `/v1/leituras/materiais?${query}`, undefined, as)).data as Body[])
  .map((m) => [m.codigo, m.via, m.fator]);

beforeAll(async () => {
  supplier = await ok('POST', '/v1/fornecedores', { razao_social: 'Distribuidora Leitura', cnpj: '11222333000181' });
  other = await ok('POST', '/v1/fornecedores', { razao_social: 'Outra Distribuidora', cnpj: '11444777000161' });
  dipirona = await ok('POST', '/v1/materiais', { codigo: '7891000000014', descricao: 'Dipirona 500 mg', unidade: 'CX' });
  soro = await ok('POST', '/v1/materiais', { codigo: 'SORO-500', descricao: 'Soro 500 ml', unidade: 'UN' });
  await ok('POST', '/v1/materiais-fornecedores', { fornecedor_id: supplier.id, codigo_fornecedor: 'SF-CX6', material_id: soro.id, fator_conversao: 6 });
  await ok('POST', '/v1/materiais-fornecedores', { fornecedor_id: other.id, codigo_fornecedor: 'SF-CX6', material_id: dipirona.id, fator_conversao: 1 });
  // A warehouse counter: sees inbound notes, not materials nor suppliers' codes.
  const password = 'leituras-1';
  await ok('POST', '/v1/usuarios', { firstName: 'Conferente', email: 'conferente.scan@example.com', password, roles: ['view-entradas'], tipo_id: USER_TYPES.outros.id });
  counter = (await t.login('conferente.scan@example.com', password)).access;
});

describe('GET /v1/leituras/materiais', () => {
  it('names a material by its GTIN in any length, by its code, or by a supplier\'s code with its factor', async () => {
    expect(await resolve('codigo=07891000000014')).toEqual([['7891000000014', 'gtin', 1]]);
    expect(await resolve('codigo=7891000000014')).toEqual([['7891000000014', 'gtin', 1]]);
    expect(await resolve(`codigo=${encodeURIComponent('(01)07891000000014(10)L1')}`)).toEqual([['7891000000014', 'gtin', 1]]);
    expect(await resolve('codigo=SORO-500')).toEqual([['SORO-500', 'codigo', 1]]);
    expect(await resolve(`codigo=SF-CX6&fornecedor_id=${supplier.id}`)).toEqual([['SORO-500', 'fornecedor', 6]]);
    // Two suppliers use the code for two materials: both are answered, and the screen refuses to guess.
    expect(await resolve('codigo=SF-CX6')).toEqual([['7891000000014', 'fornecedor', 1], ['SORO-500', 'fornecedor', 6]]);
    expect(await resolve('codigo=7891000000021')).toEqual([]);
  });

  it('answers anyone signed in, and refuses a missing or over-long code naming the field, translated', async () => {
    expect(await resolve('codigo=SORO-500', counter)).toEqual([['SORO-500', 'codigo', 1]]);
    const missing = await api('GET', '/v1/leituras/materiais');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('codigo');
    const long = await api('GET', `/v1/leituras/materiais?codigo=${'9'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('codigo');
    expect((await t.app.inject({ method: 'GET', url: '/v1/leituras/materiais?codigo=X' })).statusCode).toBe(401);
  });
});

describe('the count sheet gives a scanner its lines\' codes, never the invoiced quantity while blind', () => {
  it('each line: the material\'s code, the note\'s supplier code when unmapped, the supplier\'s mappings with their factors', async () => {
    const settings = ((await ok('GET', '/v1/configuracoes')).data as Body[])[0];
    await ok('PUT', `/v1/configuracoes/${settings.id}`, { ...settings, conferencia_cega: true });
    const entrada = await ok('POST', '/v1/entradas', {
      numero_nf: '777', serie: '1', fornecedor_id: supplier.id, data_emissao: '2026-11-20',
      itens: [
        { material_id: dipirona.id, codigo_fornecedor: 'DIP-10', lote: 'L1', validade: '2027-12-31', quantidade: 40 },
        { material_id: soro.id, codigo_fornecedor: 'SF-CX6', quantidade: 12 },
      ],
    });
    const count = await ok('POST', '/v1/recebimentos', { entrada_id: entrada.id });
    const res = await api('GET', `/v1/recebimentos/${count.id}/conferencia`, undefined, counter);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    expect(sheet.cega).toBe(true);
    expect(sheet.linhas.map((l: Body) => [l.codigo, l.codigos])).toEqual([
      ['7891000000014', [{ codigo: '7891000000014', fator: 1 }, { codigo: 'DIP-10', fator: 1 }]],
      ['SORO-500', [{ codigo: 'SORO-500', fator: 1 }, { codigo: 'SF-CX6', fator: 6 }]],
    ]);
    // Blind: no number of the invoice anywhere in the answer.
    expect(res.body).not.toMatch(/"quantidade"|"diferenca"/);
    await ok('PUT', `/v1/configuracoes/${settings.id}`, { ...(await ok('GET', `/v1/configuracoes/${settings.id}`)), conferencia_cega: false });
  });
});
