import { localToday } from './dates';
import { tableName } from './naming';
import type { PageDef } from './area';
import type { LabelLocale, Labels } from './labels';
import type { OperationDef } from './operations';
import type { MenuGroup, Role } from './roles';

/**
 * Field kinds (docs/architecture.md "Field kinds"): the domain's, plus the two the users resource needs (password, roles), the
 * vehicle documents (placa, renavam), the two of workflow records: `sequence` (a number the
 * database gives, docs/architecture.md "Sequence numbers") and `lines` (line items in a child table), and
 * `file` (the id of a stored file: a delivery photo, docs/architecture.md "Files"), and `timezone` (an IANA zone
 * name PostgreSQL knows, docs/architecture.md "Field kinds").
 */
export const FIELD_KINDS = [
  'text', 'int', 'decimal', 'money', 'bool', 'date', 'time', 'datetime', 'enum', 'ref',
  'cnpj', 'cpf', 'cpf_cnpj', 'cep', 'phone', 'mobile', 'card', 'email', 'uf', 'latlng',
  'password', 'roles', 'placa', 'renavam', 'sequence', 'lines', 'file', 'timezone',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
/** For an exhaustive switch over field kinds: a kind added to FIELD_KINDS fails the typecheck here until handled. */
export const unhandledKind = (kind: never): never => {
  throw new Error(`field kind ${String(kind)} is not handled`);
};

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
  /**
   * ref to `tipos` or `status`: the seeded grupo whose records this field offers. The seed
   * creates the grupo, and the field's refFilter on grupo_id follows from it.
   */
  group?: GroupDef;
  /** Never returned by the API (passwords). */
  writeOnly?: boolean;
  /** Set by the server, never accepted from a client. */
  readOnly?: boolean;
  /** Long text: a multi-line input. */
  multiline?: boolean;
  /** A status name: shown in its colour (docs/domain.md "Status colours"), here and wherever a record refers to it. */
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
  /** int: a calendar year, a name rather than a quantity: shown 2022, never with digit grouping. */
  year?: boolean;
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
  /** lines: the lines may change only while the status is one of these keys of `statuses` (an itinerary's stops until it starts). */
  editableWhile?: readonly string[];
}

/** A seeded `grupos` row, with the literal id code and data have always used. */
export interface GroupDef {
  id: string;
  nome: string;
}

/** A seeded `status` row: literal id, and the Portuguese name the API answers as `nome`. */
export interface StatusDef {
  id: string;
  nome: string;
}

/**
 * Rules between two fields, checked by the shared schema and by the database: `field` strictly
 * before `other` (a time window), not after it (an odometer's start and end), or different.
 */
export type FieldCheck =
  | { rule: 'before'; field: string; other: string }
  | { rule: 'not_after'; field: string; other: string }
  | { rule: 'different'; field: string; other: string };

/**
 * The statuses of a resource, as declared: `field` is its ref to `status` (with the `group`
 * they belong to); `values` maps each status key to its seeded row, in lifecycle order.
 */
export interface StatusesDef<F, K extends string> {
  field: keyof F & string;
  values: Record<K, StatusDef>;
}

/** A lifecycle as declared, by status key: where a new record starts, and the allowed moves. */
export interface WorkflowDef<K extends string> {
  initial: NoInfer<K>;
  transitions: Partial<Record<NoInfer<K>, readonly NoInfer<K>[]>>;
}

/** The statuses of a resource at run time: the group, and each status with its catalog key. */
export interface Statuses {
  field: string;
  group: GroupDef;
  list: readonly (StatusDef & { key: string; ordem: number })[];
}

/**
 * A lifecycle at run time (docs/architecture.md "Lifecycles"): `field` holds a status id; a
 * new record starts at `initial`; only the listed transitions (status id → status ids) are allowed.
 */
