import { formatValue } from '../fields/format';
import { currentLocale, translateOutside } from '../providers/locale';
import { type Resource, representRecord } from './define';
import { statusLabelKey } from './labels';

/**
 * The declarations, once `loadResources()` has run (main.tsx awaits it before the first
 * render). A live binding: modules that import it see the loaded list.
 */
export let resources: Resource[] = [];
let byName = new Map<string, Resource>();
/** Catalog keys of the statuses the declarations seed, by status id. */
let statusKeys = new Map<string, string>();

export const loadResources = async (): Promise<void> => {
  ({ declarations: resources } = await import('./declarations'));
  byName = new Map(resources.map((r) => [r.name, r]));
  statusKeys = new Map(resources.flatMap((r) => (r.statuses?.list ?? []).map((s) => [s.id, statusLabelKey(r.name, s.key)] as const)));
};

/**
 * How a record reads in the page's language: a status a workflow declares by its catalog
 * name (the API keeps the Portuguese `nome`), any other record by its display field or
 * `represent` template (representText). A status an admin created reads as stored.
 */
export const recordText = (r: Resource, record: Record<string, unknown> | undefined, translate: (key: string) => string = translateOutside): string =>
  (record && seededName(r.name, record.id, translate)) ?? representText(r, record);

/**
 * A record's display field or `represent` template with each value as its list column shows it:
 * a plate as printed, a factor with the page's decimal mark. A status reads as stored, as in its own list.
 */
export const representText = (r: Resource, record: Record<string, unknown> | undefined): string =>
  representRecord(r, record, (f, value) => (r.fields[f] ? formatValue(r.fields[f], value, currentLocale()) : String(value ?? '')));

/** The name in the page's language of a record a declaration seeds (a workflow's status), else undefined. */
export const seededName = (resource: string | undefined, id: unknown, translate: (key: string) => string = translateOutside): string | undefined => {
  const key = resource === 'status' ? statusKeys.get(id as string) : undefined;
  return key && translate(key);
};

export const getResource = (name: string | undefined): Resource | undefined => (name ? byName.get(name) : undefined);

/**
 * A loaded declaration with its declared type, for screens inside the resource's own folder:
 * `declared<typeof itinerarios>('itinerarios')` with `import type itinerarios from './index'`.
 * The declaration lazily imports those screens, so importing it back at run time would be a cycle.
 */
export const declared = <R extends Pick<Resource, 'name'>>(name: string): R => {
  const r = byName.get(name);
  if (!r) throw new Error(`resource ${name} is not declared in src/resources`);
  return r as unknown as R;
};

/** A declaration's default sort in react-admin's spelling. */
export const raSort = (r: Resource | undefined) =>
  r ? { field: r.sort.field, order: r.sort.order === 'desc' ? ('DESC' as const) : ('ASC' as const) } : undefined;
