import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/demo';
import { verify } from '../../server/stock/ledger';
import { type TestApp, createTestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const count = async (table: string, where = 'true') => Number((await t.pool.query(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)).rows[0].n);

describe('warehouse demo data (server/db/demoWarehouse.ts)', () => {
  it('fills every warehouse resource, keeps the ledger exact, and adds nothing the second time', async () => {
    await seedDemo(t.pool);
    for (const table of ['motivos_ressalvas', 'agendamentos', 'entradas', 'recebimentos', 'expedicoes', 'romaneios', 'estoque_movimentos', 'estoque_saldos']) {
      expect(await count(table), table).toBeGreaterThan(0);
    }
    expect(await count('motivos_ressalvas', "nome = 'Avaria' AND bloqueia_estoque")).toBe(1);
    expect(await count('entradas', 'true') >= 5).toBe(true);
    expect(await count('estoque_saldos', 'bloqueada > 0')).toBeGreaterThan(0);
    expect(await count('estoque_saldos', 'validade < current_date')).toBeGreaterThan(0);
    expect(await count('expedicoes', 'romaneio_id IS NOT NULL')).toBe(3);
    // Bins as data: every address the demo uses is a registered bin; a few are blocked (docs/decisions.md "Bins as data").
    const unregistered = (await t.pool.query(`
      SELECT DISTINCT a.endereco FROM (SELECT endereco FROM estoque_saldos UNION SELECT endereco FROM estoque_movimentos
        UNION SELECT endereco FROM recebimentos_itens UNION SELECT endereco FROM expedicoes_itens) a
       WHERE a.endereco IS NOT NULL AND NOT EXISTS (SELECT 1 FROM enderecos e WHERE e.endereco = a.endereco)`)).rows;
    expect(unregistered).toEqual([]);
    expect(await count('enderecos', 'bloqueado')).toBe(3);
    expect(await count('estoque_saldos s JOIN enderecos e USING (endereco)', 's.quantidade > 0 AND e.bloqueado')).toBe(0);
    expect(await verify(t.pool)).toEqual([]);
    const before = Object.fromEntries(await Promise.all(['enderecos', 'agendamentos', 'entradas', 'expedicoes', 'romaneios', 'estoque_movimentos'].map(async (x) => [x, await count(x)])));
    const again = await seedDemo(t.pool);
    for (const [table, n] of Object.entries(before)) expect(await count(table), table).toBe(n);
    expect(Object.values(again.added).every((n) => n === 0)).toBe(true);
    expect(await verify(t.pool)).toEqual([]);
  });
});
