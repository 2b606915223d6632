import configuracoes from '../src/resources/configuracoes';
import { type Queryable, run } from './crud/sql';

/**
 * The current settings (docs/domain.md "Current settings"): the first configuracoes row by creation, the id breaking a tie
 * (docs/decisions.md), as the list shows them first. A query for the given columns, to run or
 * to nest.
 */
export const currentSettings = (columns: string): string => `SELECT ${columns} FROM configuracoes ORDER BY created_at, id LIMIT 1`;

const DEFAULT_TIME_ZONE = String(configuracoes.fields.fuso_horario.default).replace(/'/g, "''");

/** The settings' time zone as an SQL expression; the declared default until one is set. */
export const settingsTimeZone = `coalesce((${currentSettings('fuso_horario')}), '${DEFAULT_TIME_ZONE}')`;

/**
 * The instant a day starts in the settings' time zone, from an SQL date expression: a filter by
 * days (the ledger's, a list's date-time range) means the company's days, whole.
 */
export const dayStartsAt = (day: string): string => `(${day})::date::timestamp AT TIME ZONE ${settingsTimeZone}`;

/** Today (yyyy-MM-dd) in the settings' time zone: the day a board or a driver opens on. */
export const settingsToday = async (db: Queryable): Promise<string> =>
  (await run<{ d: string }>(db, `SELECT (now() AT TIME ZONE ${settingsTimeZone})::date::text AS d`, [], 'settings:today'))[0].d;
