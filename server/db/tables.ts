import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn, type PgColumnBuilderBase, type PgTableWithColumns, boolean, check, date, index, integer, jsonb,
  customType, numeric, pgTable, text, time, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { type FieldCheck, type FieldDef, type Resource, ownSearchFields, representFields, toColumnName, unhandledKind } from '../../src/registry/define';
import { columnOf, linesTable } from './naming';
import { arquivos } from './systemTables';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type AnyTable = PgTableWithColumns<any>;

/** timestamptz read as ISO 8601 text (pg's own text form is not what JSON clients expect). */
const isoTimestamp = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => new Date(value).toISOString(),
});

const column = (name: string, f: FieldDef, tables: Map<string, AnyTable>): PgColumnBuilderBase => {
  const col = columnOf(name, f);
  switch (f.kind) {
    case 'int': return integer(col);
    case 'decimal': return numeric(col, { precision: 18, scale: 4, mode: 'number' });
    case 'money': return numeric(col, { precision: 14, scale: 2, mode: 'number' });
    case 'bool': return boolean(col);
    case 'date': return date(col, { mode: 'string' });
    case 'time': return time(col);
    case 'datetime': return isoTimestamp(col);
    case 'latlng': return jsonb(col);
    case 'roles': return text(col).array();
    case 'password': return text(col);
    case 'file': return uuid(col).references((): AnyPgColumn => arquivos.id, { onDelete: 'restrict' });
    // A number the database gives (docs/architecture.md "Sequence numbers"); a client never writes it.
    case 'sequence': return integer(col).generatedAlwaysAsIdentity();
    case 'ref': {
      const target = f.ref ? tables.get(f.ref) : undefined;
      const c = uuid(col);
      return target ? c.references((): AnyPgColumn => target.id, { onDelete: 'restrict' }) : c;
    }
    case 'text':
    case 'enum':
    case 'cnpj':
    case 'cpf':
    case 'cpf_cnpj':
    case 'cep':
    case 'phone':
    case 'mobile':
    case 'card':
    case 'email':
    case 'uf':
    case 'placa':
    case 'renavam':
    case 'lines':
    case 'timezone':
      return text(col);
    default: return unhandledKind(f.kind);
  }
};

const withModifiers = (builder: PgColumnBuilderBase, f: FieldDef): PgColumnBuilderBase => {
  let b = builder as any;
  if ((f.required && f.kind !== 'password') || f.default !== undefined || f.kind === 'sequence') b = b.notNull();
  if (f.default !== undefined) b = Array.isArray(f.default) ? b.default(sql.raw(`'{${f.default.join(',')}}'::text[]`)) : b.default(f.default);
  return b;
};

/** The generated column behind `q`: accent- and case-free text of the searchable fields. */
export const searchExpression = (r: Resource, fields: readonly string[] = ownSearchFields(r)): SQL => {
  const parts = fields.map((f) => `coalesce(${JSON.stringify(toColumnName(f))}::text, '')`).join(` || ' ' || `);
  return sql.raw(`f_unaccent(lower(${parts}))`);
};

/**
 * What a dropdown reader (signed in, without the view role) may search: the fields shown to
 * them. When those differ from the declared search, they get an indexed column of their own,
 * so a dropdown over thousands of rows (the pontos of docs/domain.md "Dropdown lists") stays on an index.
 */
export const dropdownSearchFields = (r: Resource): string[] | undefined => {
  const shown = [...new Set([r.display, ...representFields(r), ...(r.dropdown ?? [])])].filter((f) => r.fields[f] && r.fields[f].kind !== 'bool');
  return shown.length && shown.join() !== ownSearchFields(r).join() ? shown : undefined;
};

/** The CHECK constraint behind a rule between two fields; a refusal names `other`'s field. */
export const checkConstraintName = (r: Resource, c: FieldCheck): string => `${r.table}_${toColumnName(c.other)}_${c.rule}`;

/**
 * The CHECK constraint of a field whose kind the database validates beyond its type: a
 * `timezone` must be a zone PostgreSQL knows (`is_time_zone`, migration 0011), so no stored
 * value can make `AT TIME ZONE` fail later.
 */
export const kindCheckName = (r: Resource, field: string): string => `${r.table}_${toColumnName(field)}_valid`;
const KIND_CHECKS: Partial<Record<FieldDef['kind'], (column: string) => string>> = {
  timezone: (column) => `is_time_zone(${column})`,
};

/** The partial unique index behind a `uniqueWhile` rule. */
export const uniqueWhileName = (r: Resource, fields: readonly string[]): string => `${r.table}_${fields.map(toColumnName).join('_')}_while_unique`;

