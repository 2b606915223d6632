import { STATUS_CODES } from 'node:http';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import { type Resource, defaultValues, readableFields, toColumnName, writableFields } from '../../src/registry/define';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hasRole } from '../../src/registry/roles';
import { type FieldMessage, checkRecord, createSchema, fieldMessages } from '../../src/registry/validation';
import type { CurrentUser } from '../auth/guard';
import type { AnyTable } from '../db/tables';
import { AppError, type KeyArg, badRequest, forbidden, fromPgError } from '../errors';
import { localeFrom, translate } from '../i18n';
import { cleanSearchIndex } from '../db/bulk';
import { txOf } from '../db/tx';
import { diffFields, recordChanges } from './audit';
import type { ResourceServer } from './hooks';
import type { Records } from './records';
import { isUuid } from './query';

/** Most rows one request may carry (the browser refuses bigger files before sending them). */
export const IMPORT_MAX_ROWS = 5000;
// 5,000 rows of a wide record are several megabytes of JSON: more than the app's 1 MiB default.
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;
// Lookups of unique values and refs go to the database in slices of this many values.
const LOOKUP_CHUNK = 1000;

interface Deps {
  tables: Map<string, AnyTable>;
  records: Records;
  server?: ResourceServer;
}

type Fields = Record<string, FieldMessage>;
/** The import's reads, on the request's transaction. */
type Db = ReturnType<typeof drizzle<Record<string, unknown>, pg.PoolClient>>;
interface RowError {
  row: number;
  fields: Fields;
}

const importBody = z.strictObject({
  rows: z.array(z.record(z.string(), z.unknown()))
    .describe(`The records, one object per CSV data row ({ field: value }), ${IMPORT_MAX_ROWS} at most. Each is validated like the body of a create.`),
  dry_run: z.boolean().optional().describe('Validate only: nothing is written.'),
});

const rowErrors = z.array(z.object({
  row: z.number().int().describe('1-based position in `rows`'),
  fields: z.record(z.string(), z.string()).describe('field → translated message ("_" for the row as a whole)'),
}));
const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  rows: rowErrors.optional(),
});

