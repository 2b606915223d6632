import { describe, expect, it } from 'vitest';
import { bookingColors, slotValues, toEvent } from './bookingEvents';
import agendamentos from './index';

describe('dock calendar events', () => {
  it('builds local start and end from the stored day and times, on the dock column', () => {
    const e = toEvent({ id: 'a', numero: 7, data: '2027-03-04', hora_inicio: '10:00', hora_fim: '11:30', doca: 2, status_id: agendamentos.statusIds.agendado });
    expect(e?.start).toEqual(new Date(2027, 2, 4, 10, 0));
    expect(e?.end).toEqual(new Date(2027, 2, 4, 11, 30));
    expect(e?.resourceId).toBe(2);
    expect(toEvent({ id: 'b', data: null })).toBeUndefined();
  });

  it('turns a dragged slot into a new booking, ending at 23:59 when the slot ends at midnight', () => {
    expect(slotValues(new Date(2027, 2, 4, 10, 0), new Date(2027, 2, 4, 11, 0), 3)).toEqual({ data: '2027-03-04', hora_inicio: '10:00', hora_fim: '11:00', doca: 3 });
    expect(slotValues(new Date(2027, 2, 4, 23, 0), new Date(2027, 2, 5, 0, 0), undefined)).toEqual({ data: '2027-03-04', hora_inicio: '23:00', hora_fim: '23:59' });
  });

  it('gives each status its own colours and an unknown one the neutral grey', () => {
    const s = agendamentos.statusIds;
    expect(new Set([s.agendado, s.emAndamento, s.concluido].map((id) => bookingColors(id).bg)).size).toBe(3);
    expect(bookingColors(s.cancelado)).toEqual(bookingColors(undefined));
  });
});
