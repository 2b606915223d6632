import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { GRUPO_IDS } from '../seeded';
import { type TestApp, bearer, createTestApp } from './helpers';

/**
 * The dropdown calls of docs/domain.md "Dropdown lists", exactly as written there, with the fields each answers.
 * They are made by a signed-in user without any view role: the forms of every user need them.
 * A resource that lands adds its line here.
 */
const CALLS: { call: string; fields: string[]; shape?: 'array'; extra?: string[] }[] = [
  { call: `status?grupo=${GRUPO_IDS.ordemServico}&limit=500`, fields: ['id', 'nome'] },
  { call: `tipos?grupo=${GRUPO_IDS.usuario}&limit=500`, fields: ['id', 'nome'] },
  { call: 'grupos?limit=500', fields: ['id', 'nome'] },
  { call: `usuarios?limit=5000&tipo=${USER_TYPES.gestor.id}`, fields: ['id', 'firstName', 'lastName'] },
  { call: 'categorias', fields: ['id', 'nome'] },
  { call: 'bandeiras?limit=50', fields: ['id', 'nome'], shape: 'array' },
  // The declaration's represent ('%{valor} - %{descricao}') adds descricao to the listed id and valor.
  { call: 'fator-calculos?limit=50', fields: ['id', 'valor'], shape: 'array', extra: ['descricao'] },
  { call: 'empresas', fields: ['id', 'razao_social', 'filial'] },
  // Everyone reads the current settings, every field of them.
  { call: 'configuracoes', fields: ['id', 'nome_empresa', 'cnpj', 'fator_cubagem', 'fuso_horario', 'mapa_tile_url', 'mapa_lat', 'mapa_lng', 'sla_ordem_servico_horas', 'docas', 'conferencia_cega'] },
  // Transport. A point reads as its code and name; the declaration's display adds nome_fantazia.
  { call: 'pontos?limit=5000', fields: ['id', 'codigo', 'nome_fantazia'] },
  { call: 'rotas', fields: ['id', 'nome'] },
  // Its represent ('%{codigo} - %{descricao}', issue 28) adds descricao: a code alone is hard to pick.
  { call: 'materiais', fields: ['id', 'codigo'], extra: ['descricao'] },
  { call: 'solicitacoes?limit=500', fields: ['id', 'numero'] },
  // The driver's finish form needs to know which occurrences ask for a photo.
  { call: 'ocorrencias?limit=500', fields: ['id', 'nome'], extra: ['exige_foto'] },
  { call: 'aeroportos?limit=5000', fields: ['id', 'sigla'] },
];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = (await t.login()).access;
  const seed: [string, Record<string, unknown>][] = [
    ['categorias', { nome: 'Bebidas' }],
    ['bandeiras', { nome: 'Visa' }],
    ['fator-calculos', { descricao: 'Cubagem rodoviária', valor: 300 }],
    ['empresas', { razao_social: 'Logística Exemplo Ltda', cnpj: '11.222.333/0001-81', filial: 'Matriz' }],
    // The older row is the current settings (docs/domain.md "Current settings"), whatever its name sorts as.
    ['configuracoes', { nome_empresa: 'Zeta Logística' }],
    ['configuracoes', { nome_empresa: 'Alfa Armazéns' }],
    ['aeroportos', { sigla: 'GRU', nome: 'Guarulhos' }],
    ['materiais', { codigo: 'CX-1', descricao: 'Caixa', unidade: 'CX' }],
    ['ocorrencias', { nome: 'Avaria', exige_foto: true }],
    ['clientes', { tipo_pessoa: 'PJ', nome: 'Cliente Dropdown', cpf_cnpj: '11.222.333/0001-81' }],
  ];
  for (const [name, payload] of seed) {
    const res = await t.app.inject({ method: 'POST', url: `/v1/${name}`, headers: bearer(admin), payload });
    expect(res.statusCode, res.body).toBe(201);
  }
  // Points, a route through them and a request between them.
  const pontos = [];
  for (const codigo of ['P-1', 'P-2']) {
    const res = await t.app.inject({ method: 'POST', url: '/v1/pontos', headers: bearer(admin), payload: { codigo, nome_fantazia: `Ponto ${codigo}` } });
    expect(res.statusCode, res.body).toBe(201);
    pontos.push(res.json().id as string);
  }
  const rota = await t.app.inject({ method: 'POST', url: '/v1/rotas', headers: bearer(admin), payload: { codigo: 'R1', nome: 'Rota', paradas: pontos.map((ponto_id) => ({ ponto_id })) } });
  expect(rota.statusCode, rota.body).toBe(201);
  const ids = async (name: string) => (await t.app.inject({ url: `/v1/${name}`, headers: bearer(admin) })).json().data.map((x: { id: string }) => x.id) as string[];
  const solicitacao = await t.app.inject({
    method: 'POST', url: '/v1/solicitacoes', headers: bearer(admin),
    payload: { cliente_id: (await ids('clientes'))[0], origem_id: pontos[0], destino_id: pontos[1], data_prevista: '2026-12-01', itens: [{ material_id: (await ids('materiais'))[0], quantidade: 1 }] },
  });
  expect(solicitacao.statusCode, solicitacao.body).toBe(201);
  const created = await t.app.inject({
    method: 'POST', url: '/v1/usuarios', headers: bearer(admin),
    payload: { firstName: 'Dora', email: 'dora@exemplo.com.br', password: 'senha-da-dora', tipo_id: USER_TYPES.outros.id, roles: [] },
  });
  expect(created.statusCode).toBe(201);
  token = (await t.login('dora@exemplo.com.br', 'senha-da-dora')).access;
});
afterAll(async () => { await t?.close(); });

