import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Resource } from '../../../src/registry/define';
import type { FieldMessage } from '../../../src/registry/validation';
import { localeFrom, translateFields, translateMessage } from '../../i18n';

/** What is wrong with one row of an import: its messages by field ("_" for the row as a whole). */
export interface RowError {
  /** 1-based position in the rows sent. */
  row: number;
  fields: Record<string, FieldMessage>;
}

const rowErrors = z.array(z.object({
  row: z.number().int().describe('1-based position in `rows`'),
  fields: z.record(z.string(), z.string()).describe('field → translated message ("_" for the row as a whole)'),
}));

/** The import's error answers: the error handler's shape plus the rows at fault. */
export const importErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  rows: rowErrors.optional(),
});

/** An answer that names the rows at fault, in the caller's language (the error handler knows only `fields`). */
export const rowsReply = (
  req: FastifyRequest, reply: FastifyReply, r: Resource, status: number, key: string, args: Record<string, unknown>, rows: RowError[],
) => {
  const locale = localeFrom(req.headers['accept-language']);
  reply.code(status);
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message: translateMessage(locale, key, args),
    rows: rows.map((e) => ({ row: e.row, fields: translateFields(locale, e.fields, r) })),
  };
};
