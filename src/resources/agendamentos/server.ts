import type { RecordOf } from '../../registry/define';
import { dayText } from '../../registry/dates';
import { chaveAcessoValida } from '../../registry/nfe';
import agendamentos from './index';
import { defineServer } from '../../../server/operations';
import { type Queryable, run } from '../../../server/crud/sql';
import { AppError, validationError } from '../../../server/errors';
import { currentSettings } from '../../../server/settings';

type Agendamento = RecordOf<typeof agendamentos>;
const A = agendamentos.statusIds;
/** Bookings that no longer hold their dock: the exclusion constraint `agendamentos_doca_livre` ignores them too. */
const FREEING: readonly string[] = [A.cancelado, A.naoCompareceu];

interface Slot { data: string; hora_inicio: string; hora_fim: string; doca: number }

/** An end at or before the start is on the next day (the SQL function `agendamento_periodo` says the same). */
const overnight = (slot: Slot) => slot.hora_fim.slice(0, 5) <= slot.hora_inicio.slice(0, 5);
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The live booking of the same dock overlapping a slot, if any, by the constraint's own period
 * (`agendamento_periodo`, migration 0020): half-open, so 10:00–11:00 and 11:00–12:00 both stand,
 * and a booking of the day before that runs past midnight counts.
 */
const overlapping = async (db: Queryable, slot: Slot, id: string | undefined) =>
  (await run<{ numero: number; data: string; hora_inicio: string; hora_fim: string }>(db,
    `SELECT numero, data::text AS data, to_char(hora_inicio, 'HH24:MI') AS hora_inicio, to_char(hora_fim, 'HH24:MI') AS hora_fim
       FROM agendamentos
      WHERE doca = $1 AND data BETWEEN $2::date - 1 AND $2::date + 1 AND id IS DISTINCT FROM $5::uuid
        AND NOT (status_id IS NOT NULL AND status_id = ANY($6::uuid[]))
        AND agendamento_periodo(data, hora_inicio, hora_fim) && agendamento_periodo($2::date, $3::time, $4::time)
      ORDER BY data, hora_inicio LIMIT 1`,
    [slot.doca, slot.data, slot.hora_inicio, slot.hora_fim, id ?? null, FREEING], 'agendamentos:overlap'))[0];

/**
 * Dock bookings (docs/domain.md "Warehousing"): the dock exists in the settings, every expected
 * NF-e key has a right check digit, and a slot taken on the dock is refused naming its booking.
 */
export default defineServer(agendamentos, {
  async beforeWrite(data, ctx) {
    const { db, existing } = ctx;
    const merged = { ...existing, ...data } as Partial<Agendamento>;
    const fields: Record<string, { message: string; args?: Record<string, unknown> }> = {};
    if (data.doca !== undefined && data.doca !== null) {
      const [settings] = await run<{ docas: number | null }>(db, currentSettings('docas'), [], 'agendamentos:docas');
      const docas = settings?.docas;
      if (docas && Number(data.doca) > docas) fields.doca = { message: 'resources.agendamentos.messages.doca', args: { docas } };
    }
    (data.notas ?? []).forEach((n, i) => {
      // The pattern is the declaration's; a well-shaped key may still carry a wrong check digit.
      const chave = typeof n?.chave_acesso === 'string' ? n.chave_acesso.toUpperCase() : '';
      if (/^[0-9]{6}[0-9A-Z]{14}[0-9]{24}$/.test(chave) && !chaveAcessoValida(chave)) {
        fields[`notas.${i}.chave_acesso`] = { message: 'app.validation.chave_acesso_dv' };
      }
      // A note is expected by its number or its key: a line with neither expects nothing.
      if (!chave && !n?.numero_nf) fields[`notas.${i}.numero_nf`] = { message: 'resources.agendamentos.messages.nota_vazia' };
    });
    if (Object.keys(fields).length) throw validationError(fields);

    const slotChanged = !existing || (['data', 'hora_inicio', 'hora_fim', 'doca', 'status_id'] as const).some((k) => data[k] !== undefined);
    const live = !FREEING.includes((merged.status_id as string | undefined) ?? A.agendado);
    if (!slotChanged || !live || !merged.data || !merged.hora_inicio || !merged.hora_fim || merged.doca === undefined) return data;
    const slot: Slot = { data: String(merged.data), hora_inicio: String(merged.hora_inicio), hora_fim: String(merged.hora_fim), doca: Number(merged.doca) };
    // Writers of one dock's day queue here, so the second one reads the first's committed booking and
    // can name it; the exclusion constraint still decides for any write that bypasses this hook. A
    // booking over midnight takes both days' locks (in day order, so two such writers never deadlock):
    // any two bookings that overlap share at least one of them.
    for (const day of overnight(slot) ? [slot.data, nextDay(slot.data)] : [slot.data]) {
      await run(db, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`agendamentos:${slot.doca}:${day}`], 'agendamentos:lock');
    }
    const other = await overlapping(db, slot, existing?.id as string | undefined);
    if (other) {
      const args = { other: other.numero, doca: slot.doca, data: dayText(other.data), inicio: other.hora_inicio, fim: other.hora_fim };
      throw new AppError(409, 'resources.agendamentos.messages.doca_ocupada', args, { doca: { message: 'resources.agendamentos.messages.doca_ocupada', args } });
    }
    return data;
  },
});
