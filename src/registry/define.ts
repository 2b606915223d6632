import type { MenuGroup, Role } from './roles';

/** Field kinds of DOMAIN.md, plus the two the users resource needs (password, roles). */
export const FIELD_KINDS = [
  'text', 'int', 'decimal', 'money', 'bool', 'date', 'time', 'datetime', 'enum', 'ref',
  'cnpj', 'cpf', 'cpf_cnpj', 'cep', 'phone', 'mobile', 'card', 'email', 'uf', 'latlng',
  'password', 'roles',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldDef {
  kind: FieldKind;
  required?: boolean;
  unique?: boolean;
  default?: string | number | boolean | readonly string[];
  /** Longest text accepted; text fields default to TEXT_MAX. */
  max?: number;
  min?: number;
  /** enum values */
  values?: readonly string[];
  /** ref target resource name */
  ref?: string;
  /** ref: only records matching these filters may be chosen (e.g. tipos of one grupo). */
  refFilter?: Record<string, string>;
  /** Never returned by the API (passwords). */
  writeOnly?: boolean;
  /** Set by the server, never accepted from a client. */
  readOnly?: boolean;
  /** Long text: a multi-line input. */
  multiline?: boolean;
  /** A status name: shown in the colour of SPEC 4, here and wherever a record refers to it. */
  tone?: 'status';
  /** Catalog key of a label shared by several resources (the address block); else the label is resources.<name>.fields.<field>. */
  label?: string;
  /** The form shows this field only while another field holds one of these values. */
  showWhen?: Record<string, readonly string[]>;
}

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** URL segment of SPEC 2 and translation key. */
  name: string;
  /** Database table; defaults to the name with underscores. */
  table?: string;
  fields: F;
  /** Field that represents a record in references and titles. */
  display: keyof F & string;
  /** Extra fields of the shared dropdown list (SPEC 3), readable by any signed-in user. */
  dropdown?: readonly (keyof F & string)[];
  /** How a record reads where it is referenced, when more than the display field: '%{codigo} - %{nome}'. */
  represent?: string;
  /** SPEC 7: some lists answer a plain array instead of `{ data, total }`. */
  listShape?: 'array';
  /** Master data that can be loaded from a CSV file (validated whole, imported in one transaction). */
  importable?: boolean;
  list: readonly (keyof F & string)[];
  /**
   * Long forms in groups, in this order: each key is a section whose heading is the catalog's
   * app.forms.sections.<key>, over its fields in this order. When given, every writable field is
   * in exactly one section.
   */
  sections?: Record<string, readonly (keyof F & string)[]>;
  filters?: readonly (keyof F & string)[];
  search: readonly (keyof F & string)[];
  /** Default order; the creation time counts too (the first configuracoes row is the current one). */
  sort: { field: (keyof F & string) | 'created_at'; order: 'asc' | 'desc' };
  menu: { group: MenuGroup; order: number; icon: string };
  viewRole: Role;
  /**
   * Hand-written screens that replace generated ones, loaded lazily and only by the browser
   * (`() => import('./ordens-servico/OrdemServicoEdit')`).
   */
  screens?: Partial<Record<'list' | 'create' | 'edit' | 'show', () => Promise<{ default: unknown }>>>;
}

export type Resource = ResourceDef & { table: string };

export const TEXT_MAX = 500;

export const defineResource = <F extends Record<string, FieldDef>>(def: ResourceDef<F>): Resource => ({
  ...(def as unknown as ResourceDef),
  table: def.table ?? def.name.replace(/-/g, '_'),
});

/** Columns every record has (DOMAIN.md): set by the server only. */
export const SYSTEM_FIELDS = ['id', 'created_at', 'updated_at', 'version'] as const;

export const toColumnName = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A record as it reads in references: the `represent` template, else the display field. */
export const representRecord = (r: Resource, record: Record<string, unknown> | undefined): string => {
  if (!record) return '';
  if (!r.represent) return String(record[r.display] ?? '');
  return r.represent.replace(/%\{(\w+)\}/g, (_, f: string) => String(record[f] ?? '')).trim();
};

/** Fields a `represent` template reads. */
export const representFields = (r: Resource): string[] =>
  r.represent ? [...r.represent.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]) : [r.display];

/** Initial values of a create form: the declared defaults. */
export const defaultValues = (r: Resource): Record<string, unknown> =>
  Object.fromEntries(Object.entries(r.fields).filter(([, f]) => f.default !== undefined).map(([k, f]) => [k, f.default]));

/** Fields a client may send. */
export const writableFields = (r: Resource): string[] =>
  Object.entries(r.fields).filter(([, f]) => !f.readOnly).map(([k]) => k);

/** What a client sends of a record: its writable fields; an empty password means "unchanged". */
export const writablePayload = (r: Resource, data: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const field of writableFields(r)) {
    if (!(field in data)) continue;
    if (r.fields[field].kind === 'password' && !data[field]) continue;
    out[field] = data[field];
  }
  return out;
};

/** Fields the API returns. */
export const readableFields = (r: Resource): string[] =>
  Object.entries(r.fields).filter(([, f]) => !f.writeOnly).map(([k]) => k);

/** `status?grupo=` filters on grupo_id: a ref filter may drop its `_id` suffix (SPEC 7). */
export const filterParamNames = (r: Resource): Map<string, string> => {
  const names = new Map<string, string>();
  for (const field of r.filters ?? []) {
    names.set(field, field);
    if (field.endsWith('_id')) names.set(field.slice(0, -3), field);
  }
  return names;
};
