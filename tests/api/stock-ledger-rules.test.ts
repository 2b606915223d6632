import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import type pg from 'pg';
import { inTransaction } from '../../server/db/tx';
import { type Movement, type PostContext, type Reservation, position, post, reserve, verify } from '../../server/stock/ledger';
import { AppError } from '../../server/errors';
import { CHANGES_CHANNEL } from '../../server/crud/audit';
import { createTestDatabase, type TestDatabase } from './testDatabase';
import { addBins } from './bins';

// The ledger's rules one at a time on a real PostgreSQL, each test on materials of its own so it
// holds alone (mutation testing runs only the tests that reach a mutant: `npm run test:mutation --
// ledger`). tests/api/stock-ledger.test.ts tells the ledger's story end to end (concurrency, summaries).

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  // Every bin this file posts into (odd ones too: the ledger compares bins byte-wise).
  await addBins(db.pool, ['A-1', 'A-2', 'B-1', 'C-1', 'Z-9', 'b-1', 'x']);
});
afterAll(() => db.close());

let codes = 0;
/** A new material; `unidade` UN is counted whole, KG measured. */
const material = async (unidade = 'KG') => {
  const id = uuidv7();
  await db.pool.query('INSERT INTO materiais (id, codigo, descricao, unidade) VALUES ($1, $2, $3, $4)', [id, `RULE-${++codes}`, 'Ledger rule', unidade]);
  return { id, codigo: `RULE-${codes}` };
};

/** The statements a call sends, counted on the real transaction. */
const counted = (tx: pg.PoolClient) => {
  const sent = { n: 0 };
  return { sent, db: { query: ((...args: Parameters<pg.PoolClient['query']>) => { sent.n++; return tx.query(...args); }) as pg.PoolClient['query'] } };
};
const posting = (movements: Movement[], ctx: PostContext = { origem: 'ajuste' }) => inTransaction(db.pool, (tx) => post(tx, movements, ctx));
const reserving = (documento: string, lines: Reservation[]) => inTransaction(db.pool, (tx) => reserve(tx, documento, lines));
const refusal = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a refusal'); }, (e: unknown) => {
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
});

const balances = async (materialId: string) => (await db.pool.query(
  `SELECT lote, endereco, quantidade::text, reservada::text, bloqueada::text, validade::text FROM estoque_saldos
    WHERE material_id = $1 ORDER BY lote COLLATE "C", endereco COLLATE "C"`, [materialId])).rows;
const movements = async (...materialIds: string[]) => (await db.pool.query(
  `SELECT id, material_id, lote, endereco, quantidade::text, bloqueada::text, validade::text, origem, documento_id, motivo, usuario_id
     FROM estoque_movimentos WHERE material_id = ANY($1::uuid[]) ORDER BY seq`, [materialIds])).rows;
const reservations = async (documento: string) => (await db.pool.query(
  'SELECT material_id, lote, endereco, quantidade::text FROM estoque_reservas WHERE documento_id = $1 ORDER BY lote COLLATE "C", endereco COLLATE "C"', [documento])).rows;

