import { run } from '../../../server/crud/sql';
import { validationError } from '../../../server/errors';
import { defineServer } from '../../../server/operations';
import { post, verify } from '../../../server/stock/ledger';
import { readLedger, readPage } from '../../../server/stock/pages';
import estoque from './index';

/**
 * Reads go straight to SQL (server/stock/pages.ts); the one write, an adjustment, is a ledger
 * movement (server/stock/ledger.ts), never an edit of a balance.
 */
export default defineServer(estoque, {
  operations: {
    getStockByMaterial: async ({ query, db }) => readPage(db, 'saldo-fisico', query) as never,
    getStockByLot: async ({ query, db }) => readPage(db, 'saldo-produto-lote', query) as never,
    getStockByBin: async ({ query, db }) => readPage(db, 'saldo-produto-lote-enderecamento', query) as never,
    getStockStatus: async ({ query, db }) => readPage(db, 'status', query) as never,
    getStockLedger: async ({ query, db }) => readLedger(db, query) as never,
    verifyStock: async ({ pool }) => ({ data: await verify(pool) }) as never,
    adjustStock: async ({ body: b, db, user }) => {
      const [m] = await run<{ id: string }>(db, 'SELECT id FROM materiais WHERE id = $1', [b.material_id]);
      if (!m) throw validationError({ material_id: { message: 'app.validation.ref' } });
      const movimentos = await post(db, [{
        material_id: b.material_id, lote: b.lote ?? '', validade: b.validade ?? null, endereco: b.endereco,
        quantidade: b.quantidade, bloqueada: b.bloqueada, path: 'quantidade',
      }], { origem: 'ajuste', usuario_id: user.id, motivo: b.motivo });
      const [saldo] = await run(db, `
        SELECT material_id, lote, endereco, validade::text AS validade, quantidade::float8 AS quantidade,
               reservada::float8 AS reservada, bloqueada::float8 AS bloqueada
          FROM estoque_saldos WHERE material_id = $1 AND lote = $2 AND endereco = $3`, [b.material_id, b.lote ?? '', b.endereco]);
      return { movimentos, saldo } as never;
    },
  },
});
