import { localToday } from './dates';
import { tableName } from './naming';
import type { MenuGroup, Role } from './roles';

/**
 * Field kinds of DOMAIN.md, plus the two the users resource needs (password, roles), the
 * vehicle documents (placa, renavam), the two of workflow records: `sequence` (a number the
 * database gives, ARCHITECTURE "Sequence numbers") and `lines` (line items in a child table), and
 * `file` (the id of a stored file: a delivery photo, ARCHITECTURE "Files").
 */
export const FIELD_KINDS = [
  'text', 'int', 'decimal', 'money', 'bool', 'date', 'time', 'datetime', 'enum', 'ref',
  'cnpj', 'cpf', 'cpf_cnpj', 'cep', 'phone', 'mobile', 'card', 'email', 'uf', 'latlng',
  'password', 'roles', 'placa', 'renavam', 'sequence', 'lines', 'file',
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
  /** text: the whole value must match (after trimming and `upper`); the message is app.validation.<patternMessage>. */
  pattern?: string;
  patternMessage?: string;
  /** decimal, money, int: must be greater than zero (a quantity). */
  positive?: boolean;
  /** text: stored upper-case (IATA codes). */
  upper?: boolean;
  /**
   * A value derived from the record (`valor_total = quantidade * valor_unitario`): shown live in
   * the form, recomputed by the server, whatever a client sent is ignored. A pure function.
   */
  computed?: (record: Record<string, unknown>) => unknown;
  /** datetime set by the server: when the record is created, or when it enters a status. */
  stamp?: 'create' | { status: string };
  /** lines: the fields of one line. */
  fields?: Record<string, FieldDef>;
  /** lines: the order of the lines matters and the user may change it (drag and keyboard). */
  ordered?: boolean;
  /** lines: the lines may change only while the workflow status is one of these (an itinerary's stops until it starts). */
  editableWhile?: readonly string[];
}

/** Rules between two fields, checked by the shared schema and by the database. */
export type FieldCheck =
  | { rule: 'before'; field: string; other: string }
  | { rule: 'different'; field: string; other: string };

/**
 * A lifecycle (ARCHITECTURE "Lifecycles"): `field` holds a status id; a new record starts at
 * `initial`; only the listed transitions (status id → status ids) are allowed.
 */
export interface Workflow {
  field: string;
  initial: string;
  transitions: Record<string, readonly string[]>;
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
  /**
   * Filters a dropdown of SPEC 7 needs (`tipos?grupo=`) on fields a dropdown reader does not
   * see; every other filter of theirs must be on a field they see, or totals would leak it.
   */
  dropdownFilters?: readonly (keyof F & string)[];
  workflow?: Workflow;
  checks?: readonly FieldCheck[];
  /**
   * Records that belong to a user named in `field`, for users of tipo `tipo` (a driver's
   * itineraries): such a user sees only their own records, every field of them, in every list
   * and dropdown, and writes them only through the resource's own routes.
   */
  owner?: { field: keyof F & string; tipo: string };
  /**
   * Fields that may not repeat among records whose `status` is one of `while` (one driver, one
   * day, one open itinerary): a partial unique index, so the database decides between two
   * writers; a refusal is 409 with `message`, naming the other record.
   */
  uniqueWhile?: readonly { fields: readonly (keyof F & string)[]; status: readonly string[]; message: string }[];
  /** Late while the `date` field is past and the workflow status is none of `done` (marked in lists). */
  overdue?: { date: keyof F & string; done: readonly string[] };
  /** How a record reads where it is referenced, when more than the display field: '%{codigo} - %{nome}'. */
  represent?: string;
  /** SPEC 7: some lists answer a plain array instead of `{ data, total }`. */
  listShape?: 'array';
  /** Master data that can be loaded from a CSV file (validated whole, imported in one transaction). */
  importable?: boolean;
  list: readonly (keyof F & string)[];
  /**
   * Up to two fields a phone-width list shows under the record's name (the display field or the
   * `represent` template), where the table's columns do not fit.
   */
  phoneList?: readonly [] | readonly [keyof F & string] | readonly [keyof F & string, keyof F & string];
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
  table: def.table ?? tableName(def.name),
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

/** Set by the server alone: read-only fields, sequence numbers, derived values and stamps. */
export const serverSet = (f: FieldDef): boolean => !!f.readOnly || f.kind === 'sequence' || !!f.computed || !!f.stamp;

/** Fields a client may send. */
export const writableFields = (r: Resource): string[] =>
  Object.entries(r.fields).filter(([, f]) => !serverSet(f)).map(([k]) => k);

/** What a client sends of one line: its id and the line's writable fields. */
const writableLine = (f: FieldDef, line: unknown): unknown => {
  if (!line || typeof line !== 'object') return line;
  const l = line as Record<string, unknown>;
  const out: Record<string, unknown> = l.id ? { id: l.id } : {};
  for (const [k, lf] of Object.entries(f.fields ?? {})) if (!serverSet(lf) && k in l) out[k] = l[k];
  return out;
};

/** What a client sends of a record: its writable fields; an empty password means "unchanged". */
export const writablePayload = (r: Resource, data: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const field of writableFields(r)) {
    if (!(field in data)) continue;
    const f = r.fields[field];
    if (f.kind === 'password' && !data[field]) continue;
    out[field] = f.kind === 'lines' && Array.isArray(data[field]) ? (data[field] as unknown[]).map((l) => writableLine(f, l)) : data[field];
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

/** A record past its `overdue.date` and not in one of its `done` statuses (an overdue service order). */
export const isOverdue = (r: Resource, record: Record<string, unknown> | undefined, today = localToday()): boolean => {
  if (!r.overdue || !r.workflow || !record) return false;
  const due = record[r.overdue.date];
  return typeof due === 'string' && due.slice(0, 10) < today && !r.overdue.done.includes(record[r.workflow.field] as string);
};
