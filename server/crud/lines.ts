import { uuidv7 } from 'uuidv7';
import { type FieldDef, type Resource, serverSet } from '../../src/registry/define';
import type { FieldMessage } from '../../src/registry/validation';
import { validationError } from '../errors';
import { columnOf, linesTable } from '../db/naming';
import { type Queryable, fieldSelect, ident, linesFields, run, toParam } from './sql';

type Row = Record<string, unknown>;

/** The stored fields of one line (`ordem` is the line's position, kept by the table). */
export const lineFieldNames = (f: FieldDef): string[] => Object.keys(f.fields ?? {});

/** Embeds every line-item field of these records, in order (docs/architecture.md "Line items"). */
export const attachLines = async (db: Queryable, r: Resource, records: Row[]): Promise<void> => {
  if (!records.length) return;
  for (const field of linesFields(r)) {
    const f = r.fields[field];
    const rows = await run(db,
      `SELECT l.id, l.parent_id, ${fieldSelect('l', f.fields ?? {}, lineFieldNames(f)).join(', ')}
         FROM ${ident(linesTable(r, field))} l WHERE l.parent_id = ANY($1::uuid[]) ORDER BY l.parent_id, l.ordem`,
      [records.map((x) => x.id)], `lines:${r.name}:${field}`);
    const byParent = new Map<unknown, Row[]>();
    for (const { parent_id: parent, ...line } of rows) {
      const list = byParent.get(parent) ?? [];
      list.push(line);
      byParent.set(parent, list);
    }
    for (const record of records) record[field] = byParent.get(record.id) ?? [];
  }
};

/**
 * Refuses, by path, line ids that belong to another record and line references to records that
 * do not exist or may not be chosen (refFilter), before anything is written.
 */
export const checkLines = async (
  db: Queryable, r: Resource, parentId: string | undefined, lines: Record<string, Row[]>, tableOf: (resource: string) => string,
) => {
  const errors: Record<string, FieldMessage> = {};
  for (const [field, list] of Object.entries(lines)) {
    const f = r.fields[field];
    const ids = list.map((l) => l.id).filter((id): id is string => typeof id === 'string');
    if (ids.length) {
      const owners = new Map((await run<{ id: string; parent_id: string }>(db,
        `SELECT id, parent_id FROM ${ident(linesTable(r, field))} WHERE id = ANY($1::uuid[])`, [ids])).map((x) => [x.id, x.parent_id]));
      list.forEach((l, i) => {
        const owner = owners.get(l.id as string);
        if (owner !== undefined && owner !== parentId) errors[`${field}.${i}.id`] = { message: 'app.validation.line_foreign' };
      });
      const seen = new Set<unknown>();
      list.forEach((l, i) => {
        if (l.id === undefined) return;
        if (seen.has(l.id)) errors[`${field}.${i}.id`] ??= { message: 'app.validation.line_twice' };
        seen.add(l.id);
      });
    }
    for (const [name, lf] of Object.entries(f.fields ?? {})) {
      if (lf.kind !== 'ref' || !lf.ref) continue;
      const values = [...new Set(list.map((l) => l[name]).filter((v): v is string => typeof v === 'string'))];
      if (!values.length) continue;
      const filter = Object.entries(lf.refFilter ?? {});
      const target = tableOf(lf.ref);
      const found = new Set((await run<{ id: string }>(db,
        `SELECT id FROM ${ident(target)} WHERE id = ANY($1::uuid[])${filter.map(([k], i) => ` AND ${ident(k)} = $${i + 2}`).join('')}`,
        [values, ...filter.map(([, v]) => v)])).map((x) => x.id));
      list.forEach((l, i) => {
        if (typeof l[name] === 'string' && !found.has(l[name] as string)) errors[`${field}.${i}.${name}`] = { message: 'app.validation.ref' };
      });
    }
  }
  if (Object.keys(errors).length) throw validationError(errors);
};

// Each multi-row statement stays well within PostgreSQL's 65,535 parameters.
const MAX_PARAMS = 30_000;

/**
 * Writes a record's whole array of lines: lines sent with their id keep it (and are updated
 * when changed or moved), new ones are inserted, lines left out are deleted (a line something
 * still refers to makes the database refuse, which the caller answers 409). Returns the lines as stored.
 */
export const writeLines = async (db: Queryable, r: Resource, field: string, parentId: string, before: Row[], sent: Row[]): Promise<Row[]> => {
  const f = r.fields[field];
  const table = ident(linesTable(r, field));
  const names = lineFieldNames(f);
  const old = new Map(before.map((l, i) => [l.id, { line: l, ordem: i + 1 }]));
  // What the server sets on a line (a stop's finish) is kept as it was; a client never writes it.
  const kept = (l: Row, k: string) => (serverSet(f.fields![k]) ? (old.get(l.id)?.line[k] ?? null) : (l[k] ?? null));
  const after: Row[] = sent.map((l) => ({ ...Object.fromEntries(names.map((k) => [k, kept(l, k)])), id: (l.id as string | undefined) ?? uuidv7() }));
  const keep = after.map((l) => l.id);
  if (before.length) {
    await db.query(`DELETE FROM ${table} WHERE parent_id = $1 AND NOT (id = ANY($2::uuid[]))`, [parentId, keep]);
  }
  const changed = after
    .map((l, i) => ({ l, ordem: i + 1 }))
    .filter(({ l, ordem }) => {
      const prev = old.get(l.id);
      return !prev || prev.ordem !== ordem || names.some((k) => JSON.stringify(prev.line[k] ?? null) !== JSON.stringify(l[k] ?? null));
    });
  const columns = ['id', 'parent_id', 'ordem', ...names.map((k) => columnOf(k, f.fields![k]))];
  const perRow = columns.length;
  const batch = Math.max(1, Math.floor(MAX_PARAMS / perRow));
  for (let start = 0; start < changed.length; start += batch) {
    const slice = changed.slice(start, start + batch);
    const values: unknown[] = [];
    const tuples = slice.map(({ l, ordem }) => {
      values.push(l.id, parentId, ordem, ...names.map((k) => toParam(f.fields![k], l[k])));
      return `(${columns.map((_, c) => `$${values.length - perRow + c + 1}`).join(', ')})`;
    });
    // The WHERE keeps an id of another record's line from being taken over (checkLines refuses it first).
    await db.query(
      `INSERT INTO ${table} (${columns.map(ident).join(', ')}) VALUES ${tuples.join(', ')}
       ON CONFLICT (id) DO UPDATE SET ${columns.slice(2).map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}
       WHERE ${table}.parent_id = EXCLUDED.parent_id`,
      values,
    );
  }
  return after;
};
