import type pg from 'pg';
import { uuidv7 } from 'uuidv7';

export interface BinExtra { zona?: string; bloqueado?: boolean; ativo?: boolean; capacidade?: number | null }

/**
 * Registers the bins a test puts stock into (docs/decisions.md "Bins as data"): the ledger takes
 * stock only into bins of `enderecos`. Straight SQL, like the tests' other fixtures; a bin already
 * there is left as it is. Zone: `extra.zona`, else the street letter.
 */
export const addBins = async (pool: pg.Pool, enderecos: readonly string[], extra: BinExtra = {}): Promise<void> => {
  await pool.query(`
    INSERT INTO enderecos (id, endereco, zona, bloqueado, ativo, capacidade)
    SELECT id, e, coalesce($3, upper(left(e, 1))), $4, $5, $6 FROM unnest($1::uuid[], $2::text[]) AS b(id, e)
    ON CONFLICT (endereco) DO NOTHING`,
  [enderecos.map(() => uuidv7()), enderecos, extra.zona ?? null, extra.bloqueado ?? false, extra.ativo ?? true, extra.capacidade ?? null]);
};
