import { uuidv7 } from 'uuidv7';
import { type FieldDef, type Resource, isDeletable, isEditable, representRecord } from '../../src/registry/define';
import { fieldLabelKey } from '../../src/registry/labels';
import { tableName } from '../../src/registry/naming';
import { checkRecord } from '../../src/registry/validation';
import { columnOf, linesTable, resourceOfTable } from '../db/naming';
import { uniqueWhileName } from '../db/tables';
import { AppError, conflict, notFound, validationError } from '../errors';
import { type Changes, diffFields, diffLine, diffLines, recordChange, recordChanges } from './audit';
import { insertBatchSize, insertMany } from './import/insertRows';
import type { ResourceServer } from './hooks';
import { attachLines, checkLines, lineFieldNames, writeLines } from './lines';
import { type Viewer, ownerScope, ownersOf } from './owner';
import { isUuid } from './query';
import { type Queryable, fieldSelect, ident, linesFields, run, selectList, toParam } from './sql';
import type { LineGuard, Records, WriteContext } from './writeContext';

type Row = Record<string, unknown>;

/**
 * Reading and writing records of any declared resource, with everything the registry adds:
 * line items, sequence numbers, lifecycles, derived values, stamps, rules between fields, the
 * resource's hooks, and one audit entry plus one change notification per write. The generic
 * routes and the hand-written workflow routes both write through here, in the request's
 * transaction.
 */
