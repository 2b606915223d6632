import type { RaRecord } from 'react-admin';
import agendamentos from './index';
import { STATUS_COLORS } from '../../registry/statusTone';

const A = agendamentos.statusIds;

/** One booking as the calendar draws it: local dates built from the stored day and times. */
export interface BookingEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId: number;
  status: string | undefined;
}

const at = (day: string, time: string) => {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, min);
};

export const toEvent = (r: RaRecord): BookingEvent | undefined => {
  if (typeof r.data !== 'string' || typeof r.hora_inicio !== 'string' || typeof r.hora_fim !== 'string') return undefined;
  return {
    id: String(r.id),
    title: `${r.numero ?? ''}`,
    start: at(r.data, r.hora_inicio),
    end: at(r.data, r.hora_fim),
    resourceId: Number(r.doca),
    status: r.status_id as string | undefined,
  };
};

const pad = (n: number) => String(n).padStart(2, '0');
export const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/**
 * A dragged slot as the values of a new booking. A slot that ends at midnight ends the day at
 * 23:59 (a booking never crosses midnight: hora_inicio < hora_fim).
 */
export const slotValues = (start: Date, end: Date, doca: number | undefined) => ({
  data: dayOf(start),
  hora_inicio: timeOf(start),
  hora_fim: dayOf(end) !== dayOf(start) ? '23:59' : timeOf(end),
  ...(doca ? { doca } : {}),
});

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
