import { Alert } from '@mui/material';
import { useCallback, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { type FieldValues, useWatch } from 'react-hook-form';
import { dayText, localToday } from '../../registry/dates';
import { endsNextDay } from './bookingEvents';

const F = (key: string) => `resources.agendamentos.messages.form.${key}`;

/** Days before and after today within which a booking's day passes without a question (docs/decisions.md "Dock bookings and NF-e import after the trial"). */
export const USUAL_DAYS = { before: 7, after: 180 } as const;
const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The usual window when `day` is outside it (a typo's 2020 or 2099), else undefined. */
export const unusualDay = (day: string, today = localToday()) => {
  const from = shift(today, -USUAL_DAYS.before);
  const to = shift(today, USUAL_DAYS.after);
  return day < from || day > to ? { from, to } : undefined;
};

/**
 * A save whose day is outside the usual window asks first (the form stays as it is on "fix it");
 * `dialog` is the question, rendered beside the form.
 */
export const useUnusualDayConfirm = () => {
  const translate = useTranslate();
  const [asking, setAsking] = useState<{ day: string; from: string; to: string; answer: (ok: boolean) => void }>();
  const confirmSave = useCallback((values: FieldValues) => {
    const day = typeof values.data === 'string' ? values.data.slice(0, 10) : '';
    const window = day ? unusualDay(day) : undefined;
    if (!window) return Promise.resolve(true);
    return new Promise<boolean>((answer) => setAsking({ day, ...window, answer }));
  }, []);
  const close = (ok: boolean) => {
    asking?.answer(ok);
    setAsking(undefined);
  };
  const dialog = (
    <Confirm
      isOpen={!!asking}
      title={F('unusual_title')}
      content={asking ? translate(F('unusual_day'), { data: dayText(asking.day), de: dayText(asking.from), ate: dayText(asking.to) }) : ''}
      confirm={F('unusual_save')}
      cancel={F('unusual_fix')}
      onConfirm={() => close(true)}
      onClose={() => close(false)}
    />
  );
  return { confirmSave, dialog };
};

/** Inside the form: a booking whose end is at or before its start ends the next day, and says so as it is typed. */
export const OvernightHint = () => {
  const translate = useTranslate();
  const [data, inicio, fim] = useWatch({ name: ['data', 'hora_inicio', 'hora_fim'] }) as (string | null | undefined)[];
  if (!inicio || !fim || inicio.slice(0, 5) === fim.slice(0, 5) || !endsNextDay(inicio, fim)) return null;
  return (
    <Alert severity="info" role="status" sx={{ mt: 1, width: '100%' }} data-testid="overnight-hint">
      {translate(F('overnight'), { data: data ? dayText(shift(data.slice(0, 10), 1)) : '', fim: fim.slice(0, 5) })}
    </Alert>
  );
};
