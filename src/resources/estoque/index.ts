import { z } from 'zod';
import { defineArea } from '../../registry/area';
import { BIN } from '../../registry/bin';
import { defineOperations } from '../../registry/operations';
import { paging, queryDay, queryIds, queryInt, queryText } from '../../registry/query';

/** The four balance pages (SPEC 2), each a depth of grouping: the app's page and its API path are both /produtos/<page>. */
export const STOCK_PAGES = ['saldo-fisico', 'saldo-produto-lote', 'saldo-produto-lote-enderecamento', 'status'] as const;
export type StockPage = (typeof STOCK_PAGES)[number];
export const stockPagePath = <P extends StockPage>(page: P) => `/produtos/${page}` as const;

/** What posts a ledger movement (its `origem`): the one list the ledger, its CHECK, its filter and its page read. */
export const STOCK_ORIGINS = ['recebimento', 'expedicao', 'ajuste', 'transferencia'] as const;
export type StockOrigin = (typeof STOCK_ORIGINS)[number];

const balancePage = <P extends StockPage>(page: P, order: number, icon: string) =>
  ({ path: stockPagePath(page), access: 'view', menu: { group: 'armazenamento', order, subgroup: 'produtos', icon } } as const);

/**
 * The stock (docs/domain.md "Warehousing"): the four balance pages, the ledger behind them, its
 * check and adjustments. Its name is also its realtime feed: every posting is announced as
 * `{ resource: 'estoque' }` to holders of its view role.
 */
const estoque = defineArea({
  name: 'estoque',
  viewRole: 'view-produtos',
  pages: {
    'saldo-fisico': balancePage('saldo-fisico', 4, 'Inventory'),
    'saldo-produto-lote': balancePage('saldo-produto-lote', 5, 'Layers'),
    'saldo-produto-lote-enderecamento': balancePage('saldo-produto-lote-enderecamento', 6, 'GridView'),
    status: balancePage('status', 7, 'FactCheck'),
    movimentos: { path: '/produtos/movimentos', access: 'view' },
  },
});

const pageQuery = z.strictObject({
  ...paging,
  material_id: queryIds.optional(),
  categoria_id: queryIds.optional(),
  lote: queryText.optional(),
  endereco: queryText.optional(),
  q: queryText.optional(),
  vencendo_em_dias: queryInt(0, 36_500).optional(),
  status: z.enum(['disponivel', 'reservada', 'bloqueada'], { error: 'app.validation.enum' }).optional(),
});

const balanceRow = z.object({
  id: z.string(), material_id: z.string(), lote: z.string().optional(), endereco: z.string().optional(),
  material_codigo: z.string(), material_descricao: z.string().nullable(), material_unidade: z.string().nullable(),
  categoria_id: z.string().nullable(), categoria_nome: z.string().nullable(),
  quantidade: z.number(), reservada: z.number(), bloqueada: z.number(), disponivel: z.number(),
  validade: z.string().nullable(), vencido: z.boolean(), vencendo: z.boolean(),
});
const balances = z.object({ data: z.array(balanceRow), total: z.number().int() });

const ledgerRow = z.object({
  id: z.string(), seq: z.string(), material_id: z.string(), material_codigo: z.string(), material_descricao: z.string().nullable(),
  material_unidade: z.string().nullable(), lote: z.string(), validade: z.string().nullable(), endereco: z.string(),
  quantidade: z.number(), bloqueada: z.number(), origem: z.string(), documento_id: z.string().nullable(),
  motivo: z.string().nullable(), usuario_id: z.string().nullable(), usuario_nome: z.string().nullable(), created_at: z.string(),
});

const V = 'app.validation.';
const amount = (error: string) => z.number({ error }).finite({ error }).refine((v) => Math.abs(v) < 1e14, { error: `${V}too_big` });

const balancesOf = <P extends StockPage>(page: P, summary: string) => ({
  method: 'GET', path: stockPagePath(page), summary, access: 'view', query: pageQuery, answers: { 200: balances },
} as const);

const estoqueHome = defineOperations(estoque, {
  getStockByMaterial: balancesOf('saldo-fisico', 'Physical stock per material'),
  getStockByLot: balancesOf('saldo-produto-lote', 'Stock per material and lot, with expiry'),
  getStockByBin: balancesOf('saldo-produto-lote-enderecamento', 'Stock per material, lot and bin'),
  getStockStatus: balancesOf('status', 'Available, reserved and blocked stock per material'),
  getStockLedger: {
    method: 'GET',
    path: '/estoque-movimentos',
    summary: 'The stock ledger (read-only), newest first',
    access: 'view',
    query: z.strictObject({
      ...paging,
      material_id: queryIds.optional(),
      lote: queryText.optional(),
      endereco: queryText.optional(),
      origem: z.enum(STOCK_ORIGINS, { error: `${V}enum` }).optional(),
      documento_id: z.uuid({ error: `${V}ref` }).optional(),
      created_at_gte: queryDay.optional(),
      created_at_lte: queryDay.optional(),
    }),
    answers: { 200: z.object({ data: z.array(ledgerRow), total: z.number().int() }) },
  },
  verifyStock: {
    method: 'GET',
    path: '/estoque/verificacao',
    summary: 'Every balance that differs from the sum of its movements: always empty',
    access: { role: 'admin' },
    answers: {
      200: z.object({
        data: z.array(z.object({ material_id: z.string(), lote: z.string().nullable(), endereco: z.string().nullable() }).loose()
          .describe('A balance (or a summary: `resumo`) and what its movements sum to')),
      }),
    },
  },
  adjustStock: {
    method: 'POST',
    path: '/estoque/ajustes',
    summary: 'An inventory correction with its reason: a ledger movement of origin ajuste',
    access: 'view',
    offline: 'create',
    body: z.strictObject({
      material_id: z.uuid({ error: `${V}ref` }),
      lote: z.string().trim().max(60, { error: `${V}too_long` }).nullish(),
      validade: queryDay.nullish(),
      endereco: z.string({ error: `${V}required` }).trim().toUpperCase().regex(BIN, { error: `${V}endereco` }),
      quantidade: amount(`${V}number`).refine((v) => v !== 0, { error: 'resources.estoque.messages.nao_zero' }),
      bloqueada: amount(`${V}number`).optional(),
      motivo: z.string({ error: `${V}required` }).trim().min(1, { error: `${V}required` }).max(500, { error: `${V}too_long` }),
    }),
    answers: {
      201: z.object({
        movimentos: z.array(z.string()),
        saldo: z.object({
          material_id: z.string(), lote: z.string(), endereco: z.string(), validade: z.string().nullable(),
          quantidade: z.number(), reservada: z.number(), bloqueada: z.number(),
        }),
      }),
    },
  },
});

export default estoqueHome;

declare module '../../registry/operations' {
  interface Homes {
    estoque: typeof estoqueHome;
  }
}
