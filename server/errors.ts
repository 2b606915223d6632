import type { Resource } from '../src/registry/define';
import type { FieldMessage } from '../src/registry/validation';

/**
 * An error with a status and catalog keys; the error handler translates it into
 * `{ statusCode, error, message, fields? }` in the caller's language.
 */
export class AppError extends Error {
  constructor(
    public statusCode: number,
    public key: string,
    public args: Record<string, unknown> = {},
    public fields?: Record<string, FieldMessage>,
    public headers?: Record<string, string>,
  ) {
    super(key);
  }
}

export const badRequest = (key: string, args?: Record<string, unknown>, fields?: Record<string, FieldMessage>) =>
  new AppError(400, key, args, fields);
export const validationError = (fields: Record<string, FieldMessage>) =>
  new AppError(400, 'app.errors.validation', {}, fields);
export const unauthorized = (key = 'app.errors.unauthorized') => new AppError(401, key);
export const forbidden = (key = 'app.errors.forbidden', args?: Record<string, unknown>) => new AppError(403, key, args);
export const notFound = () => new AppError(404, 'app.errors.not_found');
export const conflict = (key: string, fields?: Record<string, FieldMessage>) => new AppError(409, key, {}, fields);

/** How the names in a database error read to the caller: a column as its field, a table as its resource. */
export interface PgNames {
  field?: (column: string) => string;
  resource?: (table: string) => Resource | undefined;
}

/**
 * PostgreSQL errors that bad input can still cause, mapped to client errors instead of 500. A
 * resource is named by its catalog key, so the message reads in the caller's language.
 */
export const fromPgError = (err: unknown, names: PgNames = {}): AppError | undefined => {
  const columnToField = names.field ?? ((column: string) => column);
  const e = err as { code?: string; detail?: string; constraint?: string; column?: string };
  const columnIn = (detail?: string) => /\(([^)=,]+)\)=/.exec(detail ?? '')?.[1];
  switch (e.code) {
    case '23505': {
      const col = columnIn(e.detail);
      return conflict('app.errors.conflict_unique', col ? { [columnToField(col)]: { message: 'app.errors.conflict_unique' } } : undefined);
    }
    case '23503': {
      const col = columnIn(e.detail);
      // A delete blocked by rows pointing here, or a write pointing at nothing.
      if (e.detail?.includes('is still referenced')) {
        const table = /from table "([^"]+)"/.exec(e.detail)?.[1] ?? '';
        const owner = names.resource?.(table);
        return new AppError(409, 'app.errors.conflict_reference', { resource: owner ? { t: `resources.${owner.name}.name`, smart_count: 2 } : table });
      }
      return badRequest('app.errors.validation', {}, col ? { [columnToField(col)]: { message: 'app.errors.missing_reference' } } : undefined);
    }
    case '23P01':
      // An exclusion constraint (a dock slot taken): the resource's hook names the other record first; this is the backstop.
      return conflict('app.errors.conflict_exclusion');
    case '23502':
      // null sent for a field whose column has a default and allows no null (ativo, fator_cubagem).
      return badRequest('app.errors.validation', {}, e.column ? { [columnToField(e.column)]: { message: 'app.validation.required' } } : undefined);
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
    case '22021': // a NUL byte or invalid UTF-8 in a text value
    case '22P05':
      return badRequest('app.errors.bad_request');
    default:
      return undefined;
  }
};
