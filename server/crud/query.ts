import { createHash } from 'node:crypto';
import { type Resource, filterParamNames, ownSearchFields, refSearchFields, unhandledKind } from '../../src/registry/define';
import { DEFAULT_LOCALE, type Locale } from '../../i18n';
import { LIST_TOTAL_CAP } from '../../src/registry/limits';
import { unmaskCnpj } from '../../src/registry/brazil';
import { dropdownSearchFields } from '../db/tables';
import { AppError, badRequest } from '../errors';
import { columnOf } from '../db/naming';
import { dayStartsAt } from '../settings';
import { type Viewer, ownerScope } from './owner';
import { type Queryable, ident, run, selectList, visibleFields } from './sql';

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
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ORDERED_KINDS = new Set(['date', 'datetime', 'time', 'int', 'decimal', 'money', 'sequence']);

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
    case 'sequence':
      if (!/^-?\d{1,9}$/.test(raw)) throw bad();
      return Number(raw);
    case 'enum':
      if (!f.values?.includes(raw)) throw bad();
      return raw;
    case 'uf':
      // Stored upper-case (writes normalise it), so `?uf=sp` finds SP too.
      return raw.toUpperCase();
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw))) throw bad();
      return raw;
    case 'datetime':
      if (Number.isNaN(Date.parse(raw))) throw bad();
      return raw;
    case 'decimal':
    case 'money':
      if (!/^-?\d{1,13}(\.\d{1,4})?$/.test(raw)) throw bad();
      return Number(raw);
    case 'text':
    case 'time':
    case 'cnpj':
    case 'cpf':
    case 'cpf_cnpj':
    case 'cep':
    case 'phone':
    case 'mobile':
    case 'card':
    case 'email':
    case 'latlng':
    case 'password':
    case 'roles':
    case 'placa':
    case 'renavam':
    case 'lines':
    case 'file':
    case 'timezone':
      return raw;
    default:
      return unhandledKind(f.kind);
  }
};

/** The filters a caller may use: all declared ones with the view role, else those on fields they see. */
const allowedFilter = (r: Resource, field: string, full: boolean) =>
  full || visibleFields(r, false).includes(field) || (r.dropdownFilters ?? []).includes(field);

interface Built {
  text: string;
  values: unknown[];
  /** Identifies the statement's shape, so each shape is prepared once per connection. */
  shape: string;
}

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

/** The declaration of a resource by name: where a searched reference points. */
export type ResolveResource = (name: string) => Resource | undefined;

/** Words of `q` past this many are searched together, as one phrase. */
const MAX_SEARCH_WORDS = 8;

/**
 * A word as stored: a document typed as shown (11.222.333/0001-81, (11) 3456-7890) is stored as
 * digits, an alphanumeric CNPJ typed as shown (12.ABC.345/01DE-35) as its letters and digits, a
 * plate typed as shown (ABC-1D23) without its dash. Case needs nothing: both sides are lower-cased.
 */
const asStored = (typed: string): string =>
  /\d/.test(typed) && /^[\d.\-/\s()]+$/.test(typed) ? typed.replace(/\D/g, '')
    : /^[a-z]{3}-\d[a-z0-9]\d{2}$/i.test(typed) ? typed.replace('-', '') : unmaskCnpj(typed) ?? typed;

/** What `q` searches: a whole document or phone as typed, else each word (every one must match, in any order). */
export const searchWords = (q: string | undefined): string[] => {
  const typed = q?.trim();
  if (!typed) return [];
  const whole = asStored(typed);
  if (whole !== typed || !/\s/.test(typed)) return [whole];
  const words = typed.split(/\s+/).map(asStored);
  return words.length > MAX_SEARCH_WORDS
    ? [...words.slice(0, MAX_SEARCH_WORDS - 1), words.slice(MAX_SEARCH_WORDS - 1).join(' ')]
    : words;
};

/**
 * `%word%` as a sub-select: PostgreSQL computes it once per statement (an InitPlan), also in the
 * generic plan a prepared statement switches to after five runs, instead of once per candidate
 * row in the bitmap recheck (docs/architecture.md "Search").
 */
const pattern = (placeholder: string) => `(SELECT '%' || f_unaccent(lower(${placeholder})) || '%')`;

/**
 * One word's match: the record's own text, or (for a viewer with the view role) the text of a
 * record a searched reference points at (the list's Origem, Motorista), found through that
 * resource's index and matched by the reference's own index.
 */
const wordCondition = (r: Resource, full: boolean, placeholder: string, resolve: ResolveResource): string => {
  // Dropdown readers search only what they see, or hidden fields would leak through matches.
  const own = !full && dropdownSearchFields(r) ? 't.search_dropdown' : ownSearchFields(r).length ? 't.search' : undefined;
  const alternatives = own ? [`${own} LIKE ${pattern(placeholder)}`] : [];
  if (full) {
    for (const field of refSearchFields(r)) {
      const target = resolve(r.fields[field].ref!);
      if (!target || !ownSearchFields(target).length) continue;
      const column = dropdownSearchFields(target) ? 'search_dropdown' : 'search';
      alternatives.push(`t.${ident(columnOf(field, r.fields[field]))} = ANY (ARRAY(SELECT s.id FROM ${ident(target.table)} s WHERE s.${column} LIKE ${pattern(placeholder)}))`);
    }
  }
  return alternatives.length === 1 ? alternatives[0] : alternatives.length ? `(${alternatives.join(' OR ')})` : 'FALSE';
};

