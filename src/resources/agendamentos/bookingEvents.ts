import type { RaRecord } from 'react-admin';
import agendamentos from './index';
import { STATUS_COLORS } from '../../registry/statusTone';

const A = agendamentos.statusIds;

/** One booking as the calendar draws it: local dates built from the stored day and times, and the record itself. */
export interface BookingEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId: number;
  status: string | undefined;
  record: RaRecord;
}

const at = (day: string, time: string) => {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, min);
};

/** An end at or before the start is on the next day: the booking runs over midnight (the server's `agendamento_periodo`). */
export const endsNextDay = (horaInicio: string, horaFim: string) => horaFim.slice(0, 5) <= horaInicio.slice(0, 5);

export const toEvent = (r: RaRecord): BookingEvent | undefined => {
  if (typeof r.data !== 'string' || typeof r.hora_inicio !== 'string' || typeof r.hora_fim !== 'string') return undefined;
  const end = at(r.data, r.hora_fim);
  if (endsNextDay(r.hora_inicio, r.hora_fim)) end.setDate(end.getDate() + 1);
  return {
    id: String(r.id),
    title: `${r.numero ?? ''}`,
    start: at(r.data, r.hora_inicio),
    end,
    resourceId: Number(r.doca),
    status: r.status_id as string | undefined,
    record: r,
  };
};

const pad = (n: number) => String(n).padStart(2, '0');
export const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/**
 * A dragged slot, or a booking dropped somewhere, as a booking's values: its day is the start's, and
 * an end on a later day (midnight included) is an end at or before the start, which the server
 * reads as the next day.
 */
export const slotValues = (start: Date, end: Date, doca: number | undefined) => ({
  data: dayOf(start),
  hora_inicio: timeOf(start),
  hora_fim: timeOf(end),
  ...(doca ? { doca } : {}),
});

/** Only a booking still Agendado may change (the declaration's editableWhile): only it moves on the calendar. */
export const movable = (e: BookingEvent) => e.status === A.agendado;

/**
 * The colours of a booking by status, from the status palette (src/fields/statusTone.ts): done is
 * the approved blue, cancelled and no-show (the dock is free again) the neutral grey; the two
 * live statuses get their own shades at the same ≥ 4.5:1 contrast.
 */
export const BOOKING_COLORS: Record<string, { bg: string; fg: string }> = {
  [A.agendado]: { bg: '#c8e6c9', fg: '#1b5e20' },
  [A.emAndamento]: { bg: '#ffe082', fg: '#4e342e' },
  [A.concluido]: STATUS_COLORS.approved,
  [A.cancelado]: STATUS_COLORS.neutral,
  [A.naoCompareceu]: STATUS_COLORS.neutral,
};
export const bookingColors = (status: string | undefined) => (status && BOOKING_COLORS[status]) || STATUS_COLORS.neutral;

/** The legend: each colour once, with the statuses it stands for (cancelled and no-show share the grey). */
export const LEGEND: { keys: (keyof typeof A)[]; colors: { bg: string; fg: string } }[] = [
  { keys: ['agendado'], colors: BOOKING_COLORS[A.agendado] },
  { keys: ['emAndamento'], colors: BOOKING_COLORS[A.emAndamento] },
  { keys: ['concluido'], colors: BOOKING_COLORS[A.concluido] },
  { keys: ['cancelado', 'naoCompareceu'], colors: STATUS_COLORS.neutral },
];

/** Who a booking is for: the supplier of a receipt or the client of a shipment (ids), and its carrier. */
export const partiesOf = (r: RaRecord) => ({
  party: (r.tipo === 'expedicao' ? r.cliente_id : r.fornecedor_id) as string | undefined,
  partyResource: r.tipo === 'expedicao' ? 'clientes' : 'fornecedores',
  carrier: r.transportadora_id as string | undefined,
});