export interface Workflow {
  field: string;
  initial: string;
  transitions: Record<string, readonly string[]>;
}

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>, K extends string = string> {
  /** URL segment and translation key (docs/domain.md "Naming rule"). */
  name: string;
  /** Database table; defaults to the name with underscores. */
  table?: string;
  fields: F;
  /** Field that represents a record in references and titles. */
  display: keyof F & string;
  /** Extra fields of the shared dropdown list (docs/domain.md "Dropdown lists"), readable by any signed-in user. */
  dropdown?: readonly (keyof F & string)[];
  /**
   * Filters a dropdown needs (`tipos?grupo=`, docs/domain.md "Dropdown lists") on fields a dropdown reader does not
   * see; every other filter of theirs must be on a field they see, or totals would leak it.
   */
  dropdownFilters?: readonly (keyof F & string)[];
  /** The seeded statuses of the status field, each with a key the rest of the declaration names it by. */
  statuses?: StatusesDef<F, K>;
  /** A lifecycle over `statuses`: the server sets `initial` on create and allows only `transitions`. */
  workflow?: WorkflowDef<K>;
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
  uniqueWhile?: readonly { fields: readonly (keyof F & string)[]; status: readonly NoInfer<K>[]; message: string }[];
  /** Late while the `date` field is past and the status is none of `done` (marked in lists). */
  overdue?: { date: keyof F & string; done: readonly NoInfer<K>[] };
  /**
   * The record's fields may change only while its status is one of these (a concluded service
   * order is a record of what was done); in the others only the lifecycle may move it, else 409.
   */
  editableWhile?: readonly NoInfer<K>[];
  /** The record may be deleted only while its status is one of these, else 409 naming them. */
  deletableWhile?: readonly NoInfer<K>[];
  /** How a record reads where it is referenced, when more than the display field: '%{codigo} - %{nome}'. */
  represent?: string;
  /** docs/domain.md "Plain-array lists": some lists answer a plain array instead of `{ data, total }`. */
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
  /**
   * What `q` matches, every word of it in any order: the record's own text fields, and
   * reference fields, which match the referenced record as it reads in lists (its dropdown text).
   */
  search: readonly (keyof F & string)[];
  /** Default order; the creation time counts too (the first configuracoes row is the current one). */
  sort: { field: (keyof F & string) | 'created_at'; order: 'asc' | 'desc' };
  /**
   * The resource's place in the left menu (docs/domain.md "Left menu"): its group, its order there (on the same scale
   * as the entries of src/layout/menu.ts) and its icon. `path` is where the menu opens it when
   * not /{name} (`'/v2/pontos'`); that path then answers {path}/add, {path}/{id} and
   * {path}/{id}/show too, as /{name} does. `paths` routes further paths to one screen each
   * (`{ '/v2/itinerarios/itinerario/:id': 'edit' }`). `ownerEntries` are the pages the users
   * of `owner.tipo` (drivers) open for their own records, shown to them whatever their roles
   * (`{ path: '/itinerarios-mobile', label: 'resources.itinerarios.messages.mobile.title', icon: 'Today' }`).
   */
  menu: {
    group: MenuGroup;
    order: number;
    icon: string;
    path?: string;
    paths?: Readonly<Record<string, 'list' | 'create' | 'edit' | 'show'>>;
    ownerEntries?: readonly { path: string; label: string; icon: string }[];
    /** No entry of its own: the resource is kept from another's page (a supplier's product codes). */
    hidden?: boolean;
  };
  viewRole: Role;
  /** Pages beyond the resource's own screens (the tracking board, the driver's day). */
  pages?: Record<string, PageDef>;
  /** Calls beyond CRUD, added by defineOperations (docs/architecture.md "Operations"). */
  operations?: Record<string, OperationDef>;
}

/**
 * A declaration as the rest of the code reads it: statuses resolved to their ids (transitions,
 * `editableWhile`, stamps, `overdue` and `uniqueWhile` hold ids), the table name, and
 * `statusIds` (key → id) for code that names a status.
 */
export type Resource<F extends Record<string, FieldDef> = Record<string, FieldDef>, K extends string = string> =
  Omit<ResourceDef<F, K>, 'statuses' | 'workflow' | 'overdue' | 'uniqueWhile' | 'editableWhile' | 'deletableWhile'> & {
    table: string;
    statuses?: Statuses;
    workflow?: Workflow;
    overdue?: { date: keyof F & string; done: readonly string[] };
    editableWhile?: readonly string[];
    deletableWhile?: readonly string[];
    uniqueWhile?: readonly { fields: readonly (keyof F & string)[]; status: readonly string[]; message: string }[];
    statusIds: Record<K, string>;
    /** Its labels per language, when declared inline (src/registry/labels.ts). */
    labels?: Partial<Record<LabelLocale, object>>;
  };