describe('post: lines per key', () => {
  it('sums the movements of one key into one line, whatever the case of the id, and keeps the first expiry given', async () => {
    const m = await material();
    const ids = await posting([
      { material_id: m.id.toUpperCase(), lote: 'L1', endereco: 'A-1', quantidade: 2, bloqueada: 1 },
      { material_id: m.id, lote: 'L1', endereco: 'A-1', quantidade: 3, bloqueada: 0.5, validade: '2031-01-31' },
      { material_id: m.id, lote: 'L1', endereco: 'A-1', quantidade: 1, validade: '2032-12-31' },
      { material_id: m.id, lote: null, endereco: 'A-1', quantidade: 4 },
    ], { origem: 'recebimento', documento_id: m.id, motivo: 'nota', usuario_id: null });
    const moved = await movements(m.id);
    expect(moved.map(({ id: _, ...row }) => row)).toEqual([
      { material_id: m.id, lote: '', endereco: 'A-1', quantidade: '4.0000', bloqueada: '0.0000', validade: null, origem: 'recebimento', documento_id: m.id, motivo: 'nota', usuario_id: null },
      { material_id: m.id, lote: 'L1', endereco: 'A-1', quantidade: '6.0000', bloqueada: '1.5000', validade: '2031-01-31', origem: 'recebimento', documento_id: m.id, motivo: 'nota', usuario_id: null },
    ]);
    expect(ids).toEqual(moved.map((r) => r.id));
    expect(await balances(m.id)).toEqual([
      { lote: '', endereco: 'A-1', quantidade: '4.0000', reservada: '0.0000', bloqueada: '0.0000', validade: null },
      { lote: 'L1', endereco: 'A-1', quantidade: '6.0000', reservada: '0.0000', bloqueada: '1.5000', validade: '2031-01-31' },
    ]);
  });

  it('locks and appends in one byte-wise key order: material, then lot, then bin', async () => {
    const first = await material();
    const second = await material();
    await posting([
      { material_id: second.id, lote: 'a', endereco: 'x', quantidade: 1 },
      { material_id: first.id, lote: 'a', endereco: 'C-1', quantidade: 1 },
      { material_id: first.id, lote: 'B', endereco: 'b-1', quantidade: 1 },
      { material_id: first.id, lote: 'B', endereco: 'C-1', quantidade: 1 },
    ]);
    // Byte-wise 'B' < 'a' and 'C' < 'b', where a collation would say the opposite.
    expect((await movements(first.id, second.id)).map((r) => [r.material_id, r.lote, r.endereco])).toEqual([
      [first.id, 'B', 'C-1'], [first.id, 'B', 'b-1'], [first.id, 'a', 'C-1'], [second.id, 'a', 'x'],
    ]);
  });

  it('a line that moves nothing is no movement and costs no statement after the fractions check', async () => {
    const m = await material();
    await inTransaction(db.pool, async (tx) => {
      const c = counted(tx);
      expect(await post(c.db, [
        { material_id: m.id, endereco: 'A-1', quantidade: 0 },
        { material_id: m.id, endereco: 'A-2', quantidade: 1, bloqueada: 1 },
        { material_id: m.id, endereco: 'A-2', quantidade: -1, bloqueada: -1 },
      ], { origem: 'ajuste' })).toEqual([]);
      expect(c.sent.n).toBe(0);
    });
    expect(await balances(m.id)).toEqual([]);
  });

  it('unblocks stock with a movement of the blocked part alone', async () => {
    const m = await material();
    await posting([{ material_id: m.id, endereco: 'A-1', quantidade: 5, bloqueada: 2 }]);
    expect(await posting([{ material_id: m.id, endereco: 'A-1', quantidade: 0, bloqueada: -2 }])).toHaveLength(1);
    expect((await movements(m.id)).map((r) => [r.quantidade, r.bloqueada])).toEqual([['5.0000', '2.0000'], ['0.0000', '-2.0000']]);
    expect((await balances(m.id))[0]).toMatchObject({ quantidade: '5.0000', bloqueada: '0.0000' });
  });
});

describe('post: what a movement records', () => {
  it('keeps the first expiry a balance is given, and gives one to a balance that had none', async () => {
    const m = await material();
    await posting([{ material_id: m.id, lote: 'L', endereco: 'A-1', quantidade: 1 }]);
    await posting([{ material_id: m.id, lote: 'L', endereco: 'A-1', quantidade: 1, validade: '2031-05-31' }]);
    await posting([{ material_id: m.id, lote: 'L', endereco: 'A-1', quantidade: 1, validade: '2032-01-31' }]);
    expect((await balances(m.id))[0]).toMatchObject({ quantidade: '3.0000', validade: '2031-05-31' });
  });

  it('records who moved it, and announces the change of stock by its origin', async () => {
    const m = await material();
    const user = (await db.pool.query('SELECT id FROM usuarios ORDER BY id LIMIT 1')).rows[0].id as string;
    const listener = await db.pool.connect();
    try {
      const heard: unknown[] = [];
      listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? 'null')));
      await listener.query(`LISTEN ${CHANGES_CHANNEL}`);
      await posting([{ material_id: m.id, endereco: 'A-1', quantidade: 1 }], { origem: 'ajuste', usuario_id: user, motivo: 'contagem' });
      await expect.poll(() => heard).toEqual([{ resource: 'estoque', id: null, action: 'ajuste' }]);
    } finally {
      await listener.query(`UNLISTEN ${CHANGES_CHANNEL}`);
      listener.release();
    }
    expect((await movements(m.id))[0]).toMatchObject({ origem: 'ajuste', usuario_id: user, motivo: 'contagem', documento_id: null });
  });
});

