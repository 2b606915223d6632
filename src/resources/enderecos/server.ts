import { uuidv7 } from 'uuidv7';
import { type Queryable, run } from '../../../server/crud/sql';
import { AppError, validationError } from '../../../server/errors';
import { defineServer } from '../../../server/operations';
import { post } from '../../../server/stock/ledger';
import { messageKey } from '../../registry/labels';
import enderecos from './index';

const M = (key: string) => messageKey(enderecos.name, key);

/** How much stock a bin holds, all materials together. */
const heldIn = async (db: Queryable, endereco: string) => Number((await run<{ n: string }>(db,
  'SELECT coalesce(sum(quantidade), 0)::text AS n FROM estoque_saldos WHERE endereco = $1', [endereco]))[0]?.n ?? 0);

/** A bin holding stock keeps its address and its record: the balances name it (docs/decisions.md "Bins as data"). */
const refuseIfHolding = async (db: Queryable, endereco: string) => {
  if (await heldIn(db, endereco) > 0) throw new AppError(409, M('em_uso'), { endereco }, { endereco: { message: M('em_uso'), args: { endereco } } });
};

interface Suggestion { endereco: string; zona: string; motivo: 'mesmo_lote' | 'mesmo_material' | 'vazio'; quantidade: string }

/**
 * Put-away (docs/decisions.md "Bins as data"): a usable bin (active, not blocked, room for the
 * quantity when it has a capacity) already holding the material, one holding the same lot first;
 * else the first empty usable bin of the zone asked, or, none asked, of the zones where the
 * material already is (most of it first), then of any zone. Bins in address order within each rank.
 * Occupancy is one pass over the balances joined by hash to the bins, not a sum per bin: with
 * 20,000 bins the per-bin sums took 0.6 s (npm run bench -- warehouse).
 */
const suggestPutaway = async (db: Queryable, q: { material_id: string; lote?: string; zona?: string; quantidade: number }) => {
  const lote = q.lote ?? '';
  const zona = q.zona?.trim().toUpperCase() || null;
  const [s] = await run<Suggestion>(db, `
    WITH occupied AS (
      SELECT endereco, sum(quantidade) AS ocupado FROM estoque_saldos WHERE quantidade > 0 GROUP BY endereco),
    usable AS (
      SELECT e.endereco, e.zona, e.capacidade, coalesce(o.ocupado, 0) AS ocupado
        FROM enderecos e LEFT JOIN occupied o USING (endereco)
       WHERE e.ativo AND NOT e.bloqueado AND (e.capacidade IS NULL OR coalesce(o.ocupado, 0) + $3 <= e.capacidade)),
    held AS (
      SELECT endereco, sum(quantidade) AS quantidade, sum(quantidade) FILTER (WHERE lote = $2) AS do_lote
        FROM estoque_saldos WHERE material_id = $1 AND quantidade > 0 GROUP BY endereco),
    zones AS (
      SELECT e.zona, sum(h.quantidade) AS quantidade FROM held h JOIN enderecos e USING (endereco) GROUP BY e.zona),
    holding AS (
      SELECT u.endereco, u.zona, CASE WHEN h.do_lote > 0 THEN 'mesmo_lote' ELSE 'mesmo_material' END AS motivo,
             coalesce(h.do_lote, h.quantidade) AS quantidade, CASE WHEN h.do_lote > 0 THEN 0 ELSE 1 END AS rank
        FROM usable u JOIN held h USING (endereco)),
    empty AS (
      SELECT u.endereco, u.zona, 'vazio' AS motivo, 0 AS quantidade,
             CASE WHEN z.zona IS NOT NULL THEN 2 ELSE 3 END AS rank, z.quantidade AS zona_quantidade
        FROM usable u LEFT JOIN zones z USING (zona)
       WHERE u.ocupado = 0 AND ($4::text IS NULL OR u.zona = $4))
    SELECT endereco, zona, motivo, quantidade::text AS quantidade FROM (
      SELECT endereco, zona, motivo, quantidade, rank, NULL::numeric AS zona_quantidade FROM holding
      UNION ALL SELECT endereco, zona, motivo, quantidade, rank, zona_quantidade FROM empty) c
     ORDER BY rank, zona_quantidade DESC NULLS LAST, endereco COLLATE "C"
     LIMIT 1`, [q.material_id, lote, q.quantidade, zona], 'enderecos:sugestao');
  return s
    ? { endereco: s.endereco, zona: s.zona, motivo: s.motivo, quantidade: Number(s.quantidade) }
    : { endereco: null, zona, motivo: null, quantidade: 0 };
};

interface TransferBody { de: string; material_id: string; lote?: string | null; para: string; quantidade: number }

/**
 * Moves available stock of one material and lot from a bin to another: one ledger posting of two
 * movements of origem `transferencia` sharing one documento_id, so the ledger's row locks decide
 * between two transfers racing for the last units (the second gets its 409 under `quantidade`).
 * The destination keeps the lot's expiry.
 */
const transferStock = async (db: Queryable, b: TransferBody, userId: string) => {
  const lote = b.lote ?? '';
  if (b.de === b.para) throw validationError({ para: { message: M('mesmo_endereco') } });
  const [m] = await run<{ id: string }>(db, 'SELECT id FROM materiais WHERE id = $1', [b.material_id]);
  if (!m) throw validationError({ material_id: { message: 'app.validation.ref' } });
  const [from] = await run<{ validade: string | null }>(db,
    'SELECT validade::text AS validade FROM estoque_saldos WHERE material_id = $1 AND lote = $2 AND endereco = $3', [b.material_id, lote, b.de]);
  const documento = uuidv7();
  const movimentos = await post(db, [
    { material_id: b.material_id, lote, endereco: b.de, validade: from?.validade ?? null, quantidade: -b.quantidade, path: 'quantidade', binPath: 'de' },
    { material_id: b.material_id, lote, endereco: b.para, validade: from?.validade ?? null, quantidade: b.quantidade, path: 'quantidade', binPath: 'para' },
  ], { origem: 'transferencia', documento_id: documento, usuario_id: userId });
  const after = new Map((await run<{ endereco: string; quantidade: number }>(db, `
    SELECT endereco, quantidade::float8 AS quantidade FROM estoque_saldos
     WHERE material_id = $1 AND lote = $2 AND endereco = ANY($3::text[])`, [b.material_id, lote, [b.de, b.para]])).map((r) => [r.endereco, r.quantidade]));
  return {
    movimentos,
    de: { endereco: b.de, quantidade: after.get(b.de) ?? 0 },
    para: { endereco: b.para, quantidade: after.get(b.para) ?? 0 },
  };
};

export default defineServer(enderecos, {
  async beforeWrite(data, ctx) {
    if (ctx.existing && data.endereco !== undefined && data.endereco !== ctx.existing.endereco) await refuseIfHolding(ctx.db, ctx.existing.endereco as string);
    return data;
  },
  async beforeDelete(ctx) {
    await refuseIfHolding(ctx.db, ctx.existing.endereco as string);
  },
  operations: {
    suggestPutaway: async ({ query, db }) => suggestPutaway(db, query),
    transferStock: async ({ body, db, user }) => transferStock(db, body, user.id),
  },
});