export const TEXT_MAX = 500;

/** Status keys to ids; a key the declaration does not list stops the program at load. */
const statusResolver = (name: string, values: Record<string, StatusDef>) => (key: string): string => {
  const s = values[key];
  if (!s) throw new Error(`${name}: status "${key}" is not declared in its statuses`);
  return s.id;
};

/** A field with its group's refFilter, and its `editableWhile` / status stamp as ids. */
const resolveField = (f: FieldDef, id: (key: string) => string): FieldDef => {
  const out: FieldDef = { ...f };
  if (f.group) out.refFilter = { ...f.refFilter, grupo_id: f.group.id };
  if (f.editableWhile) out.editableWhile = f.editableWhile.map(id);
  if (f.stamp && f.stamp !== 'create') out.stamp = { status: id(f.stamp.status) };
  if (f.fields) out.fields = Object.fromEntries(Object.entries(f.fields).map(([k, lf]) => [k, resolveField(lf, id)]));
  return out;
};

/**
 * A resource declaration (docs/architecture.md "Registry"). Statuses are named by key inside
 * the declaration, so the typecheck refuses a transition to a status that is not declared.
 */
export const defineResource = <const F extends Record<string, FieldDef>, K extends string = never, const P extends Record<string, PageDef> = never>(
  def: ResourceDef<F, K> & {
    pages?: P;
    /**
     * Its labels in the five languages (docs/architecture.md "Labels"): its name, fields, lines,
     * statuses, enum values and pages, each checked against the declaration; or, for a folder
     * home with messages of its own, its `labels/<lang>.ts` files instead.
     */
    labels?: Labels<Resource<NoInfer<F>, NoInfer<K>> & ([P] extends [never] ? unknown : { pages: NoInfer<P> })>;
  },
): Resource<F, K> & ([P] extends [never] ? unknown : { pages: P }) => {
  const values = (def.statuses?.values ?? {}) as Record<string, StatusDef>;
  const id = statusResolver(def.name, values);
  const statusField = def.statuses ? def.fields[def.statuses.field] : undefined;
  if (def.statuses && !statusField?.group) throw new Error(`${def.name}: statuses.field must be a ref to status with a group`);
  if (def.workflow && !def.statuses) throw new Error(`${def.name}: a workflow needs statuses`);
  if ((def.editableWhile || def.deletableWhile) && !def.workflow) throw new Error(`${def.name}: editableWhile and deletableWhile need a workflow`);
  const wf = def.workflow;
  return {
    ...def,
    table: def.table ?? tableName(def.name),
    fields: Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, resolveField(f, id)])) as unknown as F,
    statuses: def.statuses && {
      field: def.statuses.field,
      group: statusField!.group!,
      list: Object.entries(values).map(([key, s], i) => ({ key, id: s.id, nome: s.nome, ordem: i + 1 })),
    },
    workflow: wf && {
      field: def.statuses!.field,
      initial: id(wf.initial),
      transitions: Object.fromEntries(Object.entries(wf.transitions).map(([from, to]) => [id(from), (to as string[]).map(id)])),
    },
    overdue: def.overdue && { date: def.overdue.date, done: def.overdue.done.map(id) },
    editableWhile: def.editableWhile?.map(id),
    deletableWhile: def.deletableWhile?.map(id),
    uniqueWhile: def.uniqueWhile?.map((u) => ({ ...u, status: u.status.map(id) })),
    statusIds: Object.fromEntries(Object.entries(values).map(([key, s]) => [key, s.id])) as Record<K, string>,
  } as Resource<F, K> & ([P] extends [never] ? unknown : { pages: P });
};