describe('post: what it refuses', () => {
  it('refuses taking more than there is, naming the material, a lot-less line as "—", and the bin; nothing changes', async () => {
    const m = await material();
    await posting([{ material_id: m.id, endereco: 'A-1', quantidade: 5 }]);
    const err = await refusal(posting([{ material_id: m.id, endereco: 'A-1', quantidade: -6 }]));
    expect([err.statusCode, err.key, err.args, err.fields]).toEqual([409, 'resources.estoque.messages.estoque_insuficiente',
      { material: m.codigo, lote: '—', endereco: 'A-1', disponivel: 5, pedida: 6 }, undefined]);
    expect(await balances(m.id)).toEqual([{ lote: '', endereco: 'A-1', quantidade: '5.0000', reservada: '0.0000', bloqueada: '0.0000', validade: null }]);
    expect(await movements(m.id)).toHaveLength(1);
    // Exactly what there is may go.
    await posting([{ material_id: m.id, endereco: 'A-1', quantidade: -5 }]);
    expect((await balances(m.id))[0].quantidade).toBe('0.0000');
  });

  it('refuses unblocking more than is blocked, and taking blocked stock', async () => {
    const m = await material();
    await posting([{ material_id: m.id, lote: 'L', endereco: 'A-1', quantidade: 5, bloqueada: 1 }]);
    expect((await refusal(posting([{ material_id: m.id, lote: 'L', endereco: 'A-1', quantidade: 0, bloqueada: -2 }]))).statusCode).toBe(409);
    const err = await refusal(posting([{ material_id: m.id, lote: 'L', endereco: 'A-1', quantidade: -5 }]));
    expect(err.args).toMatchObject({ lote: 'L', disponivel: 4, pedida: 5 });
    await posting([{ material_id: m.id, lote: 'L', endereco: 'A-1', quantidade: -4 }]);
    expect(await verify(db.pool)).toEqual([]);
  });

  it('names every path of the short line (lines of one key are summed), and only that line', async () => {
    const m = await material();
    await posting([{ material_id: m.id, endereco: 'A-1', quantidade: 5 }, { material_id: m.id, endereco: 'B-1', quantidade: 1 }]);
    const err = await refusal(posting([
      { material_id: m.id, endereco: 'A-1', quantidade: -1, path: 'itens.0.quantidade' },
      { material_id: m.id.toUpperCase(), endereco: 'B-1', quantidade: -1, path: 'itens.1.quantidade' },
      { material_id: m.id, endereco: 'B-1', quantidade: -1, path: 'itens.2.quantidade' },
    ]));
    expect(err.args).toMatchObject({ endereco: 'B-1', disponivel: 1, pedida: 2 });
    const line = { message: 'resources.estoque.messages.estoque_insuficiente_linha', args: { disponivel: 1 } };
    expect(err.fields).toEqual({ 'itens.1.quantidade': line, 'itens.2.quantidade': line });
  });

  it('counts what others reserved as taken, and lets the document that reserved it ship it, releasing its reservation', async () => {
    const m = await material();
    const doc = uuidv7();
    await posting([{ material_id: m.id, endereco: 'A-1', quantidade: 5 }]);
    await reserving(doc, [{ material_id: m.id, endereco: 'A-1', quantidade: 3 }]);
    expect((await refusal(posting([{ material_id: m.id, endereco: 'A-1', quantidade: -3 }]))).args).toMatchObject({ disponivel: 2, pedida: 3 });
    // Naming the document without consuming its reservation leaves the reservation held.
    await posting([{ material_id: m.id, endereco: 'A-1', quantidade: -1 }], { origem: 'expedicao', documento_id: doc });
    expect((await balances(m.id))[0]).toMatchObject({ quantidade: '4.0000', reservada: '3.0000' });
    await posting([{ material_id: m.id, endereco: 'A-1', quantidade: -4 }], { origem: 'expedicao', documento_id: doc, consumesReservationOf: doc });
    expect((await balances(m.id))[0]).toMatchObject({ quantidade: '0.0000', reservada: '0.0000' });
    expect(await reservations(doc)).toEqual([]);
    expect(await verify(db.pool)).toEqual([]);
  });
});

