import { formatValue } from '../fields/format';
import { currentLocale, translateOutside } from './locale';
import { type Home, isArea } from '../registry/area';
import { type Resource, representRecord } from '../registry/define';
import { statusLabelKey } from '../registry/labels';
import { type HttpMethod, type OperationDef, operationPath, pathPattern } from '../registry/operations';

/**
 * The declarations, once `loadResources()` has run (main.tsx awaits it before the first
 * render). Live bindings: modules that import them see the loaded lists.
 */
export let resources: Resource[] = [];
/** Every home: the resources and the areas (stock, dashboards, files). */
export let homes: Home[] = [];
let byName = new Map<string, Resource>();
let homeByName = new Map<string, Home>();
/** Catalog keys of the statuses the declarations seed, by status id. */
let statusKeys = new Map<string, string>();

/** A declared operation as the browser calls it: its home, its name, and its path under /v1. */
export interface DeclaredOperation {
  home: Home;
  name: string;
  op: OperationDef;
  path: string;
  pattern: RegExp;
}
let operations = new Map<string, DeclaredOperation>();

export const loadResources = async (): Promise<void> => {
  const { declarations } = await import('./declarations');
  homes = [...declarations].sort((a, b) => a.name.localeCompare(b.name));
  resources = declarations.filter((h): h is Resource => !isArea(h))
    .sort((a, b) => a.menu.order - b.menu.order || a.name.localeCompare(b.name));
  byName = new Map(resources.map((r) => [r.name, r]));
  homeByName = new Map(homes.map((h) => [h.name, h]));
  statusKeys = new Map(resources.flatMap((r) => (r.statuses?.list ?? []).map((s) => [s.id, statusLabelKey(r.name, s.key)] as const)));
  operations = new Map(homes.flatMap((home) => Object.entries(home.operations ?? {}).map(([name, op]) => {
    const path = operationPath(home.name, op);
    return [name, { home, name, op, path, pattern: pathPattern(path) }] as const;
  })));
};

/**
 * The react-admin resources a change announced as `name` makes stale: the resource itself, or an
 * area's reads (its GET operations' paths, the names the stock pages are listed by).
 */
export const staleResources = (name: string): string[] => {
  const h = homeByName.get(name);
  if (!h || !isArea(h)) return [name];
  return Object.values(h.operations ?? {}).filter((op) => op.method === 'GET').map((op) => operationPath(h.name, op).slice(1));
};

/** The react-admin resource a declared list read is listed by: its path under /v1 (`produtos/saldo-fisico`). */
export const listResourceOf = (operation: string): string => getOperation(operation)!.path.slice(1);

export const getHome = (name: string | undefined): Home | undefined => (name ? homeByName.get(name) : undefined);

/** The declared reads whose answers a change of `resource` makes stale (`live`), by name. */
export const liveOperations = (resource: string): string[] =>
  [...operations.values()].filter((o) => o.op.live?.includes(resource)).map((o) => o.name);

/** A declared operation by its name (a data-provider method). */
export const getOperation = (name: string): DeclaredOperation | undefined => operations.get(name);

/** The declared operation a request is a call of (the outbox recognises its writes by it). */
export const operationAt = (method: string, path: string): DeclaredOperation | undefined => {
  for (const o of operations.values()) if (o.op.method === (method as HttpMethod) && o.pattern.test(path)) return o;
  return undefined;
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
 * `declared<typeof itinerarios>('itinerarios')` with `import type itinerarios from '../registry/index'`.
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
