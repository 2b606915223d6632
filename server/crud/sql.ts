import pg from 'pg';
import { type FieldDef, type Resource, dropdownFields, readableFields } from '../../src/registry/define';
import { columnOf } from '../db/naming';

/** Something that runs queries: the pool, or a request's transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

/** A name from a declaration (never from a request), quoted for SQL. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

// Rows come back as the JSON the API answers: timestamps in ISO 8601, dates as yyyy-MM-dd,
// numeric as numbers (pg's defaults would give Date objects and strings).
const TIMESTAMPTZ = 1184;
const DATE = 1082;
const NUMERIC = 1700;
const rowTypes = {
  getTypeParser: (oid: number, format?: string) => {
    if (oid === TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
    if (oid === DATE) return (v: string) => v;
    if (oid === NUMERIC) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/**
 * Runs a statement and returns its rows. With a `name` the statement is prepared once per
 * connection and only executed afterwards (list and count queries, the hot path).
 */
export const run = async <T = Record<string, unknown>>(db: Queryable, text: string, values: unknown[] = [], name?: string): Promise<T[]> => {
  const res = await db.query({ text, values, name, types: rowTypes } as pg.QueryConfig);
  return res.rows as T[];
};

/** A field's value as a query parameter. */
export const toParam = (f: FieldDef, value: unknown): unknown =>
  f.kind === 'latlng' && value !== null && value !== undefined ? JSON.stringify(value) : value;

const SYSTEM_COLUMNS = ['created_at', 'updated_at', 'version'];

/** `t."col" AS "field"` for each named field of a field map. */
export const fieldSelect = (alias: string, fields: Record<string, FieldDef>, names: string[]): string[] =>
  names.map((f) => `${alias}.${ident(columnOf(f, fields[f]))} AS ${ident(f)}`);

const cache = new Map<string, string>();

/**
 * The select list a caller sees: every readable column, or for a dropdown reader (signed in,
 * without the view role) only the id and the fields of the shared dropdown list (docs/domain.md "Dropdown lists").
 */
export const selectList = (r: Resource, full: boolean, alias = 't'): string => {
  const key = `${r.name}:${full}:${alias}`;
  let list = cache.get(key);
  if (!list) {
    list = [`${alias}.id`, ...fieldSelect(alias, r.fields, visibleFields(r, full)), ...(full ? SYSTEM_COLUMNS.map((c) => `${alias}.${c}`) : [])].join(', ');
    cache.set(key, list);
  }
  return list;
};

/** Fields a caller may read, search, sort and filter by: those they can see (line items come apart). */
export const visibleFields = (r: Resource, full: boolean): string[] =>
  full
    ? readableFields(r).filter((f) => r.fields[f].kind !== 'lines')
    : dropdownFields(r);

/** Line-item fields of a resource (`itens`, `paradas`). */
export const linesFields = (r: Resource): string[] => Object.keys(r.fields).filter((k) => r.fields[k].kind === 'lines');
