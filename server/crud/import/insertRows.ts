import { uuidv7 } from 'uuidv7';
import { type Resource, writableFields } from '../../../src/registry/define';
import { columnOf } from '../../db/naming';
import { diffFields, recordChanges } from '../audit';
import type { ResourceServer } from '../hooks';
import { type Queryable, ident, run, selectList, toParam } from '../sql';
import type { WriteContext } from '../writeContext';

type Row = Record<string, unknown>;

/** How inserting an import's rows ended: everything in, or the error and the 1-based row it came from. */
export type InsertResult = { ok: true } | { ok: false; err: unknown; row: number };

/** Rows per multi-row INSERT, within PostgreSQL's 65,535 parameters. */
export const insertBatchSize = (r: Resource) => Math.max(1, Math.min(1000, Math.floor(30_000 / (writableFields(r).length + 1))));

/** One INSERT of many rows, each with its `id`; a field a row leaves out takes the column's default, as in a create. */
export const insertMany = (db: Queryable, r: Resource, rows: Row[]) => {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((k) => k !== 'id' && r.fields[k]);
  const values: unknown[] = [];
  const tuples = rows.map((row) => `($${values.push(row.id)}${fields.map((k) =>
    (row[k] === undefined ? ', DEFAULT' : `, $${values.push(toParam(r.fields[k], row[k]))}`)).join('')})`);
  return run(db, `INSERT INTO ${ident(r.table)} AS t (id${fields.map((k) => `, ${ident(columnOf(k, r.fields[k]))}`).join('')})
    VALUES ${tuples.join(', ')} RETURNING ${selectList(r, true)}`, values);
};

/**
 * Inserts checked rows of `r` (rowValidator's), many per statement. All go in on the request's
 * transaction behind a savepoint that a dry run rolls back, so a dry run meets every rule the
 * database holds too. Each row gets its audit entry; the resource's afterWrite sees each stored
 * record on the same transaction.
 */
export const rowInserter = (r: Resource, server: ResourceServer | undefined) => {
  const batchSize = insertBatchSize(r);
  const insert = (db: Queryable, rows: Row[]) => insertMany(db, r, rows);

  return async (ctx: WriteContext, rows: Row[], commit: boolean): Promise<InsertResult> => {
    const { db } = ctx;
    let current = 0;
    await db.query('SAVEPOINT import_all');
    try {
      for (let start = 0; start < rows.length; start += batchSize) {
        current = start;
        const batch = rows.slice(start, start + batchSize).map((row) => ({ ...row, id: uuidv7() }));
        await db.query('SAVEPOINT import_batch');
        let stored: Row[];
        try {
          stored = await insert(db, batch);
        } catch (err) {
          // One row at a time, to name the row the database refuses.
          await db.query('ROLLBACK TO SAVEPOINT import_batch');
          for (const [k, row] of batch.entries()) {
            current = start + k;
            await insert(db, [row]);
          }
          current = start;
          throw err;
        }
        await recordChanges(db, r.name, 'import', ctx.user, stored.map((x) => ({ id: x.id as string, changes: diffFields(r, undefined, x) })));
        if (!server?.afterWrite) continue;
        const byId = new Map(stored.map((x) => [x.id, x]));
        for (const [k, row] of batch.entries()) {
          current = start + k;
          await server.afterWrite(byId.get(row.id)!, ctx);
        }
      }
      await db.query(commit ? 'RELEASE SAVEPOINT import_all' : 'ROLLBACK TO SAVEPOINT import_all');
      return { ok: true };
    } catch (err) {
      await db.query('ROLLBACK TO SAVEPOINT import_all');
      return { ok: false, err, row: current + 1 };
    }
  };
};
