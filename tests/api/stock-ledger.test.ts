import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { inTransaction } from '../../server/db/tx';
import { post, reserve, verify } from '../../server/stock/ledger';
import { AppError } from '../../server/errors';
import { createTestApp, type TestApp } from './helpers';
import { addBins } from './bins';

let t: TestApp;
let material: string;

const balance = async (lote = 'L1', endereco = 'A-01-01-01') => (await t.pool.query(
  'SELECT quantidade::text, reservada::text, bloqueada::text FROM estoque_saldos WHERE material_id = $1 AND lote = $2 AND endereco = $3',
  [material, lote, endereco],
)).rows[0];
const receive = (quantidade: number, extra: { lote?: string; endereco?: string; bloqueada?: number } = {}) =>
  inTransaction(t.pool, (tx) => post(tx, [{ material_id: material, lote: extra.lote ?? 'L1', endereco: extra.endereco ?? 'A-01-01-01', quantidade, bloqueada: extra.bloqueada, validade: '2030-01-31' }], { origem: 'recebimento' }));
const ship = (quantidade: number, documento?: string) =>
  inTransaction(t.pool, (tx) => post(tx, [{ material_id: material, lote: 'L1', endereco: 'A-01-01-01', quantidade: -quantidade, path: 'itens.0.quantidade' }], { origem: 'expedicao', documento_id: documento, consumesReservationOf: documento }));

beforeAll(async () => {
  t = await createTestApp();
  material = uuidv7();
  await t.pool.query("INSERT INTO materiais (id, codigo, descricao, unidade) VALUES ($1, 'LEDGER-1', 'Ledger test', 'KG')", [material]);
  await addBins(t.pool, ['A-01-01-01', 'B-01-01-01', 'B-01-01-02', 'B-01-01-03', ...Array.from({ length: 20 }, (_, i) => `C-${String(i).padStart(2, '0')}-01-01`)]);
});
afterAll(() => t.close());