describe('post: what a refusal says', () => {
  it('counts the document\'s own reservation in what is available to it', async () => {
    const m = await material();
    const doc = uuidv7();
    await posting([{ material_id: m.id, endereco: 'A-1', quantidade: 5 }]);
    await reserving(doc, [{ material_id: m.id, endereco: 'A-1', quantidade: 3 }]);
    const err = await refusal(posting([{ material_id: m.id, endereco: 'A-1', quantidade: -6 }], { origem: 'expedicao', documento_id: doc, consumesReservationOf: doc }));
    expect(err.args).toMatchObject({ disponivel: 5, pedida: 6 });
  });

  it('asks for what a blocking takes from the available stock', async () => {
    const m = await material();
    await posting([{ material_id: m.id, endereco: 'A-1', quantidade: 5, bloqueada: 1 }]);
    const err = await refusal(posting([{ material_id: m.id, endereco: 'A-1', quantidade: 0, bloqueada: 5 }]));
    expect(err.args).toMatchObject({ disponivel: 4, pedida: 5 });
  });
});

describe('post: bins (server/stock/bins.ts)', () => {
  it('refuses an unknown bin either way, under the movement\'s binPath (else endereco), naming it; nothing is written', async () => {
    const m = await material();
    const err = await refusal(posting([
      { material_id: m.id, endereco: 'A-1', quantidade: 1 },
      { material_id: m.id, endereco: 'N-0', quantidade: 1, binPath: 'itens.1.endereco' },
      { material_id: m.id, endereco: 'N-1', quantidade: -1 },
    ]));
    expect([err.statusCode, err.key, err.args]).toEqual([400, 'resources.enderecos.messages.desconhecido', { endereco: 'N-0' }]);
    expect(err.fields).toEqual({
      'itens.1.endereco': { message: 'resources.enderecos.messages.desconhecido', args: { endereco: 'N-0' } },
      endereco: { message: 'resources.enderecos.messages.desconhecido', args: { endereco: 'N-1' } },
    });
    expect(await movements(m.id)).toEqual([]);
  });

  it('a blocked or inactive bin takes no stock in; stock leaves it, and units already there may be blocked in it', async () => {
    const m = await material();
    await addBins(db.pool, ['BLK-1', 'OFF-1']);
    await posting([{ material_id: m.id, endereco: 'BLK-1', quantidade: 5 }, { material_id: m.id, endereco: 'OFF-1', quantidade: 5 }]);
    await db.pool.query("UPDATE enderecos SET bloqueado = true WHERE endereco = 'BLK-1'");
    await db.pool.query("UPDATE enderecos SET ativo = false WHERE endereco = 'OFF-1'");
    const blocked = await refusal(posting([{ material_id: m.id, endereco: 'BLK-1', quantidade: 1, binPath: 'para' }]));
    expect([blocked.key, blocked.fields]).toEqual(['resources.enderecos.messages.bloqueado', { para: { message: 'resources.enderecos.messages.bloqueado', args: { endereco: 'BLK-1' } } }]);
    expect((await refusal(posting([{ material_id: m.id, endereco: 'OFF-1', quantidade: 0.5 }]))).key).toBe('resources.enderecos.messages.inativo');
    await posting([{ material_id: m.id, endereco: 'BLK-1', quantidade: -2 }, { material_id: m.id, endereco: 'OFF-1', quantidade: -2 }]);
    await posting([{ material_id: m.id, endereco: 'BLK-1', quantidade: 0, bloqueada: 1 }]);
    expect((await balances(m.id)).map((b) => [b.endereco, b.quantidade, b.bloqueada])).toEqual([['BLK-1', '3.0000', '1.0000'], ['OFF-1', '3.0000', '0.0000']]);
  });
});

