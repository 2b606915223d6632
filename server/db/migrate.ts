import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock every instance takes to migrate, so that exactly one does at a time. */
const MIGRATION_LOCK = 727001;

/** The migrations this version of the code carries, in the order they apply. */
export const migrationFiles = (): string[] => readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort();

/** How the database stands against this code: migrations it still lacks, and ones this code does not know. */
export interface SchemaState {
  pending: string[];
  /** Applied by a newer version of the app: this code must not run on that schema. */
  unknown: string[];
}

export const schemaState = async (db: Pick<pg.Pool, 'query'>): Promise<SchemaState> => {
  const { rows: [{ exists }] } = await db.query<{ exists: boolean }>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS exists`);
  const applied = exists ? (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name) : [];
  const files = migrationFiles();
  const done = new Set(applied);
  const known = new Set(files);
  return { pending: files.filter((f) => !done.has(f)), unknown: applied.filter((n) => !known.has(n)).sort() };
};

/** A database migrated further than this code: starting would run old code on a newer schema. */
export class SchemaNewerError extends Error {
  constructor(unknown: string[]) {
    super(`the database was migrated by a newer version of the app (migrations this version does not have: ${unknown.join(', ')}); `
      + 'run that version or a newer one: this one refuses to start rather than run old code on a newer schema');
  }
}

/**
 * Applies the committed .sql migrations in name order, each in its own transaction, under an
 * advisory lock: instances started together wait for the one that migrates, then find nothing
 * left to do. A database that holds migrations this code lacks stops the start
 * (docs/architecture.md "Migrations").
 */
export const migrate = async (pool: pg.Pool, log: (msg: string) => void = () => {}): Promise<string[]> => {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { pending, unknown } = await schemaState(client);
    if (unknown.length) throw new SchemaNewerError(unknown);
    for (const file of pending) {
      const body = readFileSync(join(migrationsDir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(body);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(err as Error).message}`);
      }
      applied.push(file);
      log(`migration applied: ${file}`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  return applied;
};
