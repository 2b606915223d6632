import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { USER_TYPES } from '../../src/registry/seedIds';
import { inTransaction } from '../../server/db/tx';
import { settingsToday } from '../../server/settings';
import { post, reserve } from '../../server/stock/ledger';
import { bearer, signedInApp } from './helpers';
import { addBins } from './bins';

/** The stock pages, the ledger read, adjustments and the ledger check (src/resources/estoque/server.ts). */
type Body = Record<string, unknown>;
type Row = Record<string, unknown>;
const t = signedInApp();
let today: string;
const M: Record<'m1' | 'm2' | 'm3', string> = { m1: '', m2: '', m3: '' };
const C = { a: '', b: '' };
const day = (offset: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const api = (method: InjectOptions['method'], url: string, payload?: unknown, as = t.admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(as), ...headers }, ...(payload === undefined ? {} : { payload: payload as Body }) });
const created = async (resource: string, payload: Body): Promise<Body & { id: string }> => {
  const res = await api('POST', `/v1/${resource}`, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const ours = () => `material_id=${M.m1}&material_id=${M.m2}&material_id=${M.m3}`;
const list = async (path: string, query = ''): Promise<{ data: Row[]; total: number }> => {
  const res = await api('GET', `/v1/${path}?${ours()}${query.includes('limit=') ? '' : '&limit=100'}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The figures of a row, as the test compares them. */
const figures = (r: Row) => [r.quantidade, r.reservada, r.bloqueada, r.disponivel];
const movementsCount = async () => (await t.pool.query('SELECT count(*)::int AS n FROM estoque_movimentos')).rows[0].n as number;
let n = 0;
const userWith = async (roles: string[]) => {
  const email = `stock${++n}@example.com`;
  await created('usuarios', { firstName: `Stock ${n}`, email, password: 'stock-password-1', roles, tipo_id: USER_TYPES.outros.id });
  return (await t.login(email, 'stock-password-1')).access;
};

beforeAll(async () => {
  today = await settingsToday(t.pool);
  await addBins(t.pool, ['A-01-01-01', 'A-01-01-02', 'A-02-01-01', 'B-01-01-01', 'B-01-01-02']);
  C.a = (await created('categorias', { nome: 'Estoque A' })).id;
  C.b = (await created('categorias', { nome: 'Estoque B' })).id;
  M.m1 = (await created('materiais', { codigo: 'STK-1', descricao: 'Parafuso', unidade: 'UN', categoria_id: C.a })).id;
  M.m2 = (await created('materiais', { codigo: 'STK-2', descricao: 'Leite', unidade: 'CX', categoria_id: C.b })).id;
  M.m3 = (await created('materiais', { codigo: 'STK-3', descricao: 'Arruela', unidade: 'KG', categoria_id: C.a })).id;
  const far = day(200);
  // m1: lot L1 (far expiry) in two bins, one part blocked, 3 reserved; lot L2 expiring in 10 days.
  // m2: lot LX expired 5 days ago; a lot-less balance received and shipped back to zero.
  // m3: lot L3, 2.5 kg.
  await inTransaction(t.pool, (tx) => post(tx, [
    { material_id: M.m1, lote: 'L1', validade: far, endereco: 'A-01-01-01', quantidade: 10 },
    { material_id: M.m1, lote: 'L1', validade: far, endereco: 'A-01-01-02', quantidade: 5, bloqueada: 2 },
    { material_id: M.m1, lote: 'L2', validade: day(10), endereco: 'A-01-01-01', quantidade: 4 },
    { material_id: M.m2, lote: 'LX', validade: day(-5), endereco: 'B-01-01-01', quantidade: 7 },
    { material_id: M.m2, endereco: 'B-01-01-02', quantidade: 3 },
    { material_id: M.m3, lote: 'L3', validade: far, endereco: 'A-02-01-01', quantidade: 2.5 },
  ], { origem: 'recebimento' }));
  await inTransaction(t.pool, (tx) => post(tx, [{ material_id: M.m2, endereco: 'B-01-01-02', quantidade: -3 }], { origem: 'expedicao' }));
  await inTransaction(t.pool, (tx) => reserve(tx, uuidv7(), [{ material_id: M.m1, lote: 'L1', endereco: 'A-01-01-01', quantidade: 3 }]));
});

describe('stock pages', () => {
  it('saldo-fisico: one row per material, hand-computed, zero balances left out, expiry flags from the earliest lot', async () => {
    const { data, total } = await list('produtos/saldo-fisico');
    expect(total).toBe(3);
    expect(data.map((r) => [r.material_codigo, ...figures(r), r.vencido, r.vencendo])).toEqual([
      ['STK-1', 19, 3, 2, 14, false, true],
      ['STK-2', 7, 0, 0, 7, true, false],
      ['STK-3', 2.5, 0, 0, 2.5, false, false],
    ]);
    expect(data[0]).toMatchObject({ id: M.m1, material_descricao: 'Parafuso', material_unidade: 'UN', categoria_id: C.a, categoria_nome: 'Estoque A', validade: day(10) });
  });

  it('saldo-produto-lote: per material and lot, with validade', async () => {
    const { data } = await list('produtos/saldo-produto-lote');
    expect(data.map((r) => [r.material_codigo, r.lote, r.validade, ...figures(r), r.vencido, r.vencendo])).toEqual([
      ['STK-1', 'L1', day(200), 15, 3, 2, 10, false, false],
      ['STK-1', 'L2', day(10), 4, 0, 0, 4, false, true],
      ['STK-2', 'LX', day(-5), 7, 0, 0, 7, true, false],
      ['STK-3', 'L3', day(200), 2.5, 0, 0, 2.5, false, false],
    ]);
  });

  it('saldo-produto-lote-enderecamento: per material, lot and bin', async () => {
    const { data } = await list('produtos/saldo-produto-lote-enderecamento');
    expect(data.map((r) => [r.material_codigo, r.lote, r.endereco, ...figures(r)])).toEqual([
      ['STK-1', 'L1', 'A-01-01-01', 10, 3, 0, 7],
      ['STK-1', 'L1', 'A-01-01-02', 5, 0, 2, 3],
      ['STK-1', 'L2', 'A-01-01-01', 4, 0, 0, 4],
      ['STK-2', 'LX', 'B-01-01-01', 7, 0, 0, 7],
      ['STK-3', 'L3', 'A-02-01-01', 2.5, 0, 0, 2.5],
    ]);
    expect(data[0].id).toBe(`${M.m1}|L1|A-01-01-01`);
  });

  it('status: available, reserved and blocked per material; filtered by a state', async () => {
    const { data } = await list('produtos/status');
    expect(data.map((r) => [r.material_codigo, r.disponivel, r.reservada, r.bloqueada])).toEqual([
      ['STK-1', 14, 3, 2], ['STK-2', 7, 0, 0], ['STK-3', 2.5, 0, 0],
    ]);
    expect((await list('produtos/status', '&status=bloqueada')).data.map((r) => r.material_codigo)).toEqual(['STK-1']);
    expect((await list('produtos/status', '&status=reservada')).data.map((r) => r.material_codigo)).toEqual(['STK-1']);
  });

  it('the four pages agree with each other and with the sum of the ledger', async () => {
    const pages = await Promise.all(['saldo-fisico', 'saldo-produto-lote', 'saldo-produto-lote-enderecamento', 'status'].map((p) => list(`produtos/${p}`)));
    const sums = pages.map(({ data }) => {
      const per: Record<string, number[]> = {};
      for (const r of data) {
        const s = per[r.material_id as string] ??= [0, 0, 0, 0];
        figures(r).forEach((v, i) => { s[i] += v as number; });
      }
      return per;
    });
    for (const s of sums.slice(1)) expect(s).toEqual(sums[0]);
    const ledger = (await api('GET', `/v1/estoque-movimentos?${ours()}&limit=100`)).json() as { data: Row[]; total: number };
    expect(ledger.total).toBe(7);
    const perMaterial: Record<string, [number, number]> = {};
    for (const r of ledger.data) {
      const s = perMaterial[r.material_id as string] ??= [0, 0];
      s[0] += r.quantidade as number;
      s[1] += r.bloqueada as number;
    }
    for (const [id, [q, b]] of Object.entries(perMaterial)) {
      expect([q, b]).toEqual([sums[0][id]?.[0] ?? 0, sums[0][id]?.[2] ?? 0]);
    }
    // The zero balance of m2 is in the ledger (in and out) but on no page.
    expect(perMaterial[M.m2]).toEqual([7, 0]);
  });

  it('filters: category, lot, bin, search, expiring within N days (expired included)', async () => {
    const codes = async (path: string, q: string) => (await list(`produtos/${path}`, q)).data.map((r) => [r.material_codigo, r.lote ?? null, r.endereco ?? null].filter((v) => v !== null).join(' '));
    expect(await codes('saldo-fisico', `&categoria_id=${C.a}`)).toEqual(['STK-1', 'STK-3']);
    expect(await codes('saldo-produto-lote', '&lote=L2')).toEqual(['STK-1 L2']);
    expect(await codes('saldo-produto-lote-enderecamento', '&endereco=A-01-01-01')).toEqual(['STK-1 L1 A-01-01-01', 'STK-1 L2 A-01-01-01']);
    expect(await codes('saldo-produto-lote-enderecamento', '&endereco=a-02')).toEqual(['STK-3 L3 A-02-01-01']);
    expect(await codes('saldo-fisico', '&q=leite')).toEqual(['STK-2']);
    expect(await codes('saldo-produto-lote', '&vencendo_em_dias=30')).toEqual(['STK-1 L2', 'STK-2 LX']);
    expect(await codes('saldo-produto-lote', '&vencendo_em_dias=0')).toEqual(['STK-2 LX']);
    // On the material page, a lot filter narrows the figures to that lot.
    expect(figures((await list('produtos/saldo-fisico', '&lote=L1')).data[0])).toEqual([15, 3, 2, 10]);
  });

  it('a full page\'s total is exact under every filter: counted on the summaries or on the balances, as the unpaged list', async () => {
    const filters = ['', `&categoria_id=${C.a}`, `&categoria_id=${C.b}`, '&q=r', '&lote=L1', '&lote=L2', '&endereco=A-01', '&vencendo_em_dias=30',
      '&status=bloqueada', '&status=reservada', '&status=disponivel', `&status=disponivel&categoria_id=${C.a}`, '&status=bloqueada&lote=L2'];
    const counted: string[] = [];
    for (const page of ['saldo-fisico', 'saldo-produto-lote', 'saldo-produto-lote-enderecamento', 'status']) {
      for (const f of filters) {
        if (f.includes('status=') && page !== 'status') continue;
        for (const scope of [ours(), '']) {
          const get = async (q: string) => {
            const res = await api('GET', `/v1/produtos/${page}?${scope}${f}${q}`);
            expect(res.statusCode, res.body).toBe(200);
            return res.json() as { data: Row[]; total: number };
          };
          const all = await get('&limit=100');
          const first = await get('&limit=1');
          expect(first.total, `${page} ${f} ${scope ? 'ours' : 'all'}`).toBe(all.data.length);
          if (all.data.length > 1) counted.push(`${page}${f}`);
        }
      }
    }
    // Hand-checked: the material pages count 3 materials, the lot page 4 lots, the bin page 5 bins.
    const totals = async (page: string, f = '') => (await api('GET', `/v1/produtos/${page}?limit=1${f}`)).json().total;
    expect([await totals('saldo-fisico'), await totals('status'), await totals('saldo-produto-lote'), await totals('saldo-produto-lote-enderecamento')]).toEqual([3, 3, 4, 5]);
    expect([await totals('status', '&status=bloqueada'), await totals('saldo-produto-lote', '&vencendo_em_dias=30'), await totals('saldo-fisico', '&lote=L1')]).toEqual([1, 2, 1]);
    // Most cases did count (a short page's total needs no count).
    expect(counted.length).toBeGreaterThan(20);
  });

  it('sort and paging; an unknown sort field or a bad filter is a 400', async () => {
    const byQty = (await list('produtos/saldo-fisico', '&sort=quantidade&order=desc')).data.map((r) => r.material_codigo);
    expect(byQty).toEqual(['STK-1', 'STK-2', 'STK-3']);
    const byExpiry = (await list('produtos/saldo-produto-lote', '&sort=validade&order=asc')).data.map((r) => r.lote);
    expect(byExpiry).toEqual(['LX', 'L2', 'L1', 'L3']);
    const page2 = await list('produtos/saldo-produto-lote-enderecamento', '&limit=2&page=2');
    expect(page2.total).toBe(5);
    expect(page2.data.map((r) => `${r.lote} ${r.endereco}`)).toEqual(['L2 A-01-01-01', 'LX B-01-01-01']);
    const past = await api('GET', `/v1/produtos/saldo-fisico?${ours()}&limit=2&page=5`);
    expect(past.json()).toEqual({ data: [], total: 3 });
    expect((await api('GET', '/v1/produtos/saldo-fisico?sort=senha')).statusCode).toBe(400);
    expect((await api('GET', '/v1/produtos/saldo-fisico?material_id=x')).statusCode).toBe(400);
    expect((await api('GET', '/v1/produtos/saldo-fisico?vencendo_em_dias=-1')).statusCode).toBe(400);
  });

  it('the ledger: newest first, filters by material, lot, bin, origin, dates; rows carry the material and the user', async () => {
    const all = (await list('estoque-movimentos')).data;
    expect(all.map((r) => Number(r.seq))).toEqual([...all.map((r) => Number(r.seq))].sort((a, b) => b - a));
    const bin = await list('estoque-movimentos', '&lote=L1&endereco=A-01-01-02');
    expect(bin.data.map((r) => [r.material_codigo, r.quantidade, r.bloqueada, r.origem])).toEqual([['STK-1', 5, 2, 'recebimento']]);
    expect((await list('estoque-movimentos', '&origem=expedicao')).data.map((r) => r.quantidade)).toEqual([-3]);
    expect((await list('estoque-movimentos', `&created_at_gte=${today}&created_at_lte=${today}`)).total).toBe(7);
    expect((await list('estoque-movimentos', `&created_at_gte=${day(1)}`)).total).toBe(0);
    expect((await list('estoque-movimentos', '&lote=')).data.map((r) => r.quantidade)).toEqual([-3, 3]);
    expect((await api('GET', '/v1/estoque-movimentos?origem=roubo')).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('view-produtos reads the pages and the ledger; without it, 403; the ledger check is the admin\'s', async () => {
    const none = await userWith([]);
    const viewer = await userWith(['view-produtos']);
    for (const path of ['produtos/saldo-fisico', 'produtos/saldo-produto-lote', 'produtos/saldo-produto-lote-enderecamento', 'produtos/status', 'estoque-movimentos']) {
      expect((await api('GET', `/v1/${path}`, undefined, none)).statusCode).toBe(403);
      expect((await api('GET', `/v1/${path}`, undefined, viewer)).statusCode).toBe(200);
    }
    expect((await api('GET', '/v1/estoque/verificacao', undefined, viewer)).statusCode).toBe(403);
    const adjust = { material_id: M.m3, lote: 'L3', endereco: 'A-02-01-01', quantidade: 1, motivo: 'Contagem' };
    expect((await api('POST', '/v1/estoque/ajustes', adjust, none)).statusCode).toBe(403);
  });
});

describe('adjustments', () => {
  const bin = async () => (await list('produtos/saldo-produto-lote-enderecamento', '&lote=L3')).data[0];
  const adjust = (body: Body, headers: Record<string, string> = {}) => api('POST', '/v1/estoque/ajustes', body, t.admin, headers);
  const base = { material_id: '', lote: 'L3', endereco: 'A-02-01-01', motivo: 'Inventário' };

  it('+ and − post movements of origin ajuste with the user and the reason', async () => {
    base.material_id = M.m3;
    const plus = await adjust({ ...base, quantidade: 5 });
    expect(plus.statusCode, plus.body).toBe(201);
    expect(plus.json().saldo).toMatchObject({ quantidade: 7.5 });
    const minus = await adjust({ ...base, endereco: 'a-02-01-01', quantidade: -2, motivo: 'Avaria' });
    expect(minus.statusCode, minus.body).toBe(201);
    expect(figures(await bin())).toEqual([5.5, 0, 0, 5.5]);
    const rows = (await list('estoque-movimentos', '&origem=ajuste')).data;
    expect(rows.map((r) => [r.quantidade, r.motivo, r.usuario_nome])).toEqual([[-2, 'Avaria', expect.any(String)], [5, 'Inventário', expect.any(String)]]);
    expect(rows[0].usuario_id).toBeTruthy();
    // Blocking part of a balance: quantity and blocked part move together.
    const blocked = await adjust({ ...base, lote: 'L9', validade: day(90), quantidade: 2, bloqueada: 2 });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(blocked.json().saldo).toMatchObject({ quantidade: 2, bloqueada: 2, validade: day(90) });
  });

  it('a correction that would go negative is a 409 naming the lot and bin, and nothing changes', async () => {
    const before = [await movementsCount(), figures(await bin())];
    const res = await adjust({ ...base, quantidade: -100 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/STK-3.*L3.*A-02-01-01/);
    expect(Object.keys(res.json().fields ?? {})).toEqual(['quantidade']);
    expect([await movementsCount(), figures(await bin())]).toEqual(before);
  });

  it('bad input is a 400 naming the field, nothing written', async () => {
    const before = await movementsCount();
    const cases: [Body, string][] = [
      [{ ...base, endereco: 'A-1-2-3' }, 'endereco'],
      [{ ...base, endereco: undefined }, 'endereco'],
      [{ ...base, quantidade: 0 }, 'quantidade'],
      [{ ...base, quantidade: 'dez' }, 'quantidade'],
      [{ ...base, quantidade: 1, motivo: ' ' }, 'motivo'],
      [{ ...base, quantidade: 1, motivo: undefined }, 'motivo'],
      [{ ...base, quantidade: 1, material_id: uuidv7() }, 'material_id'],
      [{ ...base, quantidade: 1, validade: '2026-02-30' }, 'validade'],
    ];
    for (const [body, field] of cases) {
      const res = await adjust(body);
      expect(res.statusCode, res.body).toBe(400);
      const fields = res.json().fields as Record<string, string>;
      expect(Object.keys(fields), res.body).toContain(field);
      expect(fields[field]).not.toMatch(/^app\./);
    }
    expect(await movementsCount()).toBe(before);
  });

  it('the same Idempotency-Key posts once and replays the answer', async () => {
    const before = await movementsCount();
    const key = { 'idempotency-key': `ajuste-${uuidv7()}` };
    const first = await adjust({ ...base, quantidade: 1 }, key);
    const again = await adjust({ ...base, quantidade: 1 }, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await movementsCount()).toBe(before + 1);
  });

  it('the ledger check is empty after all of it', async () => {
    const res = await api('GET', '/v1/estoque/verificacao');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });
});
