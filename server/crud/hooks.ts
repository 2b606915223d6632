import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Resource } from '../../src/registry/define';
import type { Records, WriteContext } from './writeContext';

/**
 * What a resource adds to or replaces in its generated routes, in `server/resources/<name>.ts`.
 * Generic behaviour stays the default; a file here exists only where a resource needs more.
 */
export interface ResourceServer<T extends object = Record<string, unknown>> {
  beforeWrite?(data: Partial<T>, ctx: WriteContext<T>): Promise<Partial<T>>;
  /** After a successful create or update, with the stored record. */
  afterWrite?(record: T, ctx: WriteContext<T>): Promise<void>;
  beforeDelete?(ctx: WriteContext<T> & { existing: T }): Promise<void>;
  /** Generated routes to leave out because `routes` replaces them. */
  replaces?: readonly ('list' | 'get' | 'create' | 'update' | 'delete')[];
  routes?(app: FastifyInstance, deps: { pool: pg.Pool; records: Records }): void;
}

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'resources');

/** The resource names server/resources holds a file for. */
export const resourceServerNames = (): string[] =>
  readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.')).map((f) => f.replace(/\.ts$/, ''));

/** Names that are no declared resource's: such a file (a misspelling) would never be used. */
export const undeclaredNames = (names: string[], resources: Resource[]): string[] =>
  names.filter((name) => !resources.some((r) => r.name === name));

/** The behaviour of each resource that has a file; a file that names no declared resource stops the start. */
export const loadResourceServers = async (resources: Resource[]): Promise<Map<string, ResourceServer>> => {
  const names = resourceServerNames();
  const stray = undeclaredNames(names, resources);
  if (stray.length) {
    throw new Error(`server/resources: ${stray.map((n) => `${n}.ts`).join(', ')} name no declared resource (src/resources/<name>)`);
  }
  const out = new Map<string, ResourceServer>();
  for (const name of names) {
    const mod = (await import(pathToFileURL(join(dir, `${name}.ts`)).href)) as { default: ResourceServer };
    out.set(name, mod.default);
  }
  return out;
};
