import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { CurrentUser } from '../auth/guard';
import type { Records } from './records';
import type { Queryable } from './sql';

export interface WriteContext {
  user: CurrentUser;
  /** The write's own transaction: whatever a hook writes commits or rolls back with it. */
  db: Queryable;
  /** The stored record, on update and delete. */
  existing?: Record<string, unknown>;
  /** Reads and writes of other records, on the same transaction (a request planned into an itinerary). */
  records?: Records;
}

/**
 * What a resource adds to or replaces in its generated routes, in `server/resources/<name>.ts`.
 * Generic behaviour stays the default; a file here exists only where a resource needs more.
 */
export interface ResourceServer {
  beforeWrite?(data: Record<string, unknown>, ctx: WriteContext): Promise<Record<string, unknown>>;
  /** After a successful create or update, with the stored record. */
  afterWrite?(record: Record<string, unknown>, ctx: WriteContext): Promise<void>;
  beforeDelete?(ctx: WriteContext & { existing: Record<string, unknown> }): Promise<void>;
  /** Generated routes to leave out because `routes` replaces them. */
  replaces?: readonly ('list' | 'get' | 'create' | 'update' | 'delete')[];
  routes?(app: FastifyInstance, deps: { pool: pg.Pool; records: Records }): void;
}

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'resources');

export const loadResourceServers = async (): Promise<Map<string, ResourceServer>> => {
  const out = new Map<string, ResourceServer>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default: ResourceServer };
    out.set(file.replace(/\.ts$/, ''), mod.default);
  }
  return out;
};
