import { describe, expect, it } from 'vitest';
import { bookingColors, endsNextDay, movable, slotValues, toEvent } from './bookingEvents';
import { unusualDay } from './bookingForm';
import agendamentos from './index';

describe('dock calendar events', () => {
  it('builds local start and end from the stored day and times, on the dock column', () => {
    const e = toEvent({ id: 'a', numero: 7, data: '2027-03-04', hora_inicio: '10:00', hora_fim: '11:30', doca: 2, status_id: agendamentos.statusIds.agendado });
    expect(e?.start).toEqual(new Date(2027, 2, 4, 10, 0));
    expect(e?.end).toEqual(new Date(2027, 2, 4, 11, 30));
    expect(e?.resourceId).toBe(2);
    expect(toEvent({ id: 'b', data: null })).toBeUndefined();
  });

  it('draws a booking whose end is at or before its start until that time of the next day', () => {
    const e = toEvent({ id: 'a', data: '2027-03-31', hora_inicio: '22:00', hora_fim: '02:00', doca: 1 });
    expect(e?.end).toEqual(new Date(2027, 3, 1, 2, 0));
    expect(endsNextDay('22:00:00', '02:00')).toBe(true);
    expect(endsNextDay('10:00', '11:00')).toBe(false);
  });

  it('turns a dragged slot or a dropped booking into its values: an end on a later day is an end at or before the start', () => {
    expect(slotValues(new Date(2027, 2, 4, 10, 0), new Date(2027, 2, 4, 11, 0), 3)).toEqual({ data: '2027-03-04', hora_inicio: '10:00', hora_fim: '11:00', doca: 3 });
    expect(slotValues(new Date(2027, 2, 4, 23, 0), new Date(2027, 2, 5, 0, 0), undefined)).toEqual({ data: '2027-03-04', hora_inicio: '23:00', hora_fim: '00:00' });
    expect(slotValues(new Date(2027, 2, 4, 22, 30), new Date(2027, 2, 5, 1, 30), 2)).toEqual({ data: '2027-03-04', hora_inicio: '22:30', hora_fim: '01:30', doca: 2 });
  });

  it('lets only a booking still Agendado move', () => {
    const s = agendamentos.statusIds;
    const at = (status: string) => toEvent({ id: 'a', data: '2027-03-04', hora_inicio: '10:00', hora_fim: '11:00', doca: 1, status_id: status })!;
    expect(movable(at(s.agendado))).toBe(true);
    expect([s.emAndamento, s.concluido, s.cancelado, s.naoCompareceu].map((x) => movable(at(x)))).toEqual([false, false, false, false]);
  });

  it('gives each status its own colours and an unknown one the neutral grey', () => {
    const s = agendamentos.statusIds;
    expect(new Set([s.agendado, s.emAndamento, s.concluido].map((id) => bookingColors(id).bg)).size).toBe(3);
    expect(bookingColors(s.cancelado)).toEqual(bookingColors(undefined));
  });

  it('asks about a day more than a week back or half a year ahead, not about the days between', () => {
    expect(unusualDay('2020-11-27', '2026-11-27')).toEqual({ from: '2026-11-20', to: '2027-05-26' });
    expect(unusualDay('2099-01-01', '2026-11-27')).toBeDefined();
    expect(unusualDay('2026-11-20', '2026-11-27')).toBeUndefined();
    expect(unusualDay('2027-05-26', '2026-11-27')).toBeUndefined();
    expect(unusualDay('2027-05-27', '2026-11-27')).toBeDefined();
  });
});