describe('reserve', () => {
  it('makes the reservations exactly the lines given: summed per key, moved, released', async () => {
    const m = await material();
    const doc = uuidv7();
    await posting([{ material_id: m.id, endereco: 'A-1', quantidade: 5 }, { material_id: m.id, endereco: 'B-1', quantidade: 5 }]);
    await reserving(doc, [
      { material_id: m.id, endereco: 'A-1', quantidade: 1 },
      { material_id: m.id.toUpperCase(), endereco: 'A-1', quantidade: 2 },
      { material_id: m.id, endereco: 'B-1', quantidade: 0 },
    ]);
    expect(await reservations(doc)).toEqual([{ material_id: m.id, lote: '', endereco: 'A-1', quantidade: '3.0000' }]);
    await reserving(doc, [{ material_id: m.id, endereco: 'B-1', quantidade: 2 }]);
    expect(await reservations(doc)).toEqual([{ material_id: m.id, lote: '', endereco: 'B-1', quantidade: '2.0000' }]);
    expect((await balances(m.id)).map((b) => b.reservada)).toEqual(['0.0000', '2.0000']);
    await reserving(doc, []);
    expect(await reservations(doc)).toEqual([]);
    expect((await balances(m.id)).map((b) => b.reservada)).toEqual(['0.0000', '0.0000']);
    expect(await verify(db.pool)).toEqual([]);
  });

  it('refuses reserving more than is available (blocked and reserved stock is not), naming the line', async () => {
    const m = await material();
    const other = uuidv7();
    await posting([{ material_id: m.id, lote: 'L', endereco: 'A-1', quantidade: 5, bloqueada: 1 }]);
    await reserving(other, [{ material_id: m.id, lote: 'L', endereco: 'A-1', quantidade: 1 }]);
    const err = await refusal(reserving(uuidv7(), [{ material_id: m.id, lote: 'L', endereco: 'A-1', quantidade: 4, path: 'itens.0.quantidade' }]));
    expect([err.statusCode, err.args, Object.keys(err.fields ?? {})]).toEqual([409,
      { material: m.codigo, lote: 'L', endereco: 'A-1', disponivel: 3, pedida: 4 }, ['itens.0.quantidade']]);
    await reserving(uuidv7(), [{ material_id: m.id, lote: 'L', endereco: 'A-1', quantidade: 3 }]);
    expect((await balances(m.id))[0].reservada).toBe('4.0000');
  });

  it('names only the short line among several', async () => {
    const m = await material();
    await posting([{ material_id: m.id, endereco: 'A-1', quantidade: 5 }, { material_id: m.id, endereco: 'B-1', quantidade: 1 }]);
    const err = await refusal(reserving(uuidv7(), [
      { material_id: m.id, endereco: 'A-1', quantidade: 1, path: 'itens.0.quantidade' },
      { material_id: m.id, endereco: 'B-1', quantidade: 2, path: 'itens.1.quantidade' },
    ]));
    expect([err.args.endereco, Object.keys(err.fields ?? {})]).toEqual(['B-1', ['itens.1.quantidade']]);
  });

  it('refuses a reservation where there is no stock at all, with no path when the caller gave none', async () => {
    const m = await material();
    const err = await refusal(reserving(uuidv7(), [{ material_id: m.id, endereco: 'Z-9', quantidade: 1 }]));
    expect([err.args, err.fields]).toEqual([{ material: m.codigo, lote: '—', endereco: 'Z-9', disponivel: 0, pedida: 1 }, undefined]);
  });

  it('sends nothing when the document holds nothing and wants nothing', async () => {
    await inTransaction(db.pool, async (tx) => {
      const c = counted(tx);
      await reserve(c.db, uuidv7(), []);
      // The one statement reads what the document holds.
      expect(c.sent.n).toBe(1);
    });
  });
});