const checkSql = (c: FieldCheck): SQL => {
  const [a, b] = [JSON.stringify(toColumnName(c.field)), JSON.stringify(toColumnName(c.other))];
  return sql.raw(`${a} ${{ before: '<', not_after: '<=', different: '<>' }[c.rule]} ${b}`);
};

/** A line-item field's child table (docs/architecture.md "Line items"): id, parent, position, the line's columns. */
const linesTableOf = (r: Resource, name: string, f: FieldDef, parent: AnyTable, tables: Map<string, AnyTable>): AnyTable => {
  const childName = linesTable(r, name);
  const columns: Record<string, PgColumnBuilderBase> = {
    id: uuid('id').primaryKey(),
    parent_id: uuid('parent_id').notNull().references((): AnyPgColumn => parent.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
  };
  for (const [k, lf] of Object.entries(f.fields ?? {})) columns[k] = withModifiers(column(k, lf, tables), lf);
  return pgTable(childName, columns, (t: any) => [
    index(`${childName}_parent_idx`).on(t.parent_id, t.ordem),
    ...Object.entries(f.fields ?? {}).filter(([, lf]) => lf.kind === 'ref' || lf.kind === 'file').map(([k]) => index(`${childName}_${toColumnName(k)}_idx`).on(t[k])),
  ]) as AnyTable;
};

/** Drizzle tables derived from the declarations, in dependency order of refs; line tables as `<name>.<field>`. */
export const buildTables = (resources: Resource[]): Map<string, AnyTable> => {
  const tables = new Map<string, AnyTable>();
  const pending = [...resources];
  while (pending.length) {
    const idx = pending.findIndex((r) =>
      Object.values(r.fields).flatMap((f) => (f.kind === 'lines' ? Object.values(f.fields ?? {}) : [f]))
        .every((f) => f.kind !== 'ref' || !f.ref || f.ref === r.name || tables.has(f.ref) || !resources.some((o) => o.name === f.ref)));
    const r = pending.splice(idx === -1 ? 0 : idx, 1)[0];
    const columns: Record<string, PgColumnBuilderBase> = {
      id: uuid('id').primaryKey(),
      created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
      updated_at: isoTimestamp('updated_at').notNull().default(sql`now()`),
      version: integer('version').notNull().default(1),
    };
    for (const [name, f] of Object.entries(r.fields)) {
      if (f.kind !== 'lines') columns[name] = withModifiers(column(name, f, tables), f);
    }
    if (ownSearchFields(r).length) columns.search = text('search').generatedAlwaysAs(searchExpression(r));
    const dropdownSearch = dropdownSearchFields(r);
    if (dropdownSearch) columns.search_dropdown = text('search_dropdown').generatedAlwaysAs(searchExpression(r, dropdownSearch));
    const table = pgTable(r.table, columns, (t: any) => {
      const extras = [];
      if (ownSearchFields(r).length) extras.push(index(`${r.table}_search_trgm`).using('gin', sql`${t.search} gin_trgm_ops`));
      if (dropdownSearch) extras.push(index(`${r.table}_search_dropdown_trgm`).using('gin', sql`${t.search_dropdown} gin_trgm_ops`));
      for (const [name, f] of Object.entries(r.fields)) {
        if (f.unique || f.kind === 'sequence') extras.push(uniqueIndex(`${r.table}_${toColumnName(name)}_unique`).on(t[name]));
        // References and stored files (who may read a photo), and the dates lists are filtered by, are looked up by value.
        else if (f.kind === 'ref' || f.kind === 'file' || ((f.kind === 'date' || f.kind === 'datetime') && r.filters?.includes(name))) {
          extras.push(index(`${r.table}_${toColumnName(name)}_idx`).on(t[name]));
        }
      }
      for (const c of r.checks ?? []) extras.push(check(checkConstraintName(r, c), checkSql(c)));
      for (const [name, f] of Object.entries(r.fields)) {
        const kindCheck = KIND_CHECKS[f.kind];
        if (kindCheck) extras.push(check(kindCheckName(r, name), sql.raw(kindCheck(JSON.stringify(toColumnName(name))))));
      }
      for (const u of r.uniqueWhile ?? []) {
        const statuses = u.status.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ');
        const [first, ...rest] = u.fields.map((f) => t[f]);
        extras.push(uniqueIndex(uniqueWhileName(r, u.fields)).on(first, ...rest)
          .where(sql.raw(`${JSON.stringify(toColumnName(r.workflow!.field))} IN (${statuses})`)));
      }
      return extras;
    });
    tables.set(r.name, table as AnyTable);
    for (const [name, f] of Object.entries(r.fields)) {
      if (f.kind === 'lines') tables.set(`${r.name}.${name}`, linesTableOf(r, name, f, table as AnyTable, tables));
    }
  }
  return tables;
};
