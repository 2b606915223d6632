import type { Resource } from './define';

// Vite collects every declaration at build time: adding a resource file is enough.
const modules = import.meta.glob<{ default: Resource }>(['../resources/*.ts', '../resources/*/index.ts', '!../resources/**/*.test.ts'], { eager: true });

export const resources: Resource[] = Object.values(modules)
  .map((m) => m.default)
  .filter((r): r is Resource => !!r?.name && !!r.fields)
  .sort((a, b) => a.menu.order - b.menu.order || a.name.localeCompare(b.name));

const byName = new Map(resources.map((r) => [r.name, r]));

export const getResource = (name: string | undefined): Resource | undefined => (name ? byName.get(name) : undefined);

/** A declaration's default sort in react-admin's spelling. */
export const raSort = (r: Resource | undefined) =>
  r ? { field: r.sort.field, order: r.sort.order === 'desc' ? ('DESC' as const) : ('ASC' as const) } : undefined;