describe('whole units (server/stock/units.ts)', () => {
  it('refuses half a box under its line, naming the line, the quantity and the unit', async () => {
    const box = await material('UN');
    const err = await refusal(posting([
      { material_id: box.id, endereco: 'A-1', quantidade: 2 },
      { material_id: box.id.toUpperCase(), endereco: 'A-1', quantidade: 1.5, path: 'itens.3.quantidade' },
    ]));
    const args = { codigo: 'UN', unidade: { t: 'resources.materiais.values.unidade.UN' }, quantidade: 1.5 };
    expect([err.statusCode, err.key, err.args, err.fields]).toEqual([400, 'resources.materiais.messages.fracao_linha', { ...args, linha: 4 },
      { 'itens.3.quantidade': { message: 'resources.materiais.messages.fracao', args } }]);
  });

  it('names the first line as line 1, and an amount without a path under `quantidade`', async () => {
    const box = await material('UN');
    const first = await refusal(posting([{ material_id: box.id, endereco: 'A-1', quantidade: 0.5, path: 'itens.0.quantidade' }]));
    expect([first.key, first.args.linha]).toEqual(['resources.materiais.messages.fracao_linha', 1]);
    const bare = await refusal(posting([{ material_id: box.id, endereco: 'A-1', quantidade: 0.5 }]));
    expect([bare.key, bare.args.linha, Object.keys(bare.fields ?? {})]).toEqual(['resources.materiais.messages.fracao', undefined, ['quantidade']]);
    const thirteenth = await refusal(posting([{ material_id: box.id, endereco: 'A-1', quantidade: 0.5, path: 'itens.12.quantidade' }]));
    expect(thirteenth.args.linha).toBe(13);
    const unnumbered = await refusal(posting([{ material_id: box.id, endereco: 'A-1', quantidade: 0.5, path: 'quantidade' }]));
    expect([unnumbered.key, unnumbered.args.linha]).toEqual(['resources.materiais.messages.fracao', undefined]);
  });

  it('refuses a fraction of blocked boxes, and half a box reserved', async () => {
    const box = await material('UN');
    expect((await refusal(posting([{ material_id: box.id, endereco: 'A-1', quantidade: 2, bloqueada: 0.5 }]))).args).toMatchObject({ quantidade: 0.5 });
    await posting([{ material_id: box.id, endereco: 'A-1', quantidade: 2 }]);
    expect((await refusal(reserving(uuidv7(), [{ material_id: box.id, endereco: 'A-1', quantidade: 1.5 }]))).statusCode).toBe(400);
  });

  it('takes fractions of a measured unit, names only the whole-unit lines, and asks nothing of whole amounts', async () => {
    const kg = await material('KG');
    const box = await material('UN');
    const err = await refusal(posting([
      { material_id: kg.id, endereco: 'A-1', quantidade: 1.5, path: 'itens.0.quantidade' },
      { material_id: box.id, endereco: 'A-1', quantidade: 2.5, path: 'itens.1.quantidade' },
    ]));
    expect([err.args.linha, Object.keys(err.fields ?? {})]).toEqual([2, ['itens.1.quantidade']]);
    await posting([{ material_id: kg.id, endereco: 'A-1', quantidade: 1.5 }]);
    expect((await balances(kg.id))[0].quantidade).toBe('1.5000');
    await inTransaction(db.pool, async (tx) => {
      const c = counted(tx);
      await reserve(c.db, uuidv7(), [{ material_id: box.id, endereco: 'A-1', quantidade: 0 }]);
      // Whole amounts: no unit is read; only what the document holds.
      expect(c.sent.n).toBe(1);
    });
  });
});