describe('SPEC 7 dropdown calls', () => {
  it.each(CALLS)('GET /v1/$call answers the SPEC 3 shape', async ({ call, fields, shape, extra = [] }) => {
    const res = await t.app.inject({ url: `/v1/${call}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const items = shape === 'array' ? body : body.data;
    expect(Array.isArray(items)).toBe(true);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const keys = Object.keys(item);
      for (const f of fields) expect(keys, call).toContain(f);
      // Nothing beyond the listed fields and the declared extras reaches a user without the view role.
      expect(keys.filter((k) => !fields.includes(k)).sort(), call).toEqual([...extra].sort());
    }
    if (shape !== 'array') expect(body.total).toBeGreaterThanOrEqual(items.length);
    else expect(items.length).toBeLessThanOrEqual(50);
  });

  it('filters as SPEC 7 says: statuses and types of one grupo, users of one tipo', async () => {
    const status = (await t.app.inject({ url: `/v1/status?grupo=${GRUPO_IDS.insumo}&limit=500`, headers: bearer(token) })).json();
    expect(status.data.map((s: { nome: string }) => s.nome)).toEqual(['Aprovado', 'Negado', 'Não autorizado', 'Operação realizada com sucesso']);
    const users = (await t.app.inject({ url: `/v1/usuarios?limit=5000&tipo=${USER_TYPES.outros.id}`, headers: bearer(token) })).json();
    expect(users.data.map((u: { firstName: string }) => u.firstName)).toEqual(['Dora']);
  });

  it('configuracoes: the first item is the current settings (the oldest row)', async () => {
    const res = (await t.app.inject({ url: '/v1/configuracoes', headers: bearer(token) })).json();
    const { rows } = await t.pool.query('SELECT id, nome_empresa FROM configuracoes ORDER BY created_at, id');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(res.data.map(({ id, nome_empresa }: { id: string; nome_empresa: string }) => ({ id, nome_empresa }))).toEqual(rows);
    const names = res.data.map((c: { nome_empresa: string }) => c.nome_empresa);
    expect(names.indexOf('Zeta Logística')).toBeLessThan(names.indexOf('Alfa Armazéns'));
  });
});
