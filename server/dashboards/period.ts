import { type Queryable, run } from '../crud/sql';
import { AppError, validationError } from '../errors';
import { currentSettings, settingsTimeZone } from '../settings';
import { dayText } from '../../src/registry/dates';

/**
 * The period of a dashboard (docs/domain.md "Dashboards API"): days in the settings' time zone, the
 * last 30 days ending today by default, at most 366 days; past 92 days the series are weekly.
 */

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;
export const DAILY_MAX_DAYS = 92;
/** The SLA while the settings leave it empty (docs/decisions.md "Dashboards"). */
export const DEFAULT_SLA_HOURS = 48;

export interface PeriodQuery {
  de?: string;
  ate?: string;
  cliente_id?: string;
}

export interface Period {
  de: string;
  ate: string;
  fuso_horario: string;
  dias: number;
  /** Days per point of a series: 1, or 7 past DAILY_MAX_DAYS. */
  passo: 1 | 7;
  cliente_id: string | null;
  sla_horas: number;
  docas: number;
}

const DAY_MS = 86_400_000;
const toDay = (s: string) => Date.parse(`${s}T00:00:00Z`);
const addDays = (s: string, n: number) => new Date(toDay(s) + n * DAY_MS).toISOString().slice(0, 10);

/** Fills the defaults from the current settings (one round trip) and refuses what no day or client answers. */
export const resolvePeriod = async (db: Queryable, q: PeriodQuery): Promise<Period> => {
  const [s] = await run<{ tz: string; today: string; sla: number | null; docas: number | null; cliente: boolean | null }>(db, `
    SELECT z.tz, (now() AT TIME ZONE z.tz)::date::text AS today,
           (${currentSettings('sla_ordem_servico_horas')}) AS sla, (${currentSettings('docas')}) AS docas,
           CASE WHEN $1::uuid IS NOT NULL THEN EXISTS (SELECT 1 FROM clientes WHERE id = $1::uuid) END AS cliente
      FROM (SELECT ${settingsTimeZone} AS tz) z`, [q.cliente_id ?? null], 'dashboards:period');
  if (q.cliente_id && !s.cliente) throw validationError({ cliente_id: { message: 'app.validation.ref' } });
  const ate = q.ate ?? s.today;
  const de = q.de ?? addDays(ate, -(DEFAULT_DAYS - 1));
  const dias = Math.round((toDay(ate) - toDay(de)) / DAY_MS) + 1;
  // The message names both dates and the rule, not only "some fields are invalid" (issue 28).
  if (dias < 1) {
    throw new AppError(400, 'resources.dashboards.messages.periodo_invertido_datas', { de: dayText(de), ate: dayText(ate) },
      { ate: { message: 'resources.dashboards.messages.periodo_invertido' } });
  }
  if (dias > MAX_DAYS) {
    const args = { max: MAX_DAYS };
    throw new AppError(400, 'resources.dashboards.messages.periodo_longo', args, { de: { message: 'resources.dashboards.messages.periodo_longo', args } });
  }
  return {
    de, ate, fuso_horario: s.tz, dias, passo: dias > DAILY_MAX_DAYS ? 7 : 1, cliente_id: q.cliente_id ?? null,
    sla_horas: s.sla ?? DEFAULT_SLA_HOURS, docas: s.docas ?? 0,
  };
};

/** The period as every answer carries it. */
export const periodOf = (p: Period) => ({
  de: p.de, ate: p.ate, fuso_horario: p.fuso_horario, dias: p.dias, granularidade: p.passo === 1 ? 'dia' as const : 'semana' as const,
  cliente_id: p.cliente_id,
});
