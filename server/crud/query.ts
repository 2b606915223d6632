import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Resource, filterParamNames, readableFields, representFields } from '../../src/registry/define';
import type { AnyTable } from '../db/tables';
import { badRequest } from '../errors';
import { DEFAULT_LOCALE, type Locale } from '../../i18n';

export interface ListParams {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  q?: string;
  id?: string[];
  filters: Record<string, string | string[]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const SYSTEM_SORTS = ['created_at', 'updated_at'];

/** Columns a caller sees: everything readable, or only the dropdown fields (SPEC 3). */
export const projection = (r: Resource, table: AnyTable, full: boolean): Record<string, PgColumn> => {
  const fields = full
    ? ['id', ...readableFields(r), 'created_at', 'updated_at', 'version']
    : ['id', r.display, ...representFields(r), ...(r.dropdown ?? [])];
  return Object.fromEntries([...new Set(fields)].map((f) => [f, table[f] as PgColumn]));
};

const filterValue = (r: Resource, field: string, raw: string): unknown => {
  const f = r.fields[field];
  // Catalog keys of app.validation.* by kind (bool and int are named boolean and integer there).
  const key = f.kind === 'bool' ? 'boolean' : f.kind === 'int' ? 'integer' : f.kind;
  const bad = () => badRequest('app.errors.validation', {}, { [field]: { message: `app.validation.${key}` } });
  switch (f.kind) {
    case 'ref':
      if (!isUuid(raw)) throw bad();
      return raw;
    case 'bool':
      if (raw !== 'true' && raw !== 'false') throw bad();
      return raw === 'true';
    case 'int':
      if (!/^-?\d{1,9}$/.test(raw)) throw bad();
      return Number(raw);
    case 'enum':
      if (!f.values?.includes(raw)) throw bad();
      return raw;
    case 'uf':
      // Stored upper-case (writes normalise it), so `?uf=sp` finds SP too.
      return raw.toUpperCase();
    default:
      return raw;
  }
};

/** Fields a caller may search and sort by: those they can see. */
const visibleFields = (r: Resource, full: boolean) => (full ? readableFields(r) : [r.display, ...representFields(r), ...(r.dropdown ?? [])]);

export const whereClause = (r: Resource, table: AnyTable, p: ListParams, full = true): SQL | undefined => {
  const conditions: SQL[] = [];
  const names = filterParamNames(r);
  for (const [param, raw] of Object.entries(p.filters)) {
    const field = names.get(param);
    if (!field) throw badRequest('app.errors.bad_filter', { field: param });
    const values = (Array.isArray(raw) ? raw : [raw]).map((v) => filterValue(r, field, v));
    conditions.push(values.length === 1 ? eq(table[field], values[0]) : inArray(table[field], values));
  }
  if (p.id?.length) {
    const ids = p.id.filter(isUuid);
    conditions.push(ids.length ? inArray(table.id, ids) : sql`false`);
  }
  // A document typed as shown (11.222.333/0001-81, (11) 3456-7890) is stored as digits.
  const typed = p.q?.trim();
  const q = typed && /\d/.test(typed) && /^[\d.\-/\s()]+$/.test(typed) ? typed.replace(/\D/g, '') : typed;
  if (q && r.search.length && full) {
    conditions.push(sql`${table.search} LIKE '%' || f_unaccent(lower(${escapeLike(q)})) || '%'`);
  } else if (q) {
    // Dropdown readers search only what they see, or hidden fields would leak through matches.
    const shown = visibleFields(r, false).map((f) => sql`coalesce(${table[f]}::text, '')`);
    conditions.push(sql`f_unaccent(lower(${sql.join(shown, sql` || ' ' || `)})) LIKE '%' || f_unaccent(lower(${escapeLike(q)})) || '%'`);
  }
  return conditions.length ? and(...conditions) : undefined;
};

/**
 * ICU collation of each language: text sorts the way its readers expect (João before José,
 * Belém before Belo Horizonte, "á" with "a", case ignored first), not by code point. initdb
 * creates these `<lang>-x-icu` collations on every PostgreSQL built with ICU (the embedded 17
 * and Debian's 15 both are).
 */
export const SORT_COLLATIONS: Record<Locale, string> = {
  en: 'en-x-icu', pt: 'pt-x-icu', fr: 'fr-x-icu', es: 'es-x-icu', ar: 'ar-x-icu',
};
const COLLATED_KINDS = new Set(['text', 'email']);

export const orderBy = (r: Resource, table: AnyTable, p: ListParams, full = true, locale: Locale = DEFAULT_LOCALE): SQL[] => {
  // The declared default order holds for everyone (status lists keep their lifecycle order).
  const field = p.sort ?? r.sort.field;
  if (p.sort && field !== 'id' && !visibleFields(r, full).includes(field) && !(full && SYSTEM_SORTS.includes(field))) {
    throw badRequest('app.errors.bad_sort', { field });
  }
  const order = p.order ?? (p.sort ? 'asc' : r.sort.order);
  const dir = order === 'desc' ? desc : asc;
  if (field === 'id') return [dir(table.id)];
  const column = COLLATED_KINDS.has(r.fields[field]?.kind)
    ? sql`${table[field]} COLLATE ${sql.identifier(SORT_COLLATIONS[locale])}`
    : table[field];
  // id breaks ties so pages never repeat or skip rows.
  return [dir(column), dir(table.id)];
};
