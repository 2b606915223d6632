import { z } from 'zod';
import { defineArea } from '../../registry/area';
import { defineOperations } from '../../registry/operations';
import { queryId } from '../../registry/query';

/**
 * What a scanned code names (docs/architecture.md "Scanning"): a material by its code, by its GTIN
 * in any of the forms a code may hold it (14, 13, 12 or 8 digits), or by a supplier's code
 * (materiais-fornecedores, with its conversion factor). An area: it owns no table.
 */
const leituras = defineArea({
  name: 'leituras',
  labels: {
    pt: { name: 'Leitura |||| Leituras' },
    en: { name: 'Scan |||| Scans' },
    fr: { name: 'Lecture |||| Lectures' },
    es: { name: 'Lectura |||| Lecturas' },
    ar: { name: 'قراءات |||| قراءة |||| قراءتان |||| قراءات |||| قراءة |||| قراءة' },
  },
});

/** A material a code names, and how: its own code, its GTIN, or a supplier's code (`fator` of our units in one of theirs). */
export const scannedMaterial = z.object({
  id: z.string(), codigo: z.string(), descricao: z.string(), unidade: z.string().nullable(),
  via: z.enum(['codigo', 'gtin', 'fornecedor']), fator: z.number(),
});

const leiturasHome = defineOperations(leituras, {
  resolveCode: {
    method: 'GET',
    path: 'materiais',
    summary: 'The materials a scanned code names: by code, GTIN (any length) or a supplier\'s code',
    description: 'Several when the code is ambiguous (two suppliers\' codes, a GTIN on two materials); none when it names nothing. '
      + '`fornecedor_id` limits supplier codes to that supplier.',
    // Materials' code and description are dropdown fields, readable by anyone signed in.
    access: 'signedIn',
    query: z.strictObject({
      codigo: z.string({ error: 'app.validation.required' }).trim().min(1, { error: 'app.validation.required' }).max(200, { error: 'app.validation.too_long' }),
      fornecedor_id: queryId.optional(),
    }),
    answers: { 200: z.object({ data: z.array(scannedMaterial) }) },
  },
});

export default leiturasHome;

declare module '../../registry/operations' {
  interface Homes {
    leituras: typeof leiturasHome;
  }
}
