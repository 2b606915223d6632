import { z } from 'zod';
import { UFS, isValidCnpj, isValidCpf, onlyDigits } from './brazil';
import { type FieldDef, type Resource, SYSTEM_FIELDS, TEXT_MAX, writableFields } from './define';
import { ROLES } from './roles';

/**
 * Zod schemas derived from a declaration, used by the form and by the server. Every issue's
 * message is a catalog key (app.validation.*) so each side can translate it.
 */
const V = 'app.validation.';
const typeError = (key: string) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? `${V}required` : `${V}${key}`),
});

const digitsOf = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? onlyDigits(String(v)) : v);

const documentSchema = (key: string, check: (d: string) => boolean, pad?: number | ((d: string) => number)) =>
  z.preprocess(
    (v) => {
      const d = digitsOf(v);
      return typeof d === 'string' && pad ? d.padStart(typeof pad === 'number' ? pad : pad(d), '0') : d;
    },
    z.string(typeError(key)).refine(check, { error: `${V}${key}` }),
  );

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
      return s;
    }
    case 'password':
      return z.string(typeError('text')).min(f.min ?? 8, { error: `${V}too_short` }).max(200, { error: `${V}too_long` });
    case 'email':
      return z.string(typeError('email')).trim().toLowerCase().max(254, { error: `${V}too_long` })
        .pipe(z.email({ error: `${V}email` }));
    case 'int':
      return z.number(typeError('integer')).int({ error: `${V}integer` })
        .min(f.min ?? -2147483648, { error: `${V}too_small` }).max(f.max ?? 2147483647, { error: `${V}too_big` });
    case 'decimal':
      return z.number(typeError('number')).min(-1e13, { error: `${V}too_small` }).max(1e13, { error: `${V}too_big` })
        .transform(roundTo(4));
    case 'money':
      return z.number(typeError('number')).min(-1e11, { error: `${V}too_small` }).max(1e11, { error: `${V}too_big` })
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
      return documentSchema('cnpj', isValidCnpj, 14);
    case 'cpf':
      return documentSchema('cpf', isValidCpf, 11);
    case 'cpf_cnpj':
      // Stored padded like cpf and cnpj, or '0123…' and '123…' would be two documents.
      return documentSchema('cpf_cnpj', (d) => (d.length === 11 ? isValidCpf(d) : isValidCnpj(d)), (d) => (d.length <= 11 ? 11 : 14));
    case 'cep':
      // Padding makes 8 digits of anything; a CEP with no digit but zeros is none.
      return documentSchema('cep', (d) => /^\d{8}$/.test(d) && d !== '00000000', 8);
    case 'phone':
      return documentSchema('phone', (d) => /^\d{10}$/.test(d));
    case 'mobile':
      return documentSchema('mobile', (d) => /^\d{11}$/.test(d));
    case 'card':
      // Only the last four digits are ever kept (SPEC 5).
      return z.preprocess((v) => {
        const d = digitsOf(v);
        return typeof d === 'string' ? d.slice(-4) : d;
      }, z.string(typeError('card')).regex(/^\d{4}$/, { error: `${V}card` }));
    case 'uf':
      return z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(UFS, typeError('uf')));
    case 'latlng':
      return z.object({
        lat: z.number(typeError('latlng')).min(-90, { error: `${V}latlng` }).max(90, { error: `${V}latlng` }),
        lng: z.number(typeError('latlng')).min(-180, { error: `${V}latlng` }).max(180, { error: `${V}latlng` }),
      }, typeError('latlng'));
    case 'roles':
      return z.array(z.enum(ROLES, typeError('role')), typeError('roles')).max(ROLES.length)
        .transform((roles) => [...new Set(roles)]);
  }
};

// A value of only spaces is no value: required fields report it, optional ones store null.
const blank = (v: unknown) => v === '' || (typeof v === 'string' && v.trim() === '');
const emptyToNull = (v: unknown) => (blank(v) ? null : v);

const withPresence = (f: FieldDef, schema: z.ZodType, forUpdate: boolean): z.ZodType => {
  if (f.required) {
    const s = z.preprocess((v) => (blank(v) || v === null ? undefined : v), schema);
    return forUpdate ? s.optional() : s;
  }
  return z.preprocess(emptyToNull, schema.nullable().optional());
};

const shape = (r: Resource, forUpdate: boolean) =>
  Object.fromEntries(writableFields(r).map((k) => [k, withPresence(r.fields[k], fieldSchema(r.fields[k]), forUpdate)]));

export const createSchema = (r: Resource) => z.strictObject(shape(r, false), { error: unknownFieldError });

/** PUT merges into the stored record; `version` must match the stored one. */
export const updateSchema = (r: Resource) =>
  z.strictObject({
    ...shape(r, true),
    // Bounded like the integer column it is compared with, so a huge one is a 400, not a database error.
    version: z.number(typeError('integer')).int({ error: `${V}integer` })
      .min(1, { error: `${V}too_small` }).max(2147483647, { error: `${V}too_big` }),
    // Echoed back by clients that send the whole record; ignored.
    ...Object.fromEntries(SYSTEM_FIELDS.filter((f) => f !== 'version').map((f) => [f, z.unknown().optional()])),
  }, { error: unknownFieldError });

function unknownFieldError(iss: { code: string; input?: unknown }) {
  if (iss.code === 'unrecognized_keys') return `${V}unknown_field`;
  return iss.input === undefined ? `${V}required` : `${V}object`;
}

export interface FieldMessage {
  message: string;
  args?: Record<string, unknown>;
}

/** Turns zod issues into one catalog message per field (the first issue wins). */
export const fieldMessages = (issues: readonly z.core.$ZodIssue[]): Record<string, FieldMessage> => {
  const out: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const args: Record<string, unknown> = {};
    if ('maximum' in issue) args.max = Number(issue.maximum);
    if ('minimum' in issue) args.min = Number(issue.minimum);
    const message = issue.message.startsWith(V) ? issue.message : `${V}invalid`;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out[key] ??= { message: `${V}unknown_field`, args: { field: key } };
      continue;
    }
    const key = issue.path.length ? String(issue.path[0]) : '_';
    out[key] ??= { message, args };
  }
  return out;
};
