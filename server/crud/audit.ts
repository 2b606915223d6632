import { uuidv7 } from 'uuidv7';
import type { Resource } from '../../src/registry/define';
import type { CurrentUser } from '../auth/guard';
import type { Queryable } from './sql';

/** One changed value of a record: `{ from, to }`; a write-only value only says it changed. */
export type Change = { from?: unknown; to?: unknown } | { changed: true };
export type Changes = Record<string, Change>;

/** The PostgreSQL channel every committed write is announced on (docs/architecture.md "Change notifications (NOTIFY)"). */
export const CHANGES_CHANNEL = 'app_changes';

type Row = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Field-by-field differences of two versions of a record's own columns (either may be absent). */
export const diffFields = (r: Resource, before: Row | undefined, after: Row | undefined): Changes => {
  const out: Changes = {};
  for (const [field, f] of Object.entries(r.fields)) {
    if (f.kind === 'lines') continue;
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (f.writeOnly) {
      // A password is never read back: its change is known only from what was written.
      if (after && after[field] !== undefined && after[field] !== null) out[field] = { changed: true };
      continue;
    }
    if (same(from, to)) continue;
    out[field] = before && after ? { from, to } : before ? { from } : { to };
  }
  return out;
};

/**
 * Line differences by line id, named by the line's position (1-based, as the user numbers
 * them): a new line `itens.3: { to }`, a removed one `itens.2: { from }`, a changed value
 * `itens.1.quantidade: { from, to }`, a moved line `itens.4.ordem: { from, to }`.
 */
export const diffLines = (field: string, fields: Record<string, unknown>, before: Row[], after: Row[]): Changes => {
  const out: Changes = {};
  const old = new Map(before.map((l, i) => [l.id, { line: l, at: i + 1 }]));
  const strip = (l: Row) => Object.fromEntries(Object.keys(fields).map((k) => [k, l[k] ?? null]));
  after.forEach((line, i) => {
    const prev = old.get(line.id);
    if (!prev) {
      out[`${field}.${i + 1}`] = { to: strip(line) };
      return;
    }
    old.delete(line.id);
    if (prev.at !== i + 1) out[`${field}.${i + 1}.ordem`] = { from: prev.at, to: i + 1 };
    for (const k of Object.keys(fields)) {
      if (!same(prev.line[k], line[k])) out[`${field}.${i + 1}.${k}`] = { from: prev.line[k] ?? null, to: line[k] ?? null };
    }
  });
  for (const { line, at } of old.values()) out[`${field}.${at}`] = { from: strip(line) };
  return out;
};

/**
 * Values of one line changed in place by the server (a stop's finish), named by the line's
 * position: `paradas.2.finalizado_em: { to }`, with `from` only where there was a value.
 */
export const diffLine = (field: string, position: number, fields: Record<string, unknown>, before: Row, after: Row): Changes => {
  const out: Changes = {};
  for (const k of Object.keys(fields)) {
    if (same(before[k], after[k])) continue;
    const from = before[k] ?? null;
    out[`${field}.${position}.${k}`] = from === null ? { to: after[k] ?? null } : { from, to: after[k] ?? null };
  }
  return out;
};

/**
 * Appends one entry to the audit trail and announces the change, both inside the caller's
 * transaction: a rolled-back write leaves neither, and NOTIFY is delivered only on commit.
 */
export const recordChange = async (
  db: Queryable,
  entry: { resource: string; id: string; action: string; user?: CurrentUser; changes: Changes; owners?: string[] },
): Promise<void> => {
  await db.query(
    `INSERT INTO auditoria (id, resource, record_id, action, user_id, user_name, changes) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [uuidv7(), entry.resource, entry.id, entry.action, entry.user?.id ?? null, entry.user?.firstName ?? null, JSON.stringify(entry.changes)],
  );
  // `owners` (of an owned record) is for the socket's owner rule only; sockets never see it.
  await db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify({ resource: entry.resource, id: entry.id, action: entry.action, ...(entry.owners ? { owners: entry.owners } : {}) })]);
};

/**
 * Audit entries of many records written at once (an import), in one statement, and one change
 * notification for the resource instead of one per record.
 */
export const recordChanges = async (
  db: Queryable, resource: string, action: string, user: CurrentUser | undefined, entries: { id: string; changes: Changes }[],
): Promise<void> => {
  if (!entries.length) return;
  await db.query(
    `INSERT INTO auditoria (id, resource, record_id, action, user_id, user_name, changes)
     SELECT unnest($1::uuid[]), $2, unnest($3::uuid[]), $4, $5, $6, unnest($7::jsonb[])`,
    [entries.map(() => uuidv7()), resource, entries.map((e) => e.id), action, user?.id ?? null, user?.firstName ?? null, entries.map((e) => JSON.stringify(e.changes))],
  );
  await db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify({ resource, id: null, action })]);
};
