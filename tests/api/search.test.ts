import { beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { GRUPO_IDS } from '../seeded';
import { bearer, signedInApp } from './helpers';

const t = signedInApp();
const names: Record<string, string> = {};

const NOMES = [
  'São José dos Campos', 'Sao Jose do Rio Preto', 'SÃO JOÃO DEL-REI', 'Açúcar Cristal', 'Café', 'Cafe com leite',
  '100% algodão', 'Desconto 50%', 'tipo_a', 'tipoXa', 'Barra\\Invertida', 'Ação', 'Curitiba',
];

type Row = { id: string; nome: string };
const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: bearer(t.admin) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as { data: Row[]; total: number };
};
const search = async (q: string, extra = '') => {
  const body = await get(`/v1/categorias?limit=100&q=${encodeURIComponent(q)}${extra}`);
  expect(body.total).toBe(body.data.length);
  return body.data.map((r) => r.nome).sort();
};

beforeAll(async () => {
  for (const nome of NOMES) {
    const res = await t.app.inject({ method: 'POST', url: '/v1/categorias', headers: bearer(t.admin), payload: { nome, descricao: nome === 'Curitiba' ? 'Região Sul, Paraná' : null } });
    expect(res.statusCode, res.body).toBe(201);
    names[nome] = res.json().id;
  }
});

describe('q is accent- and case-insensitive', () => {
  it.each([
    ['sao jose', ['Sao Jose do Rio Preto', 'São José dos Campos']],
    ['SÃO', ['SÃO JOÃO DEL-REI', 'Sao Jose do Rio Preto', 'São José dos Campos']],
    ['são josé', ['Sao Jose do Rio Preto', 'São José dos Campos']],
    ['JOSE DOS', ['São José dos Campos']],
    ['joao del', ['SÃO JOÃO DEL-REI']],
    ['acucar', ['Açúcar Cristal']],
    ['AÇÚCAR CRISTAL', ['Açúcar Cristal']],
    ['café', ['Cafe com leite', 'Café']],
    ['CAFE', ['Cafe com leite', 'Café']],
    ['acao', ['Ação']],
    ['parana', ['Curitiba']], // descricao is searched too
    ['regiao sul', ['Curitiba']],
    ['  curitiba  ', ['Curitiba']],
    ['nothing like this', []],
  ])('q=%j', async (q, expected) => {
    expect(await search(q)).toEqual([...expected].sort());
  });

  it('an empty or blank q does not filter', async () => {
    expect(await search('')).toHaveLength(NOMES.length);
    expect(await search('   ')).toHaveLength(NOMES.length);
  });
});

describe('% , _ and \\ are literal characters', () => {
  it.each([
    ['%', ['100% algodão', 'Desconto 50%']],
    ['0%', ['100% algodão', 'Desconto 50%']],
    ['%%', []],
    ['100%', ['100% algodão']],
    ['_', ['tipo_a']],
    ['tipo_a', ['tipo_a']],
    ['tipo_', ['tipo_a']],
    ['o_a', ['tipo_a']],
    ['\\', ['Barra\\Invertida']],
    ['\\I', ['Barra\\Invertida']],
    ['.*', []],
    ["'", []],
    ["' OR '1'='1", []],
  ])('q=%j', async (q, expected) => {
    expect(await search(q)).toEqual([...expected].sort());
  });
});

describe('q with filters and pagination', () => {
  it('combines q with the grupo filter', async () => {
    const g = (await t.app.inject({ method: 'POST', url: '/v1/grupos', headers: bearer(t.admin), payload: { nome: 'Grupo da busca' } })).json();
    const mine = (await t.app.inject({ method: 'POST', url: '/v1/status', headers: bearer(t.admin), payload: { nome: 'Concluída com sucesso', grupo_id: g.id } })).json();
    await t.app.inject({ method: 'POST', url: '/v1/status', headers: bearer(t.admin), payload: { nome: 'Outro', grupo_id: g.id } });
    const everywhere = await get('/v1/status?q=concluida&limit=100');
    expect(everywhere.total).toBeGreaterThanOrEqual(3); // seeded "Concluída"/"Concluído" too
    const both = await get(`/v1/status?q=CONCLUIDA&grupo=${g.id}`);
    expect(both).toEqual({ data: [expect.objectContaining({ id: mine.id, nome: 'Concluída com sucesso' })], total: 1 });
    const seeded = await get(`/v1/status?q=concluida&grupo_id=${GRUPO_IDS.ordemServico}`);
    expect(seeded.data.map((r) => r.nome)).toEqual(['Concluída']);
    expect((await get(`/v1/status?q=outro&grupo=${GRUPO_IDS.ordemServico}`)).total).toBe(0);
    const bad = await t.app.inject({ url: '/v1/status?q=x&grupo=nope', headers: bearer(t.admin) });
    expect(bad.statusCode).toBe(400);
  });

  it('counts the total of all matches while paging through them', async () => {
    for (let i = 0; i < 23; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/categorias', headers: bearer(t.admin), payload: { nome: `Lote Único ${String(i).padStart(2, '0')}` } });
      expect(res.statusCode).toBe(201);
    }
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = await get(`/v1/categorias?q=${encodeURIComponent('lote unico')}&limit=7&page=${page}&sort=nome&order=desc`);
      expect(body.total).toBe(23);
      expect(body.data).toHaveLength(page < 4 ? 7 : 2);
      seen.push(...body.data.map((r) => r.nome));
    }
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `Lote Único ${String(22 - i).padStart(2, '0')}`));
    expect((await get('/v1/categorias?q=LOTE&limit=5&page=9')).total).toBe(23);
    expect((await get('/v1/categorias?limit=1')).total).toBe(NOMES.length + 23);
  });

  it('searches users by name and email, accent-free', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/v1/usuarios', headers: bearer(t.admin),
      payload: { firstName: 'Joaquim', lastName: 'Magalhães', email: 'joaquim.busca@example.com', tipo_id: USER_TYPES.motorista.id },
    });
    expect(res.statusCode).toBe(201);
    for (const q of ['magalhaes', 'MAGALHÃES', 'joaquim.busca@', 'quim mag']) {
      const body = await get(`/v1/usuarios?q=${encodeURIComponent(q)}`);
      expect(body.data.map((r) => r.id), q).toEqual([res.json().id]);
    }
    expect((await get(`/v1/usuarios?q=joaquim&tipo=${USER_TYPES.gestor.id}`)).total).toBe(0);
    expect((await get(`/v1/usuarios?q=joaquim&tipo=${USER_TYPES.motorista.id}`)).total).toBe(1);
  });

  it('rejects a q longer than 200 characters', async () => {
    const res = await t.app.inject({ url: `/v1/categorias?q=${'a'.repeat(201)}`, headers: bearer(t.admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.q).toEqual(expect.any(String));
  });
});
