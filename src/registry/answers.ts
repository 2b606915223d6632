import { z } from 'zod';

// The answers of the routes every resource gets besides CRUD: its history and its CSV import.

const change = z.union([z.object({ from: z.unknown().optional(), to: z.unknown().optional() }), z.object({ changed: z.literal(true) })]);

/** One page of a record's history, newest first (docs/domain.md "Endpoints beyond CRUD"). */
export const historyPage = z.object({
  data: z.array(z.object({
    id: z.string(),
    action: z.string().describe('create, update, delete, transition, or the name of the call that wrote (finalizar, confirmar...)'),
    user_id: z.string().nullable(),
    user_name: z.string().nullable(),
    at: z.string(),
    changes: z.record(z.string(), change).describe('Each changed field (a line\'s as `itens.2.quantidade`): before and after; a password only says it changed'),
  })),
  total: z.number().int(),
  labels: z.record(z.string(), z.string()).describe('The text of every record the changes refer to, by id'),
});
export type HistoryPage = z.output<typeof historyPage>;
export type HistoryEntry = HistoryPage['data'][number];
/** One field's change in the audit trail; a password says only that it changed. */
export type Change = z.output<typeof change>;

/** What an import answers: the rows written, or for a dry run the rows found valid. */
export const importAnswer = z.union([z.strictObject({ imported: z.number().int() }), z.strictObject({ valid: z.number().int() })]);
export type ImportAnswer<DryRun extends boolean> = DryRun extends true ? { valid: number } : { imported: number };