/** WHERE and ORDER BY of a list request, as SQL text with numbered parameters; text sorts in `locale`'s order. */
export const buildList = (
  r: Resource, p: ListParams, full: boolean, viewer?: Viewer, locale: Locale = DEFAULT_LOCALE, resolve: ResolveResource = () => undefined,
): { where: Built; order: string } => {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const shape: string[] = [];
  const param = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  // Rows a user may see at all: only their own, for the users the owner rule names.
  const own = viewer && ownerScope(r, viewer, 't', param);
  if (own) {
    conditions.push(own);
    shape.push('own');
  }
  const names = filterParamNames(r);
  for (const [name, raw] of Object.entries(p.filters).sort(([a], [b]) => a.localeCompare(b))) {
    // `?data_gte=2026-11-01&data_lte=2026-11-30`: a range of an ordered filter (react-admin's spelling).
    const range = /^(.+)_(gte|lte)$/.exec(name);
    const ranged = range ? names.get(range[1]) : undefined;
    if (range && ranged && ORDERED_KINDS.has(r.fields[ranged].kind) && !Array.isArray(raw)) {
      if (!allowedFilter(r, ranged, full)) throw new AppError(403, 'app.errors.filter_forbidden', { field: name });
      const column = `t.${ident(columnOf(ranged, r.fields[ranged]))}`;
      const value = filterValue(r, ranged, raw);
      // A day on a date-time is the company's whole day (the settings' time zone), as the dashboards count it: `_lte` keeps its evening.
      const day = r.fields[ranged].kind === 'datetime' && DAY.test(raw);
      if (day) conditions.push(range[2] === 'gte' ? `${column} >= ${dayStartsAt(param(value))}` : `${column} < ${dayStartsAt(`${param(value)}::date + 1`)}`);
      else conditions.push(`${column} ${range[2] === 'gte' ? '>=' : '<='} ${param(value)}`);
      shape.push(`r:${ranged}:${range[2]}${day ? ':day' : ''}`);
      continue;
    }
    const field = names.get(name);
    if (!field) throw badRequest('app.errors.bad_filter', { field: name });
    // Totals of a filtered list would tell a dropdown reader what the hidden field holds.
    if (!allowedFilter(r, field, full)) throw new AppError(403, 'app.errors.filter_forbidden', { field: name });
    const list = (Array.isArray(raw) ? raw : [raw]).map((v) => filterValue(r, field, v));
    conditions.push(`t.${ident(columnOf(field, r.fields[field]))} = ANY(${param(list)})`);
    shape.push(`f:${field}`);
  }
  if (p.id?.length) {
    conditions.push(`t.id = ANY(${param(p.id.filter(isUuid))}::uuid[])`);
    shape.push('id');
  }
  const words = searchWords(p.q);
  if (words.length && (ownSearchFields(r).length || full)) {
    for (const word of words) conditions.push(wordCondition(r, full, param(escapeLike(word)), resolve));
    shape.push(`${full ? 'q' : 'qd'}${words.length}`);
  }

  // The declared default order holds for everyone (status lists keep their lifecycle order).
  const field = p.sort ?? r.sort.field;
  if (p.sort && field !== 'id' && !visibleFields(r, full).includes(field) && !(full && SYSTEM_SORTS.includes(field))) {
    throw badRequest('app.errors.bad_sort', { field });
  }
  const dir = (p.order ?? (p.sort ? 'asc' : r.sort.order)) === 'desc' ? 'DESC' : 'ASC';
  const column = field === 'id' || SYSTEM_SORTS.includes(field) ? field : ident(columnOf(field, r.fields[field]));
  const collate = COLLATED_KINDS.has(r.fields[field]?.kind) ? ` COLLATE ${ident(SORT_COLLATIONS[locale])}` : '';
  // id breaks ties so pages never repeat or skip rows.
  const order = field === 'id' ? `t.id ${dir}` : `t.${column}${collate} ${dir}, t.id ${dir}`;
  shape.push(`o:${field}:${dir}:${collate ? locale : ''}`);
  return {
    where: { text: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values, shape: shape.join('|') },
    order,
  };
};

const statementName = (kind: string, r: Resource, full: boolean, shape: string) =>
  `${kind}:${createHash('sha1').update(`${r.name}|${full}|${shape}`).digest('base64url').slice(0, 16)}`;

/**
 * One page of a list and its total. The count is skipped when the page shows the end of the
 * list, and capped at LIST_TOTAL_CAP rows otherwise; both are prepared statements.
 */
export const listPage = async (
  db: Queryable, r: Resource, table: string, p: ListParams, full: boolean, viewer?: Viewer, locale?: Locale, resolve?: ResolveResource,
) => {
  const { where, order } = buildList(r, p, full, viewer, locale, resolve);
  const offset = (p.page - 1) * p.limit;
  const n = where.values.length;
  const rows = await run(db,
    `SELECT ${selectList(r, full)} FROM ${ident(table)} t ${where.text} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.values, p.limit, offset], statementName('list', r, full, where.shape));
  // A short page ends the list: its total is known without counting (a page past the end is not).
  if (rows.length < p.limit && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
  const [{ total }] = await run<{ total: number }>(db,
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${ident(table)} t ${where.text} LIMIT ${LIST_TOTAL_CAP}) capped`,
    where.values, statementName('count', r, full, where.shape));
  return { rows, total };
};
