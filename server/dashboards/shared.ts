import type { Resource } from '../../src/registry/define';
import { STATUS_COLORS, statusTone } from '../../src/registry/statusTone';
import type { DashboardStatusCount } from '../../src/resources/dashboards';

/**
 * Pieces every dashboard query uses. Parameters $1..$4 are the same in each: $1 de (date), $2 ate
 * (date), $3 the time zone, $4 the client (uuid or null); $5 the days per series point.
 */

/**
 * The period's bounds as instants: from the start of `de` to the start of the day after `ate`, in the
 * time zone. Written inline in each condition (not a CTE) so the planner takes them as index bounds.
 */
export const INI = '(($1::date)::timestamp AT TIME ZONE $3)';
export const FIM = '(($2::date + 1)::timestamp AT TIME ZONE $3)';
/** `column` within the period. */
export const within = (column: string) => `${column} >= ${INI} AND ${column} < ${FIM}`;

/** The series point (0, 1, ...) of an instant's day in the time zone. */
export const pointOf = (instant: string) => `((${instant} AT TIME ZONE $3)::date - $1::date) / $5`;

/** Every point of the period, zero days included: k, its first and its last day. */
export const POINTS = `SELECT k, ($1::date + k * $5)::text AS data, least($1::date + k * $5 + $5 - 1, $2::date)::text AS fim
  FROM generate_series(0, ($2::date - $1::date) / $5) AS k`;

/** An SQL list of literal ids from a declaration (never from a request). */
export const idList = (ids: readonly string[]) => ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ');


/** Every declared status of a resource, in lifecycle order, with its count (0 when none). */
export const statusCounts = (r: Resource, counts: readonly { status_id: string | null; total: number }[]): DashboardStatusCount[] =>
  (r.statuses?.list ?? []).map((s) => {
    const tom = statusTone(s.nome);
    return {
      id: s.id, key: s.key, label: `resources.${r.name}.statuses.${s.key}`, nome: s.nome, tom,
      cor: STATUS_COLORS[tom].bg, cor_texto: STATUS_COLORS[tom].fg,
      total: counts.find((c) => c.status_id === s.id)?.total ?? 0,
    };
  });
