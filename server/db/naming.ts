import { type FieldDef, type Resource, toColumnName } from '../../src/registry/define';

// The database's names for what the declarations name, and back. A resource's own table name
// comes from src/registry/naming.ts (the browser needs it too).

/** A password is stored as its hash, in this column whatever the field is called. */
const PASSWORD_COLUMN = 'password_hash';

/** The column behind a field: its snake_case name, `password_hash` for a password. */
export const columnOf = (field: string, f: FieldDef): string => (f.kind === 'password' ? PASSWORD_COLUMN : toColumnName(field));

/** The field behind a column that a database error names; the column itself when no field has it. */
export const fieldOfColumn = (r: Resource, column: string): string =>
  Object.keys(r.fields).find((f) => columnOf(f, r.fields[f]) === column) ?? column;

/** The child table of a line-item field: `solicitacoes_itens`. */
export const linesTable = (r: Resource, field: string): string => `${r.table}_${toColumnName(field)}`;

/**
 * The resource a table belongs to: its own table, or one of its line tables (`rotas_paradas` is
 * part of a rota, and is named as one when it blocks a delete).
 */
export const resourceOfTable = (resources: Resource[]): ((table: string) => Resource | undefined) => {
  const owners = new Map<string, Resource>();
  for (const r of resources) {
    owners.set(r.table, r);
    for (const [field, f] of Object.entries(r.fields)) if (f.kind === 'lines') owners.set(linesTable(r, field), r);
  }
  return (table) => owners.get(table);
};
