import { createHash } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import type { Resource } from '../src/registry/define';
import { FILE_TYPES } from '../src/registry/limits';
import type { CurrentUser } from './auth/guard';
import { ownerScope, viewsFull } from './crud/owner';
import { type Queryable, ident, run } from './crud/sql';
import { columnOf, linesTable } from './db/naming';
import { AppError } from './errors';

// docs/architecture.md "Files": stored in PostgreSQL, read by their owner and by whoever may view a record referring to them.

/** The first bytes each accepted type starts with: a file must be what it says it is. */
export const looksLike = (type: string, b: Buffer): boolean => {
  switch (type) {
    case 'image/jpeg': return b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
    case 'image/png': return b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/webp': return b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
    case 'application/pdf': return b.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'application/xml': return /^(\uFEFF)?\s*</.test(b.subarray(0, 64).toString('utf8'));
    default: return false;
  }
};

export const mediaType = (header: string | undefined) => (header ?? '').split(';')[0].trim().toLowerCase();

/** Where records refer to files: each `file` field of a resource or of its lines, as a query for the record of file `fileSql`. */
const fileReferences = (resources: Resource[]) => resources.flatMap((r) => Object.entries(r.fields).flatMap(([name, f]) => {
  if (f.kind === 'file') return [{ r, from: `${ident(r.table)} t`, column: `t.${ident(columnOf(name, f))}` }];
  if (f.kind !== 'lines') return [];
  return Object.entries(f.fields ?? {}).filter(([, lf]) => lf.kind === 'file').map(([sub, lf]) => ({
    r, from: `${ident(linesTable(r, name))} l JOIN ${ident(r.table)} t ON t.id = l.parent_id`, column: `l.${ident(columnOf(sub, lf))}`,
  }));
}));

/** Some record (a stop's photo) refers to the file already. */
export const fileInUse = async (db: Queryable, resources: Resource[], id: string): Promise<boolean> => {
  const refs = fileReferences(resources);
  if (!refs.length) return false;
  const rows = await run(db, refs.map((x) => `SELECT 1 FROM ${x.from} WHERE ${x.column} = $1`).join(' UNION ALL ') + ' LIMIT 1', [id]);
  return rows.length > 0;
};

/**
 * A file `user` may read: their own upload, or one that a record they may view refers to (the
 * photo of a stop of an itinerary they see), the owner rule included (docs/architecture.md "Owner").
 */
export const readableFile = async (db: Queryable, resources: Resource[], user: CurrentUser, id: string) => {
  const values: unknown[] = [id, user.id];
  const param = (v: unknown) => `$${values.push(v)}`;
  const viewable = fileReferences(resources).filter((x) => viewsFull(x.r, user)).map((x) => {
    const own = ownerScope(x.r, user, 't', param);
    return `EXISTS (SELECT 1 FROM ${x.from} WHERE ${x.column} = a.id${own ? ` AND ${own}` : ''})`;
  });
  const [file] = await run<{ tipo: string; dados: Buffer; sha256: string }>(db,
    `SELECT a.tipo, a.dados, a.sha256 FROM arquivos a WHERE a.id = $1 AND (${['a.dono_id = $2', ...viewable].join(' OR ')})`, values);
  return file;
};

/** A file sent by a client: of a type the API stores, not empty, and what its type says it is. */
export const checkUpload = (contentType: string | undefined, data: unknown): { type: string; data: Buffer } => {
  const type = mediaType(contentType);
  if (!FILE_TYPES.includes(type)) throw new AppError(415, 'app.errors.file_type', { type: type || '?' });
  if (!Buffer.isBuffer(data) || !data.length) throw new AppError(400, 'app.errors.file_empty');
  if (!looksLike(type, data)) throw new AppError(415, 'app.errors.file_content', { type });
  return { type, data };
};

/** Stores a file a server flow received itself (an imported NF-e's XML), on the caller's transaction; its id. */
export const storeFile = async (db: Queryable, type: string, data: Buffer, ownerId: string | null): Promise<string> => {
  const id = uuidv7();
  await db.query(
    'INSERT INTO arquivos (id, tipo, tamanho, sha256, dono_id, dados) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, type, data.length, createHash('sha256').update(data).digest('hex'), ownerId, data],
  );
  return id;
};
