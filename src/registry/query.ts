import { z } from 'zod';
import { LIST_LIMIT_MAX } from './limits';

// The query parameters lists and declared operations share, each refusal a catalog key under the parameter's name.

const V = 'app.validation.';

/** A whole number from a query string, within bounds. */
export const queryInt = (min: number, max: number) => z.coerce.number({ error: `${V}integer` }).int({ error: `${V}integer` })
  .min(min, { error: `${V}too_small` }).max(max, { error: `${V}too_big` });

/** A record id. */
export const queryId = z.uuid({ error: `${V}ref` });

/** One id or several (`?material_id=a&material_id=b`), always answered as a list. */
export const queryIds = z.union([queryId, z.array(queryId).max(500)]).transform((v) => (Array.isArray(v) ? v : [v]));

/** A day, yyyy-MM-dd, that exists in the calendar. */
export const queryDay = z.iso.date({ error: `${V}date` });

/** Free text (a search, a lot, a bin). */
export const queryText = z.string().max(200, { error: `${V}too_long` });

/** `true` or `false`. */
export const queryBool = z.enum(['true', 'false'], { error: `${V}boolean` });

/** Paging and order of a list: `page`, `limit` (up to LIST_LIMIT_MAX), `sort`, `order`. */
export const paging = {
  page: queryInt(1, 1_000_000).default(1),
  limit: queryInt(1, LIST_LIMIT_MAX).default(25),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC'], { error: `${V}enum` }).transform((o) => o.toLowerCase() as 'asc' | 'desc').optional(),
};

const missing = (input: unknown) => input === undefined || input === '';

/** A record id that must be given. */
export const queryRequiredId = z.uuid({ error: (iss) => (missing(iss.input) ? `${V}required` : `${V}ref`) });

/** A quantity that must be given, greater than zero. */
export const queryQuantity = z.string({ error: `${V}required` }).min(1, { error: `${V}required` })
  .transform(Number).pipe(z.number({ error: `${V}number` }).positive({ error: `${V}positive` }));

/** An optional id, where an empty value means none (a form's cleared choice). */
export const queryOptionalId = z.union([z.literal(''), queryId]).optional();

/** An optional day, where an empty value means none. */
export const queryOptionalDay = z.union([z.literal(''), queryDay]).optional();
