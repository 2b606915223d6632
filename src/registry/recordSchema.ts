import { z } from 'zod';
import { type FieldDef, type FieldKind, type FieldsOf, type LinesOf, type Resource, dropdownFields, readableFields } from './define';

/**
 * A record as the API answers it, as a zod schema derived from the declaration: the answers'
 * OpenAPI entries, the check of every answer in the API tests, and the answer types of
 * operations that return records (docs/architecture.md "Answers").
 */

/** A value of each kind as answered (never as typed): documents without their masks, numbers as numbers. */
const ANSWERED: Record<FieldKind, (f: FieldDef) => z.ZodType> = {
  text: () => z.string(),
  int: () => z.number().int(),
  decimal: () => z.number(),
  money: () => z.number(),
  bool: () => z.boolean(),
  date: () => z.iso.date(),
  time: () => z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
  datetime: () => z.string(),
  enum: (f) => z.enum(f.values as [string, ...string[]]),
  ref: () => z.string().meta({ format: 'uuid' }),
  cnpj: () => z.string(),
  cpf: () => z.string(),
  cpf_cnpj: () => z.string(),
  cep: () => z.string(),
  phone: () => z.string(),
  mobile: () => z.string(),
  card: () => z.string(),
  email: () => z.string(),
  uf: () => z.string(),
  latlng: () => z.object({ lat: z.number(), lng: z.number() }),
  // Never answered (writeOnly); listed so that every kind says what it answers.
  password: () => z.never(),
  roles: () => z.array(z.string()),
  placa: () => z.string(),
  renavam: () => z.string(),
  sequence: () => z.number().int(),
  lines: (f) => z.array(lineObject(f.fields ?? {})),
  file: () => z.string().meta({ format: 'uuid' }),
  timezone: () => z.string(),
};

/** Never null in an answer: NOT NULL columns and lines (the runtime twin of define.ts' AlwaysSet). */
const alwaysSet = (f: FieldDef) => !!f.required || f.default !== undefined || f.kind === 'sequence' || f.kind === 'lines';

const valueOf = (f: FieldDef): z.ZodType => (alwaysSet(f) ? ANSWERED[f.kind](f) : ANSWERED[f.kind](f).nullable());

const readable = (fields: Record<string, FieldDef>) => Object.entries(fields).filter(([, f]) => !f.writeOnly);

const lineObject = (fields: Record<string, FieldDef>) => z.strictObject({
  id: z.string(),
  ...Object.fromEntries(readable(fields).map(([k, f]) => [k, valueOf(f)])),
});

type Shape<T> = { [K in keyof T]-?: z.ZodType<T[K], T[K]> };
type SystemShape = { id: z.ZodString; version: z.ZodNumber; created_at: z.ZodString; updated_at: z.ZodString };

/** The schema of a record of `R`, typed like RecordOf<R>. */
export type RecordSchema<R> = R extends Resource<infer F, infer _K> ? z.ZodObject<SystemShape & Shape<FieldsOf<F>>> : never;
/** The schema of one line of a `lines` field of `R`. */
export type LineSchema<R, L extends string> = R extends Resource<infer F, infer _K>
  ? z.ZodObject<Shape<LinesOf<NonNullable<F[L]['fields']>>>> : never;

const cache = new WeakMap<Resource, z.ZodObject>();

/** A whole record as someone with the view role (or its owner) reads it. */
export const recordSchema = <R extends Resource>(r: R): RecordSchema<R> => {
  let schema = cache.get(r);
  if (!schema) {
    schema = z.strictObject({
      id: z.string().meta({ format: 'uuid' }),
      ...Object.fromEntries(readableFields(r).map((k) => [k, valueOf(r.fields[k])])),
      version: z.number().int(),
      created_at: z.string(),
      updated_at: z.string(),
    });
    cache.set(r, schema);
  }
  return schema as RecordSchema<R>;
};

/** One line of a `lines` field, as the record embeds it. */
export const lineSchema = <R extends Resource, L extends keyof R['fields'] & string>(r: R, field: L): LineSchema<R, L> =>
  lineObject(r.fields[field].fields ?? {}) as unknown as LineSchema<R, L>;

/**
 * What a signed-in user without the view role reads of a record (docs/domain.md "Dropdown
 * lists"): its id and the fields of the shared dropdown list.
 */
export const dropdownRecordSchema = (r: Resource): z.ZodObject =>
  z.strictObject({ id: z.string(), ...Object.fromEntries(dropdownFields(r).map((k) => [k, valueOf(r.fields[k])])) });

/**
 * A record as a read answers it (`lines: true`: with its line items) or a list (without them):
 * whole, or its dropdown fields for a reader without the view role.
 */
export const readSchema = (r: Resource, opts: { lines: boolean }): z.ZodType => {
  const linesOmitted: Record<string, true> = Object.fromEntries(Object.entries(r.fields).filter(([, f]) => f.kind === 'lines').map(([k]) => [k, true]));
  const whole = opts.lines ? recordSchema(r) : (recordSchema(r) as z.ZodObject).omit(linesOmitted as never);
  return z.union([whole, dropdownRecordSchema(r)]);
};
