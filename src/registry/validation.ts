import { z } from 'zod';
import { UFS, isValidCnpj, isValidCpf, isValidPlaca, isValidRenavam } from './brazil';
import { type FieldCheck, type FieldDef, type Resource, SYSTEM_FIELDS, TEXT_MAX, serverSet, unhandledKind, writableFields } from './define';
import { fieldLabelKey } from './labels';
import { ROLES } from './roles';

/**
 * Zod schemas derived from a declaration, used by the form and by the server. Every issue's
 * message is a catalog key (app.validation.*) so each side can translate it.
 */
const V = 'app.validation.';
const typeError = (key: string) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? `${V}required` : `${V}${key}`),
});

/** Punctuation people type inside documents and phones; anything else that is not a digit is an error. */
const DOCUMENT_PUNCTUATION = /[\s.\-/()]/g;

/**
 * A document or phone: text of digits, punctuation allowed and stripped (`12.345-678`). A JSON
 * number, a letter or more digits than the kind has are refused, never coerced.
 */
const documentSchema = (key: string, check: (d: string) => boolean, opts: { max: number; pad?: (d: string) => number }) =>
  z.string(typeError(key))
    .transform((v, ctx) => {
      const d = v.replace(DOCUMENT_PUNCTUATION, '');
      if (!/^\d+$/.test(d) || d.length > opts.max) {
        ctx.addIssue({ code: 'custom', message: `${V}${key}` });
        return z.NEVER;
      }
      return opts.pad ? d.padStart(opts.pad(d), '0') : d;
    })
    .refine(check, { error: `${V}${key}` });

/**
 * A CNPJ, or for `cpf_cnpj` a CPF (11 positions) or a CNPJ (14): punctuation stripped and
 * upper-cased. A numeric one is padded (docs/domain.md "Document masks and padding"); one with a letter (the CNPJs issued since
 * July 2026) never is, so it must be whole, and a CPF never has letters (docs/domain.md
 * "Document masks and padding").
 */
const cnpjSchema = (key: 'cnpj' | 'cpf_cnpj') =>
  z.string(typeError(key)).transform((v, ctx) => {
    const d = v.replace(DOCUMENT_PUNCTUATION, '').toUpperCase();
    // Stored padded like cpf and cnpj, or '0123…' and '123…' would be two documents.
    const stored = /^\d{1,14}$/.test(d) ? d.padStart(key === 'cpf_cnpj' && d.length <= 11 ? 11 : 14, '0') : d;
    if (!(key === 'cpf_cnpj' && stored.length === 11 ? isValidCpf(stored) : isValidCnpj(stored))) {
      ctx.addIssue({ code: 'custom', message: `${V}${key}` });
      return z.NEVER;
    }
    return stored;
  }).meta(key === 'cnpj' ? CNPJ_DOC : CPF_CNPJ_DOC);

// What the OpenAPI document says of these fields (input: with or without the mask, any case).
const CNPJ_INPUT = '[0-9A-Za-z]{12}[0-9]{2}|[0-9A-Za-z]{2}\\.[0-9A-Za-z]{3}\\.[0-9A-Za-z]{3}/[0-9A-Za-z]{4}-[0-9]{2}|[0-9]{1,14}';
const CNPJ_DOC = {
  pattern: `^(?:${CNPJ_INPUT})$`,
  example: '12.ABC.345/01DE-35',
  description: 'CNPJ, with or without its mask: 14 digits (a shorter one is left-padded), or since July 2026 12 letters or digits and 2 check digits. Answered without the mask, upper-case.',
};
const CPF_CNPJ_DOC = {
  pattern: `^(?:${CNPJ_INPUT}|[0-9]{3}\\.[0-9]{3}\\.[0-9]{3}-[0-9]{2})$`,
  example: '12.ABC.345/01DE-35',
  description: 'CPF (11 digits) or CNPJ (14 digits, or 12 letters or digits and 2 check digits), with or without the mask; told apart by length. Answered without the mask, upper-case.',
};