/** A declared field's value as the API answers it. */
type ValueOf<D extends FieldDef> =
  D['kind'] extends 'int' | 'decimal' | 'money' | 'sequence' ? number
    : D['kind'] extends 'bool' ? boolean
      : D['kind'] extends 'roles' ? string[]
        : D['kind'] extends 'latlng' ? LatLng
          : D['kind'] extends 'enum' ? (D['values'] extends readonly (infer V)[] ? V : string)
            : D['kind'] extends 'lines' ? LinesOf<NonNullable<D['fields']>>[]
              : string;

/** Never null in an answer: NOT NULL columns (required, with a default, sequence numbers) and lines (an empty array at least). */
type AlwaysSet<D extends FieldDef> =
  D extends { required: true } | { default: NonNullable<FieldDef['default']> } | { kind: 'sequence' | 'lines' } ? true : false;

export type FieldsOf<F extends Record<string, FieldDef>> = {
  -readonly [k in keyof F as F[k]['writeOnly'] extends true ? never : k]: AlwaysSet<F[k]> extends true ? ValueOf<F[k]> : ValueOf<F[k]> | null;
};
/** A line as a record embeds it: its id and fields; its position is its place in the array. */
export type LinesOf<F extends Record<string, FieldDef>> = { id: string } & FieldsOf<F>;

/** A position (kind `latlng`). */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * A record of a declared resource as the API answers it, derived from the declaration:
 * `RecordOf<typeof itinerarios>`. Screens and server hooks use it instead of a copy of the shape.
 */
export type RecordOf<R> = R extends Resource<infer F, infer _K>
  ? { id: string; version: number; created_at: string; updated_at: string } & FieldsOf<F>
  : never;

/** Columns every record has (docs/domain.md "Record columns"): set by the server only. */
export const SYSTEM_FIELDS = ['id', 'created_at', 'updated_at', 'version'] as const;

export const toColumnName = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A record as it reads in references: the `represent` template, else the display field. `show`
 * writes each field's value (the browser formats them as lists do; the server keeps them as stored).
 */
export const representRecord = (r: Resource, record: Record<string, unknown> | undefined,
  show: (field: string, value: unknown) => string = (_, value) => String(value ?? '')): string => {
  if (!record) return '';
  if (!r.represent) return show(r.display, record[r.display]);
  return r.represent.replace(/%\{(\w+)\}/g, (_, f: string) => show(f, record[f])).trim();
};

/** Searched fields of the record's own (the generated `search` column); references are searched through their records. */
export const ownSearchFields = (r: Resource): string[] => r.search.filter((f) => r.fields[f]?.kind !== 'ref');
export const refSearchFields = (r: Resource): string[] => r.search.filter((f) => r.fields[f]?.kind === 'ref');

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

/**
 * What a signed-in reader without the view role sees of a record (docs/domain.md "Dropdown
 * lists"): the display field, the fields its `represent` template reads, and the dropdown's.
 */
export const dropdownFields = (r: Resource): string[] => [...new Set([r.display, ...representFields(r), ...(r.dropdown ?? [])])];

/** Fields the API returns. */
export const readableFields = (r: Resource): string[] =>
  Object.entries(r.fields).filter(([, f]) => !f.writeOnly).map(([k]) => k);

/** `status?grupo=` filters on grupo_id: a ref filter may drop its `_id` suffix (docs/domain.md "Dropdown lists"). */
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

const statusOf = (r: Resource, record: Record<string, unknown> | undefined): string | undefined =>
  r.workflow && record ? (record[r.workflow.field] as string | undefined) : undefined;

/** A status the lifecycle leads out of nowhere (Concluída, Cancelada): moving there cannot be undone. */
export const isFinalStatus = (r: Resource, status: string): boolean =>
  !!r.workflow && !(r.workflow.transitions[status] ?? []).length;

/** Whether the record's fields may still change (`editableWhile`). */
export const isEditable = (r: Resource, record: Record<string, unknown> | undefined): boolean =>
  !r.editableWhile || !record || r.editableWhile.includes(statusOf(r, record) ?? '');

/** Whether the record may still be deleted (`deletableWhile`). */
export const isDeletable = (r: Resource, record: Record<string, unknown> | undefined): boolean =>
  !r.deletableWhile || !record || r.deletableWhile.includes(statusOf(r, record) ?? '');
