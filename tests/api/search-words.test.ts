import { beforeAll, describe, expect, it } from 'vitest';
import { type ListParams, listPage } from '../../server/crud/query';
import type { Queryable } from '../../server/crud/sql';
import { cpfFrom } from '../../server/db/demo';
import { loadResources } from '../../server/registry';
import type { Resource } from '../../src/registry/define';
import { USER_TYPES } from '../../src/registry/seedIds';
import { bearer, signedInApp } from './helpers';

/**
 * Search finds what the list shows, every word in any order (issue 16 point 11), and its
 * pattern is computed once per statement, also in a prepared statement's generic plan (issue 15
 * point 10).
 */
type Body = Record<string, unknown>;
const t = signedInApp();
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

const ok = async (method: 'GET' | 'POST', url: string, payload?: Body, as = t.admin): Promise<Body> => {
  const res = await t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const found = async (resource: string, q: string, as = t.admin, extra = '') => {
  const body = await ok('GET', `/v1/${resource}?limit=100&q=${encodeURIComponent(q)}${extra}`, undefined, as) as { data: Body[]; total: number };
  return body.data.map((r) => r.id);
};

let carvalho: Body;
let marcia: Body;
let office: string;
let request: Body;
let otherRequest: Body;
let itinerary: Body;

beforeAll(async () => {
  carvalho = await ok('POST', '/v1/usuarios', { firstName: 'José', lastName: 'Carvalho Campos', email: 'jose.carvalho@exemplo.com.br', password: 'motorista-1', tipo_id: USER_TYPES.motorista.id });
  marcia = await ok('POST', '/v1/usuarios', { firstName: 'Márcia', lastName: 'Souza', email: 'marcia@exemplo.com.br', password: 'motorista-2', tipo_id: USER_TYPES.motorista.id });
  await ok('POST', '/v1/usuarios', { firstName: 'Rita', email: 'rita@exemplo.com.br', password: 'escritorio-1', tipo_id: USER_TYPES.gestor.id, roles: ['view-itinerarios-menu'] });
  office = (await t.login('rita@exemplo.com.br', 'escritorio-1')).access;
  const client = await ok('POST', '/v1/clientes', { tipo_pessoa: 'PF', nome: 'Padaria Estrela', cpf_cnpj: cpfFrom('456456456') });
  const material = await ok('POST', '/v1/materiais', { codigo: 'BUSCA-1', descricao: 'Farinha', unidade: 'CX' });
  const point = (codigo: string, nome: string) => ok('POST', '/v1/pontos', { codigo, nome_fantazia: nome, cidade: 'Campinas', uf: 'SP' });
  const [moinho, loja, deposito] = [await point('P0071', 'Moinho Central'), await point('P0072', 'Loja Jardim'), await point('P0073', 'Depósito Norte')];
  const solicitacao = (origem: Body, destino: Body) => ok('POST', '/v1/solicitacoes', {
    cliente_id: client.id, origem_id: origem.id, destino_id: destino.id, data_prevista: today, itens: [{ material_id: material.id, quantidade: 1 }],
  });
  request = await solicitacao(moinho, loja);
  otherRequest = await solicitacao(deposito, moinho);
  const vehicle = await ok('POST', '/v1/veiculos', { placa: 'BSC1D23', modelo: 'Truck', ativo: true });
  itinerary = await ok('POST', '/v1/itinerarios', { data: today, motorista_id: carvalho.id, veiculo_id: vehicle.id });
});

describe('every word must match, in any order', () => {
  it('finds "jose campos" and "campos jose" alike, not a record with only one of the words', async () => {
    expect(await found('usuarios', 'jose campos')).toEqual([carvalho.id]);
    expect(await found('usuarios', 'CAMPOS  josé')).toEqual([carvalho.id]);
    expect(await found('usuarios', 'jose souza')).toEqual([]);
  });

  it('still takes a document or phone typed with spaces as one value', async () => {
    const cpf = cpfFrom('456456456');
    const spaced = `${cpf.slice(0, 3)} ${cpf.slice(3, 6)} ${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    expect(await found('clientes', spaced)).toHaveLength(1);
  });
});

describe('people by their whole name', () => {
  it('a dropdown reader finds a driver by last name and reads the whole name', async () => {
    const list = await ok('GET', `/v1/usuarios?tipo_id=${USER_TYPES.motorista.id}&q=carvalho`, undefined, office) as { data: Body[] };
    expect(list.data.map((u) => u.id)).toEqual([carvalho.id]);
    expect(list.data[0]).toMatchObject({ firstName: 'José', lastName: 'Carvalho Campos' });
    expect(list.data[0]).not.toHaveProperty('email');
    expect((await ok('GET', `/v1/usuarios?tipo_id=${USER_TYPES.motorista.id}&q=marcia souza`, undefined, office) as { data: Body[] }).data.map((u) => u.id)).toEqual([marcia.id]);
  });
});

describe('search what the list shows: referenced records too', () => {
  it('finds requests by origin, destination and client, word by word across them', async () => {
    expect((await found('solicitacoes', 'moinho')).sort()).toEqual([request.id, otherRequest.id].sort());
    expect(await found('solicitacoes', 'jardim')).toEqual([request.id]);
    expect(await found('solicitacoes', 'P0073')).toEqual([otherRequest.id]);
    expect(await found('solicitacoes', 'jardim moinho')).toEqual([request.id]);
    expect(await found('solicitacoes', 'estrela deposito')).toEqual([otherRequest.id]);
    expect(await found('solicitacoes', 'jardim deposito')).toEqual([]);
  });

  it('finds itineraries by the driver\'s last name and the plate, for the office', async () => {
    expect(await found('itinerarios', 'carvalho', office)).toEqual([itinerary.id]);
    expect(await found('itinerarios', 'BSC-1D23', office)).toEqual([itinerary.id]);
    expect(await found('itinerarios', 'souza', office)).toEqual([]);
  });
});

describe('the search pattern is computed once per statement (issue 15 point 10)', () => {
  /** Records the statements a list request runs, and runs them. */
  const recorder = (statements: { text: string; values: unknown[] }[]): Queryable => ({
    query: ((config: { text: string; values: unknown[] }) => {
      statements.push({ text: config.text, values: config.values });
      return t.pool.query(config as never);
    }) as never,
  });
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (Array.isArray(v)) return literal(`{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
    return `'${String(v).replace(/'/g, "''")}'`;
  };

  it('no list or count statement re-evaluates f_unaccent(lower($n)) per row in its generic plan', async () => {
    const resources = await loadResources();
    const byName = new Map(resources.map((r) => [r.name, r]));
    const driver = { id: carvalho.id as string, tipo_id: USER_TYPES.motorista.id, roles: [] as string[] };
    const statements: { text: string; values: unknown[] }[] = [];
    for (const r of resources.filter((x: Resource) => x.search.length)) {
      for (const q of ['sao', 'sao jose']) {
        // limit 1 with an offset past nothing: a full page, so the capped count runs too.
        const params: ListParams = { page: 1, limit: 1, q, filters: {} };
        for (const [full, viewer] of [[true, undefined], [false, undefined], [true, r.owner ? driver : undefined]] as const) {
          if (!full && !r.dropdown && !r.represent) continue;
          await listPage(recorder(statements), r, r.table, params, full, viewer, 'pt', (name) => byName.get(name)).catch(() => undefined);
        }
      }
    }
    expect(statements.length).toBeGreaterThan(40);
    const client = await t.pool.connect();
    try {
      await client.query('SET plan_cache_mode = force_generic_plan');
      let i = 0;
      for (const s of statements) {
        const name = `generic_${++i}`;
        await client.query(`PREPARE ${name} AS ${s.text}`);
        const plan = (await client.query(`EXPLAIN (COSTS OFF) EXECUTE ${name}(${s.values.map(literal).join(', ')})`)).rows
          .map((row) => row['QUERY PLAN']).join('\n');
        expect(plan, `${s.text}\n${plan}`).not.toMatch(/f_unaccent\(lower\(\$\d+\)\)/);
      }
    } finally {
      await client.query('DEALLOCATE ALL');
      client.release();
    }
  });
});
