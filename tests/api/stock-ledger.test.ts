import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { inTransaction } from '../../server/db/tx';
import { post, reserve, verify } from '../../server/stock/ledger';
import { AppError } from '../../server/errors';
import { createTestApp, type TestApp } from './helpers';

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
  await t.pool.query("INSERT INTO materiais (id, codigo, descricao, unidade) VALUES ($1, 'LEDGER-1', 'Ledger test', 'UN')", [material]);
});
afterAll(() => t.close());

describe('stock ledger (server/stock/ledger.ts)', () => {
  it('posts in and out, refuses a shortfall naming material, lot and bin, and changes nothing then', async () => {
    await receive(10);
    await receive(2.5, { bloqueada: 2.5 });
    expect(await balance()).toEqual({ quantidade: '12.5000', reservada: '0.0000', bloqueada: '2.5000' });
    const err = await ship(11).catch((e: unknown) => e) as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect([err.statusCode, err.key, err.args]).toEqual([409, 'app.errors.estoque_insuficiente', { material: 'LEDGER-1', lote: 'L1', endereco: 'A-01-01-01', disponivel: 10, pedida: 11 }]);
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

  it('the ledger is append-only', async () => {
    await expect(t.pool.query('UPDATE estoque_movimentos SET quantidade = 0')).rejects.toThrow(/append-only/);
    await expect(t.pool.query('DELETE FROM estoque_movimentos')).rejects.toThrow(/append-only/);
  });
});
