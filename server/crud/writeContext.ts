import type { RecordOf, Resource } from '../../src/registry/define';
import type { CurrentUser } from '../auth/guard';
import type { Viewer } from './owner';
import type { Queryable } from './sql';

type Row = Record<string, unknown>;

/** Who writes, on which transaction (the request's), and through what: one shape for the record layer and the hooks. */
export interface WriteContext<T extends object = Row> {
  user: CurrentUser;
  /** The write's own transaction: whatever a hook writes commits or rolls back with it. */
  db: Queryable;
  /** Reads and writes of other records, on the same transaction (a request planned into an itinerary). */
  records: Records;
  /** The stored record, when a hook runs for an update or a delete. */
  existing?: T;
}

/** A guard of a line write: throws to refuse it (an AppError for the caller), given the locked record and the line. */
export type LineGuard = (record: Row, line: Row) => void | Promise<void>;

/**
 * The record layer (server/crud/records.ts): the one write path of every declared resource,
 * for the generic routes and the hand-written workflow routes alike.
 */
export interface Records {
  byName: Map<string, Resource>;
  /** The table of a declared resource by its name. */
  tableOf(name: string): string;
  /** The resource a table belongs to, a line table's being its parent's (`rotas_paradas` → rotas). */
  resourceOfTable(table: string): Resource | undefined;
  /** With `user`, only a record the owner rule lets them see (docs/architecture.md "Owner"). */
  read<R extends Resource>(db: Queryable, r: R, id: string, opts?: { full?: boolean; lock?: boolean; user?: Viewer }): Promise<RecordOf<R> | undefined>;
  /** How records of one resource read where they are referenced, by id (status names in messages). */
  names(db: Queryable, resource: string, ids: unknown[]): Promise<Map<string, string>>;
  create<R extends Resource>(ctx: WriteContext, r: R, input: Row, opts?: { id?: string; action?: string }): Promise<RecordOf<R>>;
  /** Many plain records built by server code, in multi-row INSERTs (an NF-e's new materials); ids may be given. */
  createMany(ctx: WriteContext, r: Resource, inputs: Row[], opts?: { action?: string }): Promise<Row[]>;
  update<R extends Resource>(
    ctx: WriteContext, r: R, id: string, version: number | undefined, input: Row, opts?: { action?: string; force?: boolean },
  ): Promise<RecordOf<R>>;
  /** Values the server sets on one line of a record (a stop's finish); returns the line as stored. */
  updateLine(
    ctx: WriteContext, r: Resource, parentId: string, linesField: string, lineId: string, values: Row, opts?: { action?: string; guard?: LineGuard },
  ): Promise<Row>;
  remove<R extends Resource>(ctx: WriteContext, r: R, id: string): Promise<RecordOf<R>>;
}
