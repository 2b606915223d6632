import type { WriteContext } from './writeContext';

/**
 * What a resource adds to the generic write path, in `src/resources/<name>/server.ts` beside its
 * operations' handlers (server/operations.ts): checks and changes before a write, effects after
 * it, checks before a delete. Generic behaviour stays the default.
 */
export interface ResourceServer<T extends object = Record<string, unknown>> {
  beforeWrite?(data: Partial<T>, ctx: WriteContext<T>): Promise<Partial<T>>;
  /** After a successful create or update, with the stored record. */
  afterWrite?(record: T, ctx: WriteContext<T>): Promise<void>;
  beforeDelete?(ctx: WriteContext<T> & { existing: T }): Promise<void>;
}