const chunks = <T>(items: T[], size = LOOKUP_CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

const present = (v: unknown) => v !== undefined && v !== null;

/** A record's text as the browser shows it (`representRecord`), in SQL: the template, else the display field. */
const representSql = (target: Resource, table: AnyTable): SQL => {
  const template = target.represent ?? `%{${target.display}}`;
  const parts = template.split(/%\{(\w+)\}/).map((part, i) => (i % 2 ? sql`coalesce(${table[part]}::text, '')` : sql`${part}`));
  return sql`btrim(${sql.join(parts, sql` || `)})`;
};

/**
 * `POST /v1/{resource}/import`: CSV import of master data. The browser parses the file and
 * sends its rows as JSON; every row is checked like a create (same schema, ref filters,
 * uniqueness in the file and in the database, the resource's hooks) and either every row is
 * written in one transaction or none is.
 */
export const importRoutes = (app: FastifyInstance, r: Resource, deps: Deps) => {
  // A resource whose create is hand-written gets no generic import that could bypass it.
  if (!r.importable || deps.server?.replaces?.includes('create')) return;
  const table = deps.tables.get(r.name)!;
  const schema = createSchema(r);
  const fieldSchemas = schema.shape as Record<string, z.ZodType>;
  const defaults = Object.entries(defaultValues(r)).filter(([k]) => writableFields(r).includes(k));
  const uniqueFields = writableFields(r).filter((k) => r.fields[k].unique);
  const refFields = writableFields(r).filter((k) => r.fields[k].kind === 'ref' && r.fields[k].ref && deps.tables.has(r.fields[k].ref!));
  const full = Object.fromEntries(['id', ...readableFields(r), 'created_at', 'updated_at', 'version'].map((f) => [f, table[f] as PgColumn]));
  const columnToField = (column: string) => Object.keys(r.fields).find((f) => toColumnName(f) === column) ?? column;
  const user = (req: FastifyRequest) => req.user as CurrentUser;

  const translator = (req: FastifyRequest) => {
    const locale = localeFrom(req.headers['accept-language']);
    const t = (key: string, args: Record<string, unknown> = {}) => translate(locale, key, Object.fromEntries(
      Object.entries(args).map(([k, v]) => {
        const arg = v as KeyArg | undefined;
        return [k, typeof arg?.t === 'string' ? translate(locale, arg.t, { smart_count: arg.smart_count ?? 1 }) : v];
      }),
    ));
    const fields = (f: Fields) => Object.fromEntries(Object.entries(f).map(([k, m]) => [k, t(m.message, { ...m.args, field: m.args?.field ?? k })]));
    return { t, fields };
  };

  /** An answer that names the rows at fault (the error handler knows only `fields`). */
  const rowsReply = (req: FastifyRequest, reply: FastifyReply, status: number, key: string, args: Record<string, unknown>, rows: RowError[]) => {
    const { t, fields } = translator(req);
    reply.code(status);
    return ({
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message: t(key, args),
      rows: rows.map((e) => ({ row: e.row, fields: fields(e.fields) })),
    });
  };

  /**
   * A reference written as its record's text (what the export writes: "Empresa X (Matriz)", or
   * just the display field) becomes that record's id; a text that names no record, or several,
   * is that cell's error. Ids pass through.
   */
  const resolveRefs = async (db: Db, input: Record<string, unknown>[]) => {
    const rows = input.map((raw) => ({ ...raw }));
    const errors: Fields[] = input.map(() => ({}));
    for (const field of refFields) {
      const f = r.fields[field];
      const targetDef = deps.records.byName.get(f.ref!);
      const target = deps.tables.get(f.ref!)!;
      const texts = [...new Set(rows.map((row) => row[field]).filter((v): v is string => typeof v === 'string' && v.trim() !== '' && !isUuid(v)))];
      if (!targetDef || !texts.length) continue;
      const key = (e: SQL) => sql`f_unaccent(lower(btrim(${e})))`;
      const matches = new Map<string, Set<string>>();
      for (const slice of chunks(texts)) {
        const filters = Object.entries(f.refFilter ?? {}).map(([k, v]) => sql` AND ${target[k]} = ${v}`);
        const found = await db.execute<{ text: string; id: string }>(sql`
          SELECT x.text, ${target.id} AS id
          FROM unnest(${sql.param(slice)}::text[]) AS x(text)
          JOIN ${target} ON ${key(representSql(targetDef, target))} = ${key(sql`x.text`)}
            OR ${key(sql`${target[targetDef.display]}::text`)} = ${key(sql`x.text`)}
          ${sql.join(filters, sql``)}`);
        for (const { text, id } of found.rows) matches.set(text, (matches.get(text) ?? new Set()).add(id));
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

  /** Schema, refs, uniqueness and hooks of every row; the rows ready to insert, or the errors. */
  const validate = async (req: FastifyRequest, db: Db, input: Record<string, unknown>[]) => {
    const resolved = await resolveRefs(db, input);
    const errors = resolved.errors;
    // Parsed values, also of the valid fields of an invalid row, so one pass reports everything.
    const values: Record<string, unknown>[] = [];
    resolved.rows.forEach((raw, i) => {
      const row: Record<string, unknown> = { ...raw };
      // Missing cells take the declared default, as in the create form.
      for (const [k, v] of defaults) if (row[k] === undefined) row[k] = v;
      const parsed = schema.safeParse(row);
      // Rules between fields hold for every row (a point's time window).
      if (parsed.success) Object.assign(errors[i], { ...checkRecord(r, parsed.data as Record<string, unknown>), ...errors[i] });
      if (parsed.success && !Object.keys(errors[i]).length) {
        values.push(parsed.data as Record<string, unknown>);
        return;
      }
      // A reference's own message wins over the schema's "required" for the cell it emptied.
      errors[i] = { ...(parsed.success ? {} : fieldMessages(parsed.error.issues)), ...errors[i] };
      const partial: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(fieldSchemas)) {
        if (errors[i][k]) continue;
        const one = s.safeParse(row[k]);
        if (one.success) partial[k] = one.data;
      }
      values.push(partial);
    });

    for (const field of refFields) {
      const f = r.fields[field];
      const target = deps.tables.get(f.ref!)!;
      const ids = [...new Set(values.map((v) => v[field]).filter((v): v is string => typeof v === 'string'))];
      const existing = new Set<string>();
      const allowed = new Set<string>();
      for (const slice of chunks(ids)) {
        for (const row of await db.select({ id: target.id }).from(target).where(inArray(target.id, slice))) existing.add(row.id as string);
        if (!f.refFilter) continue;
        const conds = [inArray(target.id, slice), ...Object.entries(f.refFilter).map(([k, v]) => eq(target[k], v))];
        for (const row of await db.select({ id: target.id }).from(target).where(and(...conds))) allowed.add(row.id as string);
      }
      values.forEach((v, i) => {
        const id = v[field];
        if (typeof id !== 'string' || errors[i][field]) return;
        if (!existing.has(id)) errors[i][field] = { message: 'app.errors.missing_reference' };
        else if (f.refFilter && !allowed.has(id)) errors[i][field] = { message: 'app.validation.ref' };
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
      for (const slice of chunks([...first.keys()].map((k) => JSON.parse(k) as unknown))) {
        const rows = await db.select({ v: table[field] }).from(table).where(inArray(table[field], slice));
        for (const row of rows) taken.add(JSON.stringify(row.v));
      }
      for (const [key, i] of first) if (taken.has(key)) errors[i][field] = { message: 'app.errors.conflict_unique' };
    }

    // The resource's own rules, on rows that passed everything else (as a create would).
    const ready: Record<string, unknown>[] = [];
    for (const [i, v] of values.entries()) {
      if (Object.keys(errors[i]).length) continue;
      let data = v;
      try {
        if (deps.server?.beforeWrite) data = await deps.server.beforeWrite(data, { user: user(req), db: txOf(req) });
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

  // Rows go in by multi-row INSERTs, within PostgreSQL's 65,535 parameters.
  const batchSize = Math.max(1, Math.min(1000, Math.floor(30_000 / (writableFields(r).length + 1))));

  /**
   * All rows in the request's transaction, behind a savepoint that a dry run rolls back (so a dry
   * run meets every rule the database holds too). Each row gets its audit entry; hooks after each
   * insert see the same transaction.
   */
  const insertAll = async (req: FastifyRequest, rows: Record<string, unknown>[], commit: boolean) => {
    const client = txOf(req);
    const tx = drizzle(client as pg.PoolClient);
    const afterWrite = deps.server?.afterWrite?.bind(deps.server);
    let current = 0;
    await client.query('SAVEPOINT import_all');
    try {
      for (let start = 0; start < rows.length; start += batchSize) {
        current = start;
        const batch = rows.slice(start, start + batchSize).map((row) => ({ ...row, id: uuidv7() }));
        await client.query('SAVEPOINT import_batch');
        let records: Record<string, unknown>[];
        try {
          records = await tx.insert(table).values(batch).returning(full);
        } catch (err) {
          // One row at a time, to name the row the database refuses.
          await client.query('ROLLBACK TO SAVEPOINT import_batch');
          for (const [k, row] of batch.entries()) {
            current = start + k;
            await tx.insert(table).values(row).returning({ id: table.id });
          }
          current = start;
          throw err;
        }
        await recordChanges(client, r.name, 'import', user(req), records.map((x) => ({ id: x.id as string, changes: diffFields(r, undefined, x) })));
        if (!afterWrite) continue;
        const byId = new Map(records.map((x) => [x.id, x]));
        for (const [k, row] of batch.entries()) {
          current = start + k;
          await afterWrite(byId.get(row.id)!, { user: user(req), db: client });
        }
      }
      await client.query(commit ? 'RELEASE SAVEPOINT import_all' : 'ROLLBACK TO SAVEPOINT import_all');
      return { ok: true as const };
    } catch (err) {
      await client.query('ROLLBACK TO SAVEPOINT import_all');
      return { ok: false as const, err, row: current + 1 };
    }
  };

  app.withTypeProvider<ZodTypeProvider>().post(`/v1/${r.name}/import`, {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: [r.name],
      summary: `Import ${r.name} records (CSV rows as JSON): all or nothing`,
      description: `Every row is validated like a create, plus duplicates of unique fields inside the file and against the database. `
        + `Any error: 400 with \`rows: [{ row, fields }]\` and nothing written. Otherwise all rows are inserted in one transaction `
        + `(\`{ imported }\`), or only validated with \`dry_run\` (\`{ valid }\`). At most ${IMPORT_MAX_ROWS} rows.`,
      body: importBody,
      response: {
        200: z.object({ imported: z.number().int().optional(), valid: z.number().int().optional() }),
        400: errorBody,
        409: errorBody,
      },
    },
    preHandler: async (req) => {
      if (!hasRole(user(req).roles, r.viewRole)) throw forbidden();
    },
  }, async (req, reply) => {
    const { rows, dry_run: dryRun } = req.body;
    if (!rows.length) throw badRequest('app.csv.empty', {}, { rows: { message: 'app.csv.empty' } });
    if (rows.length > IMPORT_MAX_ROWS) {
      throw badRequest('app.csv.too_many_rows', { max: IMPORT_MAX_ROWS }, { rows: { message: 'app.csv.too_many_rows', args: { max: IMPORT_MAX_ROWS } } });
    }
    const { ready, failed } = await validate(req, drizzle(txOf(req) as pg.PoolClient), rows);
    if (failed.length) return rowsReply(req, reply, 400, 'app.csv.invalid_rows', { count: failed.length }, failed);

    const result = await insertAll(req, ready, !dryRun);
    if (result.ok) {
      if (!dryRun) await cleanSearchIndex(txOf(req), r.table);
      return dryRun ? { valid: ready.length } : { imported: ready.length };
    }
    // What only the database or an afterWrite hook knows (a concurrent insert, a constraint): nothing was written.
    const { err, row } = result;
    const known = err instanceof AppError ? err : fromPgError(err, columnToField);
    if (known) {
      const fields = known.fields && Object.keys(known.fields).length ? known.fields : { _: { message: known.key, args: known.args } };
      return rowsReply(req, reply, known.statusCode, known.key, known.args, [{ row, fields }]);
    }
    // Any other integrity or data error of the database: still the client's data, never a 500.
    const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (typeof code === 'string' && /^2[23]/.test(code)) {
      return rowsReply(req, reply, 409, 'app.csv.write_failed', {}, [{ row, fields: { _: { message: 'app.csv.write_failed' } } }]);
    }
    throw err;
  });
};