const NIL_UUIDS = ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'];
/** An id chosen by the client (a record created offline): a real UUID, never the nil or the max one. */
const clientId = z.uuid({ error: `${V}ref` }).refine((v) => !NIL_UUIDS.includes(v.toLowerCase()), { error: `${V}ref` });

const positive = (f: FieldDef, n: z.ZodNumber) => (f.positive ? n.positive({ error: `${V}positive` }) : n);

const roundTo = (places: number) => (n: number) => Math.round(n * 10 ** places) / 10 ** places;

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const fieldSchema = (f: FieldDef): z.ZodType => {
  const max = f.max ?? TEXT_MAX;
  switch (f.kind) {
    case 'text': {
      let s = z.string(typeError('text')).trim().max(max, { error: `${V}too_long` });
      if (f.min) s = s.min(f.min, { error: `${V}too_short` });
      if (f.upper) s = s.toUpperCase();
      if (f.pattern) s = s.regex(new RegExp(`^(?:${f.pattern})$`), { error: `${V}${f.patternMessage ?? 'invalid'}` });
      return s;
    }
    case 'placa':
      // Stored upper-case without the dash: ABC1234 (old) or ABC1D23 (Mercosul).
      return z.string(typeError('placa')).transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
        .refine(isValidPlaca, { error: `${V}placa` });
    case 'renavam':
      return documentSchema('renavam', isValidRenavam, { max: 11, pad: () => 11 });
    case 'sequence':
      return z.number(typeError('integer')).int({ error: `${V}integer` });
    case 'file':
      return z.uuid(typeError('file'));
    case 'lines':
      return linesSchema(f);
    case 'password':
      return z.string(typeError('text')).min(f.min ?? 8, { error: `${V}too_short` }).max(200, { error: `${V}too_long` });
    case 'email':
      return z.string(typeError('email')).trim().toLowerCase().max(254, { error: `${V}too_long` })
        .pipe(z.email({ error: `${V}email` }));
    case 'int':
      return positive(f, z.number(typeError('integer')).int({ error: `${V}integer` })
        .min(f.min ?? -2147483648, { error: `${V}too_small` }).max(f.max ?? 2147483647, { error: `${V}too_big` }));
    case 'decimal':
      // The declared bounds, within what numeric(18,4) holds.
      return positive(f, z.number(typeError('number')).min(f.min ?? -1e13, { error: `${V}too_small` }).max(f.max ?? 1e13, { error: `${V}too_big` }))
        .transform(roundTo(4));
    case 'money':
      return positive(f, z.number(typeError('number')).min(f.min ?? -1e11, { error: `${V}too_small` }).max(f.max ?? 1e11, { error: `${V}too_big` }))
        .transform(roundTo(2));
    case 'bool':
      return z.boolean(typeError('boolean'));
    case 'date':
      return z.string(typeError('date')).regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${V}date` })
        .refine(isRealDate, { error: `${V}date` });
    case 'time':
      return z.string(typeError('time')).regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: `${V}time` });
    case 'datetime':
      return z.iso.datetime({ offset: true, ...typeError('datetime') });
    case 'enum':
      return z.enum(f.values as [string, ...string[]], typeError('enum'));
    case 'ref':
      return z.uuid(typeError('ref'));
    case 'cnpj':
      return cnpjSchema('cnpj');
    case 'cpf':
      return documentSchema('cpf', isValidCpf, { max: 11, pad: () => 11 });
    case 'cpf_cnpj':
      return cnpjSchema('cpf_cnpj');
    case 'cep':
      // Padded to 8 digits as SPEC 5 says: spreadsheets drop São Paulo's leading 0 (docs/decisions.md
      // "CEPs padded, numbers read by one rule"); one of only zeros is none.
      return documentSchema('cep', (d) => d !== '00000000', { max: 8, pad: () => 8 });
    case 'phone':
      return documentSchema('phone', (d) => d.length === 10, { max: 10 });
    case 'mobile':
      return documentSchema('mobile', (d) => d.length === 11, { max: 11 });
    case 'card':
      // A whole card number may be typed (up to 19 digits); only its last four are ever kept (docs/domain.md "Document masks and padding").
      return documentSchema('card', (d) => d.length >= 4, { max: 19 }).transform((d) => d.slice(-4));
    case 'uf':
      return z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(UFS, typeError('uf')));
    case 'latlng':
      return z.object({
        lat: z.number(typeError('latlng')).min(-90, { error: `${V}latlng` }).max(90, { error: `${V}latlng` }),
        lng: z.number(typeError('latlng')).min(-180, { error: `${V}latlng` }).max(180, { error: `${V}latlng` }),
      }, typeError('latlng'));
    case 'timezone':
      // The shape of an IANA name here; whether PostgreSQL knows the zone, its column's check (docs/architecture.md "Field kinds").
      return z.string(typeError('timezone')).trim().max(64, { error: `${V}too_long` })
        .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, { error: `${V}timezone` });
    case 'roles':
      return z.array(z.enum(ROLES, typeError('role')), typeError('roles')).max(ROLES.length)
        .transform((roles) => [...new Set(roles)]);
    default:
      return unhandledKind(f.kind);
  }
};

/**
 * Line items: the whole array, each line its fields plus an optional `id` (a line sent with its
 * id keeps it). `min` and `max` bound the number of lines (10,000 at most).
 */
export const LINES_MAX = 10_000;
const linesSchema = (f: FieldDef): z.ZodType => {
  const line = z.strictObject({
    // What the server sets on a line may be echoed back by a client: accepted and dropped.
    ...Object.fromEntries(Object.entries(f.fields ?? {}).filter(([, lf]) => serverSet(lf)).map(([k]) => [k, z.unknown().optional().transform(() => undefined)])),
    id: clientId.optional(),
    ...Object.fromEntries(Object.entries(f.fields ?? {}).filter(([, lf]) => !serverSet(lf))
      .map(([k, lf]) => [k, withPresence(lf, fieldSchema(lf), false)])),
  }, { error: unknownFieldError });
  const lines = z.array(line, typeError('lines'))
    .min(f.min ?? 0, { error: `${V}lines_min` })
    .max(f.max ?? LINES_MAX, { error: `${V}lines_max` });
  return lines;
};

// A value of only spaces is no value: required fields report it, optional ones store null.
const blank = (v: unknown) => v === '' || (typeof v === 'string' && v.trim() === '');
const emptyToNull = (v: unknown) => (blank(v) ? null : v);

const withPresence = (f: FieldDef, schema: z.ZodType, forUpdate: boolean): z.ZodType => {
  // No lines is an empty array, not a missing one; `min` says how many are required.
  if (f.kind === 'lines') return forUpdate || !f.min ? schema.optional() : schema;
  if (f.required) {
    const s = z.preprocess((v) => (blank(v) || v === null ? undefined : v), schema);
    return forUpdate ? s.optional() : s;
  }
  return z.preprocess(emptyToNull, schema.nullable().optional());
};

/** Derived values and stamps a client may echo back: accepted and dropped, the server sets them. */
const ignored = (r: Resource) =>
  Object.fromEntries(Object.entries(r.fields).filter(([, f]) => f.computed || f.stamp).map(([k]) => [k, z.unknown().optional().transform(() => undefined)]));

const shape = (r: Resource, forUpdate: boolean) => ({
  ...ignored(r),
  ...Object.fromEntries(writableFields(r).map((k) => [k, withPresence(r.fields[k], fieldSchema(r.fields[k]), forUpdate)])),
});

/** Rules between fields (a time window, origin and destination) on a whole record; empty when it holds. */
export const checkRecord = (r: Resource, record: Record<string, unknown>): Record<string, FieldMessage> => {
  const out: Record<string, FieldMessage> = {};
  const label = (field: string) => ({ t: fieldLabelKey(r, field) });
  for (const c of r.checks ?? []) {
    const a = record[c.field];
    const b = record[c.other];
    if (a === null || a === undefined || a === '' || b === null || b === undefined || b === '') continue;
    if (!checkHolds(c, a, b)) out[c.other] ??= { message: `${V}${c.rule}`, args: { other: label(c.field) } };
  }
  return out;
};

// Numbers compare as numbers (an odometer's 100 is not before 50), times and dates as their ISO text.
const compare = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

const checkHolds = (c: FieldCheck, a: unknown, b: unknown) => {
  if (c.rule === 'different') return a !== b;
  return c.rule === 'before' ? compare(a, b) < 0 : compare(a, b) <= 0;
};

const withChecks = <T extends z.ZodType>(r: Resource, schema: T) =>
  r.checks?.length
    ? schema.superRefine((value, ctx) => {
      for (const [path, m] of Object.entries(checkRecord(r, value as Record<string, unknown>))) {
        ctx.addIssue({ code: 'custom', path: [path], message: m.message, params: m.args });
      }
    })
    : schema;

/** What a create carries; the API also accepts the record's `id` chosen by the client. */
export const createSchema = (r: Resource, opts: { clientId?: boolean } = {}) =>
  withChecks(r, z.strictObject({ ...shape(r, false), ...(opts.clientId ? { id: clientId.optional() } : {}) }, { error: unknownFieldError }));

/** PUT merges into the stored record; `version` must match the stored one. */
export const updateSchema = (r: Resource) => withChecks(r, z.strictObject({
    ...shape(r, true),
    // Bounded like the integer column it is compared with, so a huge one is a 400, not a database error.
    version: z.number(typeError('integer')).int({ error: `${V}integer` })
      .min(1, { error: `${V}too_small` }).max(2147483647, { error: `${V}too_big` }),
    // Echoed back by clients that send the whole record; ignored.
    ...Object.fromEntries(SYSTEM_FIELDS.filter((f) => f !== 'version').map((f) => [f, z.unknown().optional()])),
  }, { error: unknownFieldError }));

function unknownFieldError(iss: { code: string; input?: unknown }) {
  if (iss.code === 'unrecognized_keys') return `${V}unknown_field`;
  return iss.input === undefined ? `${V}required` : `${V}object`;
}

/** A message that names a catalog entry (`app.validation.required`, a home's `resources.<name>.messages.<key>`), not a text. */
export const isCatalogKey = (s: unknown): s is string => typeof s === 'string' && /^(app|resources)\.[\w.-]+$/.test(s);

export interface FieldMessage {
  message: string;
  args?: Record<string, unknown>;
}

/**
 * The name an error is reported under: its field, or for a value inside a line its path
 * (`itens.2.quantidade`), so the form shows it under that input. A list's item (`roles.0`)
 * reports under the list.
 */
export const issueKey = (path: readonly PropertyKey[]): string => {
  if (!path.length) return '_';
  return (typeof path[1] === 'number' && path.length >= 3 ? path.slice(0, 3) : path.slice(0, 1)).map(String).join('.');
};

/** Turns zod issues into one catalog message per field (the first issue wins). */
export const fieldMessages = (issues: readonly z.core.$ZodIssue[]): Record<string, FieldMessage> => {
  const out: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const args: Record<string, unknown> = { ...(issue.code === 'custom' ? issue.params : {}) };
    if ('maximum' in issue) args.max = Number(issue.maximum);
    if ('minimum' in issue) args.min = Number(issue.minimum);
    const message = isCatalogKey(issue.message) ? issue.message : `${V}invalid`;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out[issueKey([...issue.path, key])] ??= { message: `${V}unknown_field`, args: { field: key } };
      continue;
    }
    out[issueKey(issue.path)] ??= { message, args };
  }
  return out;
};