describe('verify', () => {
  it('names a balance that differs from its movements or its reservations, and a summary that differs from the balances', async () => {
    const m = await material();
    const doc = uuidv7();
    await posting([{ material_id: m.id, lote: 'V', endereco: 'A-1', quantidade: 5 }]);
    await reserving(doc, [{ material_id: m.id, lote: 'V', endereco: 'A-1', quantidade: 1 }]);
    expect(await verify(db.pool)).toEqual([]);
    // Planted inside a transaction that is rolled back: nothing else ever writes these tables.
    await inTransaction(db.pool, async (tx) => {
      await tx.query("UPDATE estoque_saldos SET quantidade = quantidade + 1, reservada = reservada + 1 WHERE material_id = $1", [m.id]);
      await tx.query('UPDATE estoque_saldos_lotes SET saldos = saldos + 1 WHERE material_id = $1', [m.id]);
      const found = await verify(tx);
      expect(found.map((r) => [r.resumo ?? 'saldo', r.material_id, r.lote])).toEqual([
        ['saldo', m.id, 'V'], ['lote', m.id, 'V'],
      ]);
      expect(found[0]).toMatchObject({ endereco: 'A-1', saldo: 6, movimentos: 5, saldo_reservada: 2, reservas: 1 });
      await tx.query('UPDATE estoque_saldos SET quantidade = quantidade - 1 WHERE material_id = $1', [m.id]);
      expect((await verify(tx))[0]).toMatchObject({ saldo: 5, movimentos: 5, saldo_reservada: 2, reservas: 1 });
      throw new Error('rollback');
    }).catch((e: Error) => expect(e.message).toBe('rollback'));
    expect(await verify(db.pool)).toEqual([]);
  });
});

describe('position (what a cycle count remembers per line)', () => {
  it("answers the key's quantity and its last movement's seq, not another key's; a key never moved is 0 at 0, kept at zero with its expiry", async () => {
    const m = await material();
    const other = await material();
    await posting([{ material_id: m.id, lote: 'P', endereco: 'A-1', quantidade: 7 }]);
    await posting([{ material_id: m.id, lote: 'P', endereco: 'A-1', quantidade: -2 }, { material_id: m.id, lote: 'P', endereco: 'A-2', quantidade: 4 }]);
    await posting([{ material_id: other.id, lote: 'P', endereco: 'A-1', quantidade: 1 }]);
    const seqOf = async (endereco: string) => Number((await db.pool.query(
      "SELECT max(seq)::text AS seq FROM estoque_movimentos WHERE material_id = $1 AND lote = 'P' AND endereco = $2", [m.id, endereco])).rows[0].seq);

    // The id in either case names the same key.
    const at = await inTransaction(db.pool, (tx) => position(tx, { material_id: m.id.toUpperCase(), lote: 'P', endereco: 'A-1' }));
    expect(at).toEqual({ quantidade: 5, seq: await seqOf('A-1') });
    expect(await inTransaction(db.pool, (tx) => position(tx, { material_id: m.id, lote: 'P', endereco: 'A-2' }))).toEqual({ quantidade: 4, seq: await seqOf('A-2') });

    const never = await inTransaction(db.pool, (tx) => position(tx, { material_id: m.id, lote: 'NOVO', endereco: 'B-1', validade: '2031-05-31' }));
    expect(never).toEqual({ quantidade: 0, seq: 0 });
    expect((await balances(m.id)).find((b) => b.lote === 'NOVO')).toMatchObject({ endereco: 'B-1', quantidade: '0.0000', validade: '2031-05-31' });
    expect(await verify(db.pool)).toEqual([]);
  });

  it("holds the key's balance lock until its transaction ends: a posting of that key waits, then counts after it", async () => {
    const m = await material();
    await posting([{ material_id: m.id, lote: 'W', endereco: 'A-1', quantidade: 3 }]);
    const holder = await db.pool.connect();
    const poster = await db.pool.connect();
    try {
      await holder.query('BEGIN');
      expect((await position(holder, { material_id: m.id, lote: 'W', endereco: 'A-1' })).quantidade).toBe(3);
      const pid = Number((await poster.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
      await poster.query('BEGIN');
      const posted = post(poster, [{ material_id: m.id, lote: 'W', endereco: 'A-1', quantidade: 2 }], { origem: 'ajuste' });
      // The database says the posting waits on a lock, not the clock.
      await expect.poll(async () => (await db.pool.query('SELECT count(*)::int AS n FROM pg_locks WHERE pid = $1 AND NOT granted', [pid])).rows[0].n, { timeout: 10_000 }).toBe(1);
      await holder.query('COMMIT');
      await posted;
      await poster.query('COMMIT');
    } finally {
      holder.release();
      poster.release();
    }
    expect((await balances(m.id))[0].quantidade).toBe('5.0000');
  });
});
