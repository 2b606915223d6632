import type { Resource } from '../../src/registry/define';
import { hasRole } from '../../src/registry/roles';
import { columnOf } from '../db/naming';
import { ident } from './sql';

/** Who reads: the signed-in user as the guard or the socket knows them. */
export interface Viewer {
  id: string;
  tipo_id: string;
  roles: string[];
}

/**
 * The one place that decides the declaration's `owner` rule (docs/architecture.md "Owner"):
 * every route, the history, the boards, file reads and the socket ask here, so a new route of
 * an owned resource cannot forget it. The field naming the user when `r`'s rule restricts them
 * to their own records, else undefined (the rule does not concern them).
 */
export const ownerField = (r: Resource, u: Viewer): string | undefined =>
  r.owner && u.tipo_id === r.owner.tipo ? r.owner.field : undefined;

/** Reads every field of the records they may see: with the view role, or as an owner (their own ones only). */
export const viewsFull = (r: Resource, u: Viewer): boolean => hasRole(u.roles, r.viewRole) || !!ownerField(r, u);

/**
 * The owner rule as an SQL condition on `alias` (a row of `r.table`), its value added through
 * `param` (which answers the placeholder, `$3`); undefined when the user is not restricted.
 */
export const ownerScope = (r: Resource, u: Viewer, alias: string, param: (v: unknown) => string): string | undefined =>
  (ownerField(r, u) ? ownedBy(r, u, alias, param) : undefined);

/**
 * The caller's own records of `r` as an SQL condition on `alias`, whatever their tipo: "my day" is
 * nobody else's, by the same owner field the rule reads.
 */
export const ownedBy = (r: Resource, u: Viewer, alias: string, param: (v: unknown) => string): string => {
  if (!r.owner) throw new Error(`${r.name} declares no owner`);
  const field = r.owner.field;
  return `${alias}.${ident(columnOf(field, r.fields[field]))} = ${param(u.id)}`;
};

/**
 * The users a change of an owned record concerns (its owner before and after), carried by its
 * notification so that the socket applies the rule without reading the record, which a delete
 * has already removed.
 */
export const ownersOf = (r: Resource, ...rows: (Record<string, unknown> | undefined)[]): string[] | undefined => {
  if (!r.owner) return undefined;
  const field = r.owner.field;
  return [...new Set(rows.map((row) => row?.[field]).filter((v): v is string => typeof v === 'string'))];
};

/** The owner rule for a change announced on the socket: `owners` as `ownersOf` gave them. */
export const hearsChange = (r: Resource, u: Viewer, owners: unknown): boolean =>
  ownerField(r, u) ? Array.isArray(owners) && owners.includes(u.id) : hasRole(u.roles, r.viewRole);
