import { z } from 'zod';
import { binField } from '../../registry/bin';
import { defineResource } from '../../registry/define';
import { defineOperations } from '../../registry/operations';
import { queryRequiredId, queryText } from '../../registry/query';

/**
 * The warehouse's storage bins (docs/domain.md "Warehousing"): every bin stock may enter is a
 * record here. Its address is the one home of the bin pattern's use as data (`binField`), unique;
 * the ledger refuses a movement into a bin that is unknown, inactive or blocked
 * (server/stock/bins.ts). Stock may leave a blocked or inactive bin (docs/decisions.md "Bins as data").
 */
const enderecos = defineResource({
  name: 'enderecos',
  fields: {
    endereco: { ...binField, required: true, unique: true },
    zona: { kind: 'text', required: true, max: 20, upper: true },
    descricao: { kind: 'text', max: 200 },
    // In the material's units, whatever the material: the put-away suggestion skips a bin it would overfill.
    capacidade: { kind: 'decimal', positive: true },
    bloqueado: { kind: 'bool', default: false },
    ativo: { kind: 'bool', default: true },
  },
  display: 'endereco',
  list: ['endereco', 'zona', 'capacidade', 'bloqueado', 'ativo'],
  phoneList: ['zona', 'bloqueado'],
  filters: ['zona', 'bloqueado', 'ativo'],
  search: ['endereco', 'zona', 'descricao'],
  sort: { field: 'endereco', order: 'asc' },
  importable: true,
  menu: { group: 'armazenamento', order: 8.5, icon: 'Warehouse' },
  // The bins are the stock's places: whoever holds the stock role keeps them and moves stock between them.
  viewRole: 'view-produtos',
  pages: {
    // The phone-first bin-to-bin transfer (POST /v1/enderecos/transferencias).
    transferencia: { path: '/enderecos/transferencia', access: 'view', menu: { group: 'armazenamento', order: 8.6, icon: 'SwapHoriz' } },
  },
});

const V = 'app.validation.';
const quantity = z.number({ error: `${V}number` }).finite({ error: `${V}number` }).positive({ error: `${V}positive` })
  .refine((v) => v < 1e14, { error: `${V}too_big` });
/** A bin as typed or scanned: trimmed, upper case, the pattern first (the ledger then checks the record). */
const binInput = z.string({ error: `${V}required` }).trim().toUpperCase().min(1, { error: `${V}required` })
  .regex(new RegExp(`^${binField.pattern}$`), { error: `${V}endereco` });

/** Why a bin was suggested: it holds the same lot, the same material, or it is empty in the zone. */
export const SUGGESTION_REASONS = ['mesmo_lote', 'mesmo_material', 'vazio'] as const;

const enderecosHome = defineOperations(enderecos, {
  suggestPutaway: {
    method: 'GET',
    path: 'sugestao',
    summary: 'Put-away suggestion: the bin where a material (and lot) should go',
    description: 'A bin already holding the material, the same lot first; else an empty active unblocked bin of the zone '
      + '(the one asked, else one where the material already is), capacity respected when the bin has one. `endereco` is null when none fits.',
    // Asked by the receipt count screen, whose users hold the receiving role.
    access: { role: 'view-entradas' },
    query: z.strictObject({
      material_id: queryRequiredId,
      lote: queryText.optional(),
      zona: queryText.optional(),
      quantidade: z.string().optional().transform((v) => (v ? Number(v) : 0))
        .pipe(z.number({ error: `${V}number` }).min(0, { error: `${V}too_small` })),
    }),
    answers: {
      200: z.object({
        endereco: z.string().nullable(),
        zona: z.string().nullable(),
        motivo: z.enum(SUGGESTION_REASONS).nullable(),
        quantidade: z.number().describe('What the material (and lot) already holds there'),
      }),
    },
  },
  transferStock: {
    method: 'POST',
    path: 'transferencias',
    summary: 'Move stock from one bin to another: one ledger posting of two movements (origem transferencia)',
    access: 'view',
    offline: 'create',
    body: z.strictObject({
      de: binInput,
      material_id: z.uuid({ error: (iss) => (iss.input === undefined || iss.input === '' ? `${V}required` : `${V}ref`) }),
      lote: z.string().trim().max(60, { error: `${V}too_long` }).nullish(),
      para: binInput,
      quantidade: quantity,
    }),
    answers: {
      201: z.object({
        movimentos: z.array(z.string()),
        de: z.object({ endereco: z.string(), quantidade: z.number() }),
        para: z.object({ endereco: z.string(), quantidade: z.number() }),
      }),
    },
  },
});

export default enderecosHome;

declare module '../../registry/operations' {
  interface Homes {
    enderecos: typeof enderecosHome;
  }
}
