import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { hasRole } from '../../src/registry/roles';
import type { CurrentUser } from '../auth/guard';
import { LIST_LIMIT_MAX } from '../crud/routes';
import { run } from '../crud/sql';
import { txOf } from '../db/tx';
import { forbidden, validationError } from '../errors';
import { STOCK_FEED, STOCK_PAGES } from '../../src/stock/feed';
import { post, verify } from './ledger';
import { readLedger, readPage } from './pages';

/**
 * Stock routes (docs/domain.md "Warehousing"): the four balance pages, the ledger, the ledger
 * check and adjustments. Reads go straight to SQL (server/stock/pages.ts); the one write, an
 * adjustment, is a ledger movement (server/stock/ledger.ts), never an edit of a balance.
 */

const user = (req: FastifyRequest) => req.user as CurrentUser;
const requireView = async (req: FastifyRequest) => {
  if (!hasRole(user(req).roles, STOCK_FEED.viewRole)) throw forbidden();
};
const requireAdmin = async (req: FastifyRequest) => {
  if (!user(req).roles.includes('admin')) throw forbidden();
};

/** The bin format of recebimentos (src/resources/recebimentos): street, building, level, position. */
export const ENDERECO = /^[A-Z]-[0-9]{2}-[0-9]{2}-[0-9]{2}$/;

const int = (min: number, max: number) => z.coerce.number({ error: 'app.validation.integer' }).int({ error: 'app.validation.integer' })
  .min(min, { error: 'app.validation.too_small' }).max(max, { error: 'app.validation.too_big' });
const ids = z.union([z.uuid({ error: 'app.validation.ref' }), z.array(z.uuid({ error: 'app.validation.ref' })).max(500)])
  .transform((v) => (Array.isArray(v) ? v : [v]));
const text = z.string().max(200, { error: 'app.validation.too_long' });
const day = z.iso.date({ error: 'app.validation.date' });
const paging = {
  page: int(1, 1_000_000).default(1),
  limit: int(1, LIST_LIMIT_MAX).default(25),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC'], { error: 'app.validation.enum' }).transform((o) => o.toLowerCase() as 'asc' | 'desc').optional(),
};
const pageQuery = z.object({
  ...paging,
  material_id: ids.optional(),
  categoria_id: ids.optional(),
  lote: text.optional(),
  endereco: text.optional(),
  q: text.optional(),
  vencendo_em_dias: int(0, 36_500).optional(),
  status: z.enum(['disponivel', 'reservada', 'bloqueada'], { error: 'app.validation.enum' }).optional(),
});
const ledgerQuery = z.object({
  ...paging,
  material_id: ids.optional(),
  lote: text.optional(),
  endereco: text.optional(),
  origem: z.enum(['recebimento', 'expedicao', 'ajuste'], { error: 'app.validation.enum' }).optional(),
  documento_id: z.uuid({ error: 'app.validation.ref' }).optional(),
  created_at_gte: day.optional(),
  created_at_lte: day.optional(),
});

const balanceRow = z.object({
  id: z.string(), material_id: z.string(), lote: z.string().optional(), endereco: z.string().optional(),
  material_codigo: z.string(), material_descricao: z.string().nullable(), material_unidade: z.string().nullable(),
  categoria_id: z.string().nullable(), categoria_nome: z.string().nullable(),
  quantidade: z.number(), reservada: z.number(), bloqueada: z.number(), disponivel: z.number(),
  validade: z.string().nullable(), vencido: z.boolean(), vencendo: z.boolean(),
});
const ledgerRow = z.object({
  id: z.string(), seq: z.string(), material_id: z.string(), material_codigo: z.string(), material_descricao: z.string().nullable(),
  material_unidade: z.string().nullable(), lote: z.string(), validade: z.string().nullable(), endereco: z.string(),
  quantidade: z.number(), bloqueada: z.number(), origem: z.string(), documento_id: z.string().nullable(),
  motivo: z.string().nullable(), usuario_id: z.string().nullable(), usuario_nome: z.string().nullable(), created_at: z.string(),
});

const num = (error: string) => z.number({ error }).finite({ error }).refine((v) => Math.abs(v) < 1e14, { error: 'app.validation.too_big' });
const ajusteBody = z.strictObject({
  material_id: z.uuid({ error: 'app.validation.ref' }),
  lote: z.string().trim().max(60, { error: 'app.validation.too_long' }).nullish(),
  validade: day.nullish(),
  endereco: z.string({ error: 'app.validation.required' }).trim().toUpperCase().regex(ENDERECO, { error: 'app.validation.endereco' }),
  quantidade: num('app.validation.number').refine((v) => v !== 0, { error: 'app.validation.nao_zero' }),
  bloqueada: num('app.validation.number').optional(),
  motivo: z.string({ error: 'app.validation.required' }).trim().min(1, { error: 'app.validation.required' }).max(500, { error: 'app.validation.too_long' }),
});

export const stockRoutes = (app: FastifyInstance, pool: pg.Pool) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pageTitles: Record<string, string> = {
    'saldo-fisico': 'Physical stock per material',
    'saldo-produto-lote': 'Stock per material and lot, with expiry',
    'saldo-produto-lote-enderecamento': 'Stock per material, lot and bin',
    status: 'Available, reserved and blocked stock per material',
  };
  for (const page of STOCK_PAGES) {
    r.get(`/v1/produtos/${page}`, {
      schema: {
        tags: ['estoque'], summary: pageTitles[page], querystring: pageQuery,
        response: { 200: z.object({ data: z.array(balanceRow), total: z.number() }) },
      },
      preHandler: requireView,
    }, async (req) => readPage(pool, page, req.query) as never);
  }

  r.get('/v1/estoque-movimentos', {
    schema: {
      tags: ['estoque'], summary: 'The stock ledger (read-only), newest first', querystring: ledgerQuery,
      response: { 200: z.object({ data: z.array(ledgerRow), total: z.number() }) },
    },
    preHandler: requireView,
  }, async (req) => readLedger(pool, req.query) as never);

  r.get('/v1/estoque/verificacao', {
    schema: { tags: ['estoque'], summary: 'Every balance that differs from the sum of its movements: always empty' },
    preHandler: requireAdmin,
  }, async () => ({ data: await verify(pool) }));

  r.post('/v1/estoque/ajustes', {
    schema: { tags: ['estoque'], summary: 'An inventory correction with its reason: a ledger movement of origin ajuste', body: ajusteBody },
    preHandler: requireView,
  }, async (req, reply) => {
    const db = txOf(req);
    const b = req.body;
    const [m] = await run<{ id: string }>(db, 'SELECT id FROM materiais WHERE id = $1', [b.material_id]);
    if (!m) throw validationError({ material_id: { message: 'app.validation.ref' } });
    const movimentos = await post(db, [{
      material_id: b.material_id, lote: b.lote ?? '', validade: b.validade ?? null, endereco: b.endereco,
      quantidade: b.quantidade, bloqueada: b.bloqueada, path: 'quantidade',
    }], { origem: 'ajuste', usuario_id: user(req).id, motivo: b.motivo });
    const [saldo] = await run(db, `
      SELECT material_id, lote, endereco, validade::text AS validade, quantidade::float8 AS quantidade,
             reservada::float8 AS reservada, bloqueada::float8 AS bloqueada
        FROM estoque_saldos WHERE material_id = $1 AND lote = $2 AND endereco = $3`, [b.material_id, b.lote ?? '', b.endereco]);
    reply.code(201);
    return { movimentos, saldo };
  });
};
