import { z } from 'zod';
import { defineArea } from '../../registry/area';
import { BIN } from '../../registry/bin';
import { defineOperations } from '../../registry/operations';

/** How labels are printed (docs/decisions.md "Labels"): A4 sheets of 3 × 8, 100 × 50 mm thermal labels, ZPL for Zebra printers. */
export const LABEL_FORMATS = ['pdf-a4', 'pdf-termica', 'zpl'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Most labels one print makes: a stock page's selection, or the bins of a street. */
export const LABELS_MAX = 500;

const V = 'app.validation.';
const formato = z.enum(LABEL_FORMATS, { error: `${V}enum` });
/** One value or several (`?endereco=A-01-01-01&endereco=A-01-01-02`), always answered as a list. */
const many = <T extends z.ZodType>(one: T) => z.union([one, z.array(one).min(1).max(LABELS_MAX, { error: `${V}too_big` })])
  .transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** A stock page's row id: `material`, `material|lote` or `material|lote|endereco` (server/stock/pages.ts makes them). */
export const STOCK_ROW = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\|.*)?$/i;

/**
 * Label printing (docs/domain.md "Warehousing"): bins, lots and pallets as PDF or ZPL, made on the
 * server. An area: its calls read the homes whose pages print them, with those pages' roles.
 */
const etiquetas = defineArea({ name: 'etiquetas' });

const file = {
  method: 'GET',
  answers: { 200: 'bytes' },
  description: 'The labels in one file: a PDF (application/pdf) or ZPL (text/plain), each label as read back by a scanner in the tests.',
} as const;

const etiquetasHome = defineOperations(etiquetas, {
  printBinLabels: {
    ...file,
    path: '/etiquetas/enderecos',
    summary: 'Bin labels: the address as Code 128 and as large text',
    access: { role: 'view-produtos' },
    query: z.strictObject({
      formato,
      endereco: many(z.string().trim().toUpperCase().regex(BIN, { error: `${V}endereco` })),
    }),
  },
  printStockLabels: {
    ...file,
    path: '/etiquetas/estoque',
    summary: 'Lot or product labels (GS1-128: GTIN or our code, lot, expiry) for rows of the stock pages',
    access: { role: 'view-produtos' },
    query: z.strictObject({
      formato,
      id: many(z.string().max(300, { error: `${V}too_long` }).regex(STOCK_ROW, { error: 'resources.etiquetas.messages.linha_estoque' })),
    }),
  },
  printReceiptLabels: {
    ...file,
    path: '/etiquetas/recebimentos/:id',
    summary: 'A confirmed receipt\'s labels: one lot label per counted line, and its pallet label (SSCC) unless `palete=false`',
    access: { role: 'view-entradas' },
    query: z.strictObject({
      formato,
      palete: z.enum(['true', 'false'], { error: `${V}boolean` }).default('true'),
    }),
  },
});

export default etiquetasHome;

declare module '../../registry/operations' {
  interface Homes {
    etiquetas: typeof etiquetasHome;
  }
}
