import type { Resource } from '../../src/registry/define';
import { type AnyTable, buildTables } from './tables';
import * as system from './systemTables';

/** All tables, keyed for drizzle-kit's snapshot: resources by name plus the system tables. */
export const schemaImports = (resources: Resource[]): Record<string, unknown> => {
  const tables: Record<string, AnyTable | unknown> = { ...system };
  for (const [name, table] of buildTables(resources)) tables[name] = table;
  return tables;
};
