import type { Resource } from './define';

/**
 * The declarations, once `loadResources()` has run (main.tsx awaits it before the first
 * render). A live binding: modules that import it see the loaded list.
 */
export let resources: Resource[] = [];
let byName = new Map<string, Resource>();

export const loadResources = async (): Promise<void> => {
  ({ declarations: resources } = await import('./declarations'));
  byName = new Map(resources.map((r) => [r.name, r]));
};

export const getResource = (name: string | undefined): Resource | undefined => (name ? byName.get(name) : undefined);

/** A declaration's default sort in react-admin's spelling. */
export const raSort = (r: Resource | undefined) =>
  r ? { field: r.sort.field, order: r.sort.order === 'desc' ? ('DESC' as const) : ('ASC' as const) } : undefined;
