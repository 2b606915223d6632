import type { z } from 'zod';
import { type Resource, defaultValues, writableFields } from '../../../src/registry/define';
import { type FieldMessage, checkRecord, createSchema, fieldMessages } from '../../../src/registry/validation';
import { columnOf } from '../../db/naming';
import { AppError } from '../../errors';
import type { ResourceServer } from '../hooks';
import { isUuid } from '../query';
import { ident, run, toParam } from '../sql';
import type { Records, WriteContext } from '../writeContext';
import type { RowError } from './rowErrors';

type Row = Record<string, unknown>;
type Fields = Record<string, FieldMessage>;

// Lookups of unique values and refs go to the database in slices of this many values.
const LOOKUP_CHUNK = 1000;

const chunks = <T>(items: T[], size = LOOKUP_CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

const present = (v: unknown) => v !== undefined && v !== null;

/** `AND "col" = $n` for each filter of a ref (the tipos of one grupo), numbered after `offset` parameters. */
const filterSql = (target: Resource, filter: Record<string, string> | undefined, offset: number) => {
  const entries = Object.entries(filter ?? {});
  return {
    text: entries.map(([k], i) => ` AND t.${ident(columnOf(k, target.fields[k]))} = $${offset + i + 1}`).join(''),
    values: entries.map(([, v]) => v),
  };
};

/** A record's text as the browser shows it (`representRecord`), in SQL over alias `t`; the template's text parts are parameters. */
const representSql = (target: Resource, param: (v: string) => string): string => {
  const template = target.represent ?? `%{${target.display}}`;
  const parts = template.split(/%\{(\w+)\}/).map((part, i) =>
    (i % 2 ? `coalesce(t.${ident(columnOf(part, target.fields[part]))}::text, '')` : `${param(part)}::text`));
  return `btrim(${parts.join(' || ')})`;
};

/**
 * Checks the rows of an import of `r` as creates would be checked: schema, rules between
 * fields, references (written as an id or as the referenced record's text), unique values in
 * the file and in the database, and the resource's own hooks. Gives the rows ready to insert,
 * or every row's errors at once.
 */
export const rowValidator = (r: Resource, records: Records, server: ResourceServer | undefined) => {
  const schema = createSchema(r);
  const fieldSchemas = schema.shape as Record<string, z.ZodType>;
  const defaults = Object.entries(defaultValues(r)).filter(([k]) => writableFields(r).includes(k));
  const uniqueFields = writableFields(r).filter((k) => r.fields[k].unique);
  const refFields = writableFields(r).filter((k) => r.fields[k].kind === 'ref' && !!r.fields[k].ref && records.byName.has(r.fields[k].ref!));
  const target = (field: string) => records.byName.get(r.fields[field].ref!)!;

  /**
   * A reference written as its record's text (what the export writes: "Empresa X (Matriz)", or
   * just the display field) becomes that record's id; a text that names no record, or several,
   * is that cell's error. Ids pass through.
   */
  const resolveRefs = async (ctx: WriteContext, input: Row[]) => {
    const rows = input.map((raw) => ({ ...raw }));
    const errors: Fields[] = input.map(() => ({}));
    for (const field of refFields) {
      const t = target(field);
      const texts = [...new Set(rows.map((row) => row[field]).filter((v): v is string => typeof v === 'string' && v.trim() !== '' && !isUuid(v)))];
      if (!texts.length) continue;
      const matches = new Map<string, Set<string>>();
      for (const slice of chunks(texts)) {
        const values: unknown[] = [slice];
        const param = (v: unknown) => `$${values.push(v)}`;
        const key = (e: string) => `f_unaccent(lower(btrim(${e})))`;
        const represent = representSql(t, param);
        const filter = filterSql(t, r.fields[field].refFilter, values.length);
        values.push(...filter.values);
        const found = await run<{ text: string; id: string }>(ctx.db, `
          SELECT x.text, t.id FROM unnest($1::text[]) AS x(text)
          JOIN ${ident(t.table)} t ON (${key(represent)} = ${key('x.text')}
            OR ${key(`t.${ident(columnOf(t.display, t.fields[t.display]))}::text`)} = ${key('x.text')})${filter.text}`, values);
        for (const { text, id } of found) matches.set(text, (matches.get(text) ?? new Set()).add(id));
      }
      rows.forEach((row, i) => {
        const text = row[field];
        if (typeof text !== 'string' || !texts.includes(text)) return;
        const ids = [...(matches.get(text) ?? [])];
        if (ids.length === 1) row[field] = ids[0];
        else {
          errors[i][field] = { message: ids.length ? 'app.csv.ref_ambiguous' : 'app.csv.ref_not_found', args: { value: text } };
          delete row[field];
        }
      });
    }
    return { rows, errors };
  };

  /** Ids among `ids` that exist in the field's target table, and those its refFilter allows. */
  const existingRefs = async (ctx: WriteContext, field: string, ids: string[]) => {
    const t = target(field);
    const existing = new Set<string>();
    const allowed = new Set<string>();
    const refFilter = r.fields[field].refFilter;
    for (const slice of chunks(ids)) {
      const sql = `SELECT t.id FROM ${ident(t.table)} t WHERE t.id = ANY($1::uuid[])`;
      for (const row of await run<{ id: string }>(ctx.db, sql, [slice])) existing.add(row.id);
      if (!refFilter) continue;
      const filter = filterSql(t, refFilter, 1);
      for (const row of await run<{ id: string }>(ctx.db, sql + filter.text, [slice, ...filter.values])) allowed.add(row.id);
    }
    return { existing, allowed };
  };

  return async (ctx: WriteContext, input: Row[]): Promise<{ ready: Row[]; failed: RowError[] }> => {
    const resolved = await resolveRefs(ctx, input);
    const errors = resolved.errors;
    // Parsed values, also of the valid fields of an invalid row, so one pass reports everything.
    const values: Row[] = [];
    resolved.rows.forEach((raw, i) => {
      const row: Row = { ...raw };
      // Missing cells take the declared default, as in the create form.
      for (const [k, v] of defaults) if (row[k] === undefined) row[k] = v;
      const parsed = schema.safeParse(row);
      // Rules between fields hold for every row (a point's time window).
      if (parsed.success) Object.assign(errors[i], { ...checkRecord(r, parsed.data as Row), ...errors[i] });
      if (parsed.success && !Object.keys(errors[i]).length) {
        values.push(parsed.data as Row);
        return;
      }
      // A reference's own message wins over the schema's "required" for the cell it emptied.
      errors[i] = { ...(parsed.success ? {} : fieldMessages(parsed.error.issues)), ...errors[i] };
      const partial: Row = {};
      for (const [k, s] of Object.entries(fieldSchemas)) {
        if (errors[i][k]) continue;
        const one = s.safeParse(row[k]);
        if (one.success) partial[k] = one.data;
      }
      values.push(partial);
    });

    for (const field of refFields) {
      const ids = [...new Set(values.map((v) => v[field]).filter((v): v is string => typeof v === 'string'))];
      const { existing, allowed } = await existingRefs(ctx, field, ids);
      values.forEach((v, i) => {
        const id = v[field];
        if (typeof id !== 'string' || errors[i][field]) return;
        if (!existing.has(id)) errors[i][field] = { message: 'app.errors.missing_reference' };
        else if (r.fields[field].refFilter && !allowed.has(id)) errors[i][field] = { message: 'app.validation.ref' };
      });
    }

    for (const field of uniqueFields) {
      const first = new Map<string, number>();
      values.forEach((v, i) => {
        if (!present(v[field]) || errors[i][field]) return;
        const key = JSON.stringify(v[field]);
        const seen = first.get(key);
        if (seen === undefined) first.set(key, i);
        else errors[i][field] = { message: 'app.csv.duplicate_in_file', args: { row: seen + 1 } };
      });
      const taken = new Set<string>();
      const column = ident(columnOf(field, r.fields[field]));
      for (const slice of chunks([...first.keys()].map((k) => toParam(r.fields[field], JSON.parse(k) as unknown)))) {
        for (const row of await run<{ v: unknown }>(ctx.db, `SELECT t.${column} AS v FROM ${ident(r.table)} t WHERE t.${column} = ANY($1)`, [slice])) {
          taken.add(JSON.stringify(row.v));
        }
      }
      for (const [key, i] of first) if (taken.has(key)) errors[i][field] = { message: 'app.errors.conflict_unique' };
    }

    // The resource's own rules, on rows that passed everything else (as a create would).
    const ready: Row[] = [];
    for (const [i, v] of values.entries()) {
      if (Object.keys(errors[i]).length) continue;
      let data = v;
      try {
        if (server?.beforeWrite) data = await server.beforeWrite(data, ctx);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        errors[i] = err.fields && Object.keys(err.fields).length ? err.fields : { _: { message: err.key, args: err.args } };
        continue;
      }
      ready.push(Object.fromEntries(Object.entries(data).filter(([, x]) => x !== undefined)));
    }
    const failed = errors.flatMap((fields, i) => (Object.keys(fields).length ? [{ row: i + 1, fields }] : []));
    return { ready, failed };
  };
};