describe('stock ledger (server/stock/ledger.ts)', () => {
  it('posts in and out, refuses a shortfall naming material, lot and bin, and changes nothing then', async () => {
    await receive(10);
    await receive(2.5, { bloqueada: 2.5 });
    expect(await balance()).toEqual({ quantidade: '12.5000', reservada: '0.0000', bloqueada: '2.5000' });
    const err = await ship(11).catch((e: unknown) => e) as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect([err.statusCode, err.key, err.args]).toEqual([409, 'resources.estoque.messages.estoque_insuficiente', { material: 'LEDGER-1', lote: 'L1', endereco: 'A-01-01-01', disponivel: 10, pedida: 11 }]);
    expect(Object.keys(err.fields ?? {})).toEqual(['itens.0.quantidade']);
    expect(await balance()).toEqual({ quantidade: '12.5000', reservada: '0.0000', bloqueada: '2.5000' });
    await ship(4);
    expect((await balance()).quantidade).toBe('8.5000');
    expect(await verify(t.pool)).toEqual([]);
  });

  it('a reservation holds stock for its document only, and confirming releases it', async () => {
    const doc = uuidv7();
    await inTransaction(t.pool, (tx) => reserve(tx, doc, [{ material_id: material, lote: 'L1', endereco: 'A-01-01-01', quantidade: 5 }]));
    expect((await balance()).reservada).toBe('5.0000');
    // 8.5 − 2.5 blocked − 5 reserved = 1 available to anyone else.
    await expect(ship(2)).rejects.toMatchObject({ statusCode: 409 });
    await ship(5, doc);
    expect(await balance()).toEqual({ quantidade: '3.5000', reservada: '0.0000', bloqueada: '2.5000' });
    expect(await verify(t.pool)).toEqual([]);
  });

  it('20 concurrent shipments of one lot never oversell; 20 concurrent receipts lose nothing; no deadlock', async () => {
    await receive(6.5);
    // 10 available: 20 shipments of 1 → exactly 7 succeed (3.5 + 6.5 − 2.5 blocked = 7.5 available).
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => ship(1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.statusCode === 409)).toBe(true);
    expect(await balance()).toEqual({ quantidade: '3.0000', reservada: '0.0000', bloqueada: '2.5000' });
    // Receipts into several bins in different orders: one lock order, so none deadlocks.
    const bins = ['B-01-01-01', 'B-01-01-02', 'B-01-01-03'];
    await Promise.all(Array.from({ length: 20 }, (_, i) => inTransaction(t.pool, (tx) => post(tx,
      (i % 2 ? bins : [...bins].reverse()).map((endereco) => ({ material_id: material, lote: 'L2', endereco, quantidade: 1.25 })),
      { origem: 'recebimento' }))));
    for (const b of bins) expect((await balance('L2', b)).quantidade).toBe('25.0000');
    expect(await verify(t.pool)).toEqual([]);
  });

  it('the per-material and per-lot summaries count the balances holding stock, in each state, through every posting and reservation', async () => {
    const summaries = async () => ({
      material: (await t.pool.query('SELECT saldos, disponiveis, reservadas, bloqueadas FROM estoque_saldos_materiais WHERE material_id = $1', [material])).rows[0],
      lotes: (await t.pool.query('SELECT lote, saldos FROM estoque_saldos_lotes WHERE material_id = $1 ORDER BY lote', [material])).rows,
    });
    // L1: one bin of 3 with 2.5 blocked; L2: 3 bins of 25.
    expect(await summaries()).toEqual({ material: { saldos: 4, disponiveis: 4, reservadas: 0, bloqueadas: 1 }, lotes: [{ lote: 'L1', saldos: 1 }, { lote: 'L2', saldos: 3 }] });
    const doc = uuidv7();
    await inTransaction(t.pool, (tx) => reserve(tx, doc, [{ material_id: material, lote: 'L2', endereco: 'B-01-01-01', quantidade: 4 }]));
    expect((await summaries()).material).toEqual({ saldos: 4, disponiveis: 4, reservadas: 1, bloqueadas: 1 });
    await inTransaction(t.pool, (tx) => reserve(tx, doc, []));
    expect((await summaries()).material.reservadas).toBe(0);
    // Reserving a whole bin leaves nothing available there; shipping it empties the bin.
    await inTransaction(t.pool, (tx) => reserve(tx, doc, [{ material_id: material, lote: 'L2', endereco: 'B-01-01-02', quantidade: 25 }]));
    expect((await summaries()).material).toEqual({ saldos: 4, disponiveis: 3, reservadas: 1, bloqueadas: 1 });
    await inTransaction(t.pool, (tx) => post(tx, [{ material_id: material, lote: 'L2', endereco: 'B-01-01-02', quantidade: -25 }], { origem: 'expedicao', documento_id: doc, consumesReservationOf: doc }));
    // Unblocking L1's 2.5 leaves L1 with 3 available and nothing blocked.
    await inTransaction(t.pool, (tx) => post(tx, [{ material_id: material, lote: 'L1', endereco: 'A-01-01-01', quantidade: 0, bloqueada: -2.5 }], { origem: 'ajuste' }));
    expect(await summaries()).toEqual({ material: { saldos: 3, disponiveis: 3, reservadas: 0, bloqueadas: 0 }, lotes: [{ lote: 'L1', saldos: 1 }, { lote: 'L2', saldos: 2 }] });
    // A partial shipment crosses no zero: the summaries are not written (nor locked).
    const xmin = async () => (await t.pool.query('SELECT xmin::text FROM estoque_saldos_materiais WHERE material_id = $1', [material])).rows[0].xmin;
    const was = await xmin();
    await ship(1);
    expect(await xmin()).toBe(was);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('20 concurrent postings into different bins of two materials keep both summaries exact, with no deadlock', async () => {
    const other = uuidv7();
    await t.pool.query("INSERT INTO materiais (id, codigo, descricao, unidade) VALUES ($1, 'LEDGER-2', 'Ledger test 2', 'KG')", [other]);
    // Each call fills its own new bins (no shared balance row), so only the summary rows are shared.
    await Promise.all(Array.from({ length: 20 }, (_, i) => {
      const lines = [material, other].map((m) => ({ material_id: m, lote: 'L9', endereco: `C-${String(i).padStart(2, '0')}-01-01`, quantidade: 0.5 }));
      return inTransaction(t.pool, (tx) => post(tx, i % 2 ? lines : lines.reverse(), { origem: 'recebimento' }));
    }));
    const rows = (await t.pool.query(
      `SELECT m.material_id = $1 AS ours, m.saldos AS material, l.saldos AS lote
         FROM estoque_saldos_materiais m JOIN estoque_saldos_lotes l ON l.material_id = m.material_id AND l.lote = 'L9'
        WHERE m.material_id = ANY($2::uuid[]) ORDER BY 1`, [material, [material, other]])).rows;
    expect(rows).toEqual([{ ours: false, material: 20, lote: 20 }, { ours: true, material: 23, lote: 20 }]);
    expect(await verify(t.pool)).toEqual([]);
  });

  it('the ledger check names a summary that differs from its balances', async () => {
    await t.pool.query("UPDATE estoque_saldos_lotes SET saldos = saldos + 1 WHERE material_id = $1 AND lote = 'L1'", [material]);
    await t.pool.query('UPDATE estoque_saldos_materiais SET reservadas = reservadas + 2 WHERE material_id = $1', [material]);
    try {
      expect((await verify(t.pool)).map((r) => [r.resumo, r.material_id, r.lote, r.resumo_contagens, r.saldos_contagens])).toEqual([
        ['lote', material, 'L1', { saldos: 2 }, { saldos: 1 }],
        ['material', material, null, { saldos: 23, disponiveis: 23, reservadas: 2, bloqueadas: 0 }, { saldos: 23, disponiveis: 23, reservadas: 0, bloqueadas: 0 }],
      ]);
    } finally {
      await t.pool.query("UPDATE estoque_saldos_lotes SET saldos = saldos - 1 WHERE material_id = $1 AND lote = 'L1'", [material]);
      await t.pool.query('UPDATE estoque_saldos_materiais SET reservadas = reservadas - 2 WHERE material_id = $1', [material]);
    }
    expect(await verify(t.pool)).toEqual([]);
  });

  it('the ledger is append-only', async () => {
    await expect(t.pool.query('UPDATE estoque_movimentos SET quantidade = 0')).rejects.toThrow(/append-only/);
    await expect(t.pool.query('DELETE FROM estoque_movimentos')).rejects.toThrow(/append-only/);
  });
});