export const createRecords = (resources: Resource[], servers: Map<string, ResourceServer>): Records => {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const tableOf = (name: string) => byName.get(name)?.table ?? tableName(name);

  const read = async (db: Queryable, r: Resource, id: string, opts: { full?: boolean; lock?: boolean; user?: Viewer } = {}): Promise<Row | undefined> => {
    if (!isUuid(id)) return undefined;
    const full = opts.full ?? true;
    const values: unknown[] = [id];
    // Read for a user: a record the owner rule hides from them does not exist for them.
    const own = opts.user && ownerScope(r, opts.user, 't', (v) => `$${values.push(v)}`);
    const [row] = await run(db, `SELECT ${selectList(r, full)} FROM ${ident(r.table)} t WHERE t.id = $1${own ? ` AND ${own}` : ''}${opts.lock ? ' FOR UPDATE' : ''}`,
      values, `get:${r.name}:${full}:${!!opts.lock}:${!!own}`);
    if (row && full) await attachLines(db, r, [row]);
    return row;
  };

  /** How records of one resource read where they are referenced, by id (status names in transition messages). */
  const names = async (db: Queryable, resource: string, ids: unknown[]): Promise<Map<string, string>> => {
    const target = byName.get(resource);
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!target || !wanted.length) return new Map();
    const rows = await run(db, `SELECT ${selectList(target, false)} FROM ${ident(target.table)} t WHERE t.id = ANY($1::uuid[])`, [wanted]);
    return new Map(rows.map((x) => [x.id as string, representRecord(target, x)]));
  };

  const statusName = async (db: Queryable, r: Resource, record: Row) => {
    const id = record[r.workflow!.field] as string;
    return (await names(db, r.fields[r.workflow!.field].ref!, [id])).get(id) ?? '';
  };

  const transitionError = async (db: Queryable, r: Resource, from: unknown, to: unknown) => {
    const field = r.workflow!.field;
    const known = await names(db, r.fields[field].ref!, [from, to, r.workflow!.initial]);
    const name = (id: unknown) => known.get(id as string) ?? String(id ?? '');
    const [key, args] = from === undefined
      ? ['app.errors.transition_initial', { to: name(r.workflow!.initial) }]
      : ['app.errors.transition', { from: name(from), to: name(to) }];
    return new AppError(409, key, args, { [field]: { message: key, args } });
  };

  /** Refs that must point to a subset of their target (a user's tipo from the Usuário grupo). */
  const checkRefFilters = async (db: Queryable, r: Resource, data: Row) => {
    const fields: Record<string, { message: string }> = {};
    for (const [name, f] of Object.entries(r.fields)) {
      const value = data[name];
      if (f.kind !== 'ref' || !f.refFilter || !f.ref || typeof value !== 'string') continue;
      const filter = Object.entries(f.refFilter);
      const found = await run(db,
        `SELECT 1 FROM ${ident(tableOf(f.ref))} WHERE id = $1${filter.map(([k], i) => ` AND ${ident(k)} = $${i + 2}`).join('')}`,
        [value, ...filter.map(([, v]) => v)]);
      if (!found.length) fields[name] = { message: 'app.validation.ref' };
    }
    if (Object.keys(fields).length) throw validationError(fields);
  };

  /** Stamps (dates the server sets) and derived values of a record about to be written. */
  const derive = (r: Resource, record: Row, data: Row, moment: { created?: boolean; entered?: unknown }) => {
    const now = new Date().toISOString();
    for (const [name, f] of Object.entries(r.fields)) {
      const due = f.stamp === 'create' ? moment.created : f.stamp !== undefined && moment.entered !== undefined && f.stamp.status === moment.entered;
      if (due) data[name] = now;
    }
    const merged = { ...record, ...data };
    for (const [name, f] of Object.entries(r.fields)) if (f.computed) data[name] = f.computed(merged) ?? null;
  };

  /**
   * A `uniqueWhile` rule broken (one driver on two open itineraries of a day): 409 naming the
   * other record, read on the same transaction after rolling back to a savepoint. (Asking the
   * pool for a second connection here would deadlock when every connection is such a writer.)
   */
  const writeRow = async (db: Queryable, r: Resource, text: string, values: unknown[], id: string, record: Row): Promise<Row> => {
    if (!r.uniqueWhile?.length) return (await run(db, text, values))[0];
    await db.query('SAVEPOINT unique_while');
    try {
      const [row] = await run(db, text, values);
      await db.query('RELEASE SAVEPOINT unique_while');
      return row;
    } catch (err) {
      const e = err as { code?: string; constraint?: string };
      const rule = e.code === '23505' ? r.uniqueWhile.find((u) => uniqueWhileName(r, u.fields) === e.constraint) : undefined;
      if (!rule) throw err;
      await db.query('ROLLBACK TO SAVEPOINT unique_while');
      const conds = rule.fields.map((f, i) => `t.${ident(columnOf(f, r.fields[f]))} = $${i + 3}`).join(' AND ');
      const [other] = await run(db,
        `SELECT ${selectList(r, false)} FROM ${ident(r.table)} t
          WHERE t.id <> $1 AND t.${ident(columnOf(r.workflow!.field, r.fields[r.workflow!.field]))} = ANY($2::uuid[]) AND ${conds} LIMIT 1`,
        [id, rule.status, ...rule.fields.map((f) => toParam(r.fields[f], record[f]))]);
      const args = { other: other ? representRecord(r, other) : '' };
      throw new AppError(409, rule.message, args, { [rule.fields[0]]: { message: rule.message, args } });
    }
  };

  const splitLines = (r: Resource, data: Row) => {
    const lines: Record<string, Row[]> = {};
    for (const field of linesFields(r)) {
      if (data[field] !== undefined) lines[field] = (data[field] as Row[] | null) ?? [];
      delete data[field];
    }
    return lines;
  };

  const columnValues = (r: Resource, data: Row) =>
    Object.entries(data).filter(([, v]) => v !== undefined).map(([field, v]) => ({ column: columnOf(field, r.fields[field] as FieldDef), value: toParam(r.fields[field], v) }));

  const writeOnlyOf = (r: Resource, data: Row) =>
    Object.fromEntries(Object.keys(r.fields).filter((k) => r.fields[k].writeOnly && data[k] !== undefined).map((k) => [k, data[k]]));

  const create = async (ctx: WriteContext, r: Resource, input: Row, opts: { id?: string; action?: string } = {}): Promise<Row> => {
    const { db } = ctx;
    const server = servers.get(r.name);
    let data: Row = Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && k !== 'id'));
    // The resource's own rules first: they may refuse, or add to what is written (lines too).
    if (server?.beforeWrite) data = await server.beforeWrite(data, ctx);
    const lines = splitLines(r, data);
    const wf = r.workflow;
    if (wf) {
      const sent = data[wf.field];
      if (sent !== undefined && sent !== null && sent !== wf.initial) throw await transitionError(db, r, undefined, sent);
      data[wf.field] = wf.initial;
    }
    await checkLines(db, r, undefined, lines, tableOf);
    await checkRefFilters(db, r, data);
    derive(r, lines, data, { created: true, entered: wf?.initial });
    const id = opts.id ?? uuidv7();
    const cols = columnValues(r, data);
    const row = await writeRow(db, r,
      `INSERT INTO ${ident(r.table)} AS t (id${cols.map((c) => `, ${ident(c.column)}`).join('')})
       VALUES ($1${cols.map((_, i) => `, $${i + 2}`).join('')}) RETURNING ${selectList(r, true)}`,
      [id, ...cols.map((c) => c.value)], id, data);
    const changes: Changes = diffFields(r, undefined, { ...row, ...writeOnlyOf(r, data) });
    for (const field of linesFields(r)) {
      row[field] = await writeLines(db, r, field, id, [], lines[field] ?? []);
      Object.assign(changes, diffLines(field, r.fields[field].fields ?? {}, [], row[field] as Row[]));
    }
    await recordChange(db, { resource: r.name, id, action: opts.action ?? 'create', user: ctx.user, changes, owners: ownersOf(r, row) });
    await server?.afterWrite?.(row, ctx);
    return row;
  };

  /**
   * `force` lets a workflow route make a move the lifecycle does not offer to users (a request
   * back to Aberta when its stops leave an itinerary), write a readOnly field of a record
   * whose status locks it (a shipped note's romaneio_id), and lines outside their `editableWhile`
   * (the reasons a receipt's confirmation writes on its counted lines).
   */
  const update = async (
    ctx: WriteContext, r: Resource, id: string, version: number | undefined, input: Row, opts: { action?: string; force?: boolean } = {},
  ): Promise<Row> => {
    const { db } = ctx;
    const server = servers.get(r.name);
    // Locked until the transaction ends: concurrent writers of one record queue here.
    const existing = await read(db, r, id, { lock: true });
    if (!existing) throw notFound();
    if (version !== undefined && existing.version !== version) {
      throw conflict('app.errors.conflict_version', { version: { message: 'app.errors.conflict_version' } });
    }
    let data: Row = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (server?.beforeWrite) data = await server.beforeWrite(data, { ...ctx, existing });
    const lines = splitLines(r, data);
    let action = opts.action ?? 'update';
    let entered: unknown;
    const wf = r.workflow;
    if (wf && data[wf.field] !== undefined && data[wf.field] !== existing[wf.field]) {
      const to = data[wf.field];
      if (!opts.force && !(wf.transitions[existing[wf.field] as string] ?? []).includes(to as string)) {
        throw await transitionError(db, r, existing[wf.field], to);
      }
      entered = to;
      if (!opts.action) action = 'transition';
    }
    if (!isEditable(r, existing)) {
      // Only the lifecycle moves a record in a locked status; values sent as they are stored change nothing.
      const sent: Row = { ...data, ...lines };
      // A forced write may set a field no user sends (a shipped note's romaneio_id, kept by its packing list).
      const systemField = (k: string) => !!opts.force && !!r.fields[k]?.readOnly;
      const changed = Object.keys(sent).some((k) => k !== wf?.field && !systemField(k) && JSON.stringify(sent[k] ?? null) !== JSON.stringify(existing[k] ?? null));
      if (changed) throw new AppError(409, 'app.errors.record_locked', { status: await statusName(db, r, existing) });
    }
    for (const field of Object.keys(lines)) {
      const allowed = r.fields[field].editableWhile;
      if (allowed && wf && !opts.force && !allowed.includes(existing[wf.field] as string)) {
        const statuses = [...(await names(db, r.fields[wf.field].ref!, [...allowed])).values()].join(', ');
        const args = { field: { t: fieldLabelKey(r, field) }, statuses };
        throw new AppError(409, 'app.errors.lines_locked', args, { [field]: { message: 'app.errors.lines_locked', args } });
      }
    }
    const merged = { ...existing, ...data, ...lines };
    const broken = checkRecord(r, merged);
    if (Object.keys(broken).length) throw validationError(broken);
    await checkLines(db, r, id, lines, tableOf);
    // A reference kept as it was stays valid even if its target no longer qualifies (a vehicle since deactivated).
    await checkRefFilters(db, r, Object.fromEntries(Object.entries(data).filter(([k, v]) => v !== existing[k])));
    derive(r, merged, data, { entered });
    const cols = columnValues(r, data);
    const row = await writeRow(db, r,
      `UPDATE ${ident(r.table)} AS t SET ${cols.map((c, i) => `${ident(c.column)} = $${i + 2}, `).join('')}version = t.version + 1, updated_at = now()
        WHERE t.id = $1 RETURNING ${selectList(r, true)}`,
      [id, ...cols.map((c) => c.value)], id, { ...existing, ...data });
    const changes: Changes = diffFields(r, existing, { ...row, ...writeOnlyOf(r, data) });
    for (const field of linesFields(r)) {
      const before = existing[field] as Row[];
      if (lines[field] === undefined) {
        row[field] = before;
        continue;
      }
      row[field] = await writeLines(db, r, field, id, before, lines[field]);
      Object.assign(changes, diffLines(field, r.fields[field].fields ?? {}, before, row[field] as Row[]));
    }
    if (Object.keys(changes).length) await recordChange(db, { resource: r.name, id, action, user: ctx.user, changes, owners: ownersOf(r, existing, row) });
    await server?.afterWrite?.(row, { ...ctx, existing });
    return row;
  };

  const remove = async (ctx: WriteContext, r: Resource, id: string): Promise<Row> => {
    const { db } = ctx;
    const existing = await read(db, r, id, { lock: true });
    if (!existing) throw notFound();
    if (!isDeletable(r, existing)) {
      const statuses = [...(await names(db, r.fields[r.workflow!.field].ref!, [...r.deletableWhile!])).values()].join(', ');
      throw new AppError(409, 'app.errors.delete_locked', { statuses });
    }
    await servers.get(r.name)?.beforeDelete?.({ ...ctx, existing });
    await db.query(`DELETE FROM ${ident(r.table)} WHERE id = $1`, [id]);
    const changes: Changes = diffFields(r, existing, undefined);
    for (const field of linesFields(r)) Object.assign(changes, diffLines(field, r.fields[field].fields ?? {}, existing[field] as Row[], []));
    await recordChange(db, { resource: r.name, id, action: 'delete', user: ctx.user, changes, owners: ownersOf(r, existing) });
    return existing;
  };

  /**
   * Values the server sets on one line (a stop's finish), which no client may send: readOnly
   * line fields are written here. Like every write it locks the record, bumps its version and
   * leaves one audit entry (`paradas.2.finalizado_em`) and one change notification; the record's
   * hooks do not run, since the record itself is not rewritten. `guard` sees the record and the
   * line after the lock, so of two writers of one line the second sees the first's values.
   */
  const updateLine = async (
    ctx: WriteContext, r: Resource, parentId: string, linesField: string, lineId: string, values: Row,
    opts: { action?: string; guard?: LineGuard } = {},
  ): Promise<Row> => {
    const { db } = ctx;
    const f = r.fields[linesField];
    const lineFields = f?.kind === 'lines' ? f.fields ?? {} : {};
    const cols = Object.entries(values).filter(([, v]) => v !== undefined);
    const unknown = cols.map(([k]) => k).filter((k) => !lineFields[k]);
    if (!cols.length || unknown.length) throw new Error(`updateLine: ${r.name}.${linesField} has no line field ${unknown.join(', ') || '(none given)'}`);
    if (!isUuid(lineId)) throw notFound();
    const record = await read(db, r, parentId, { lock: true });
    if (!record) throw notFound();
    const lines = record[linesField] as Row[];
    const at = lines.findIndex((l) => l.id === lineId);
    if (at < 0) throw notFound();
    await opts.guard?.(record, lines[at]);
    const [line] = await run(db,
      `UPDATE ${ident(linesTable(r, linesField))} AS l SET ${cols.map(([k], i) => `${ident(columnOf(k, lineFields[k]))} = $${i + 3}`).join(', ')}
        WHERE l.id = $1 AND l.parent_id = $2 RETURNING l.id, ${fieldSelect('l', lineFields, lineFieldNames(f)).join(', ')}`,
      [lineId, parentId, ...cols.map(([k, v]) => toParam(lineFields[k], v))]);
    await db.query(`UPDATE ${ident(r.table)} SET version = version + 1, updated_at = now() WHERE id = $1`, [parentId]);
    const changes = diffLine(linesField, at + 1, lineFields, lines[at], line);
    if (Object.keys(changes).length) await recordChange(db, { resource: r.name, id: parentId, action: opts.action ?? 'update', user: ctx.user, changes, owners: ownersOf(r, record) });
    return line;
  };

  /**
   * Many records of a plain resource (no lines, no lifecycle) that server code built itself (an
   * NF-e's new materials and supplier codes): multi-row INSERTs and one audit statement per batch,
   * as a CSV import writes, instead of a create each. The caller has checked the values; the
   * database's constraints still hold, and the resource's afterWrite sees each record.
   */
  const createMany = async (ctx: WriteContext, r: Resource, inputs: Row[], opts: { action?: string } = {}): Promise<Row[]> => {
    if (r.workflow || linesFields(r).length) throw new Error(`${r.name}: createMany writes plain records only`);
    const server = servers.get(r.name);
    const out: Row[] = [];
    const size = insertBatchSize(r);
    for (let start = 0; start < inputs.length; start += size) {
      const batch = inputs.slice(start, start + size).map((x) => ({ ...x, id: typeof x.id === 'string' ? x.id : uuidv7() }));
      const stored = await insertMany(ctx.db, r, batch);
      await recordChanges(ctx.db, r.name, opts.action ?? 'create', ctx.user, stored.map((x) => ({ id: x.id as string, changes: diffFields(r, undefined, x) })));
      for (const row of stored) await server?.afterWrite?.(row, ctx);
      out.push(...stored);
    }
    return out;
  };

  // Rows come out as the declaration says a record answers (RecordOf): the generic routes' schemas check it in the API tests.
  return {
    byName, tableOf, resourceOfTable: resourceOfTable(resources), names, createMany, updateLine,
    read: read as Records['read'], create: create as Records['create'], update: update as Records['update'], remove: remove as Records['remove'],
  };
};
