import { MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateValuePicker } from '../inputs/PickerInputs';
import { localToday } from '../registry/dates';
import { PRESETS, type Preset, presetOf, presetRange } from './period';
import type { DashboardQuery, Periodo } from './types';

const TYPING_PAUSE_MS = 600;

interface Props {
  query: DashboardQuery;
  /** The period the server answered for (its defaults filled in). */
  periodo?: Periodo;
  onChange: (q: DashboardQuery) => void;
  /** The server's refusal of a date, by field (`de`, `ate`), shown under its input. */
  errors?: Partial<Record<'de' | 'ate', string>>;
}

/** Today, 7 days, 30 days, this month, or a range of the app's date inputs (dd/MM/yyyy). */
export const PeriodPicker = ({ query, periodo, onChange, errors = {} }: Props) => {
  const translate = useTranslate();
  const today = localToday();
  const preset = presetOf(query, today);
  const de = query.de ?? periodo?.de ?? '';
  const ate = query.ate ?? periodo?.ate ?? '';
  // The inputs read their own state while a date is typed: the URL changes a moment later, too late
  // for the next key, and a year typed digit by digit (0202) is no period to ask for yet.
  const [draft, setDraft] = useState({ de, ate });
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!typing.current) setDraft({ de, ate });
  }, [de, ate]);
  useEffect(() => () => clearTimeout(typing.current), []);
  const choose = (p: Preset) => onChange({ ...query, ...(p === 'intervalo' ? { de, ate } : presetRange(p, today)) });
  const setDay = (field: 'de' | 'ate', value: string | null) => {
    setDraft((d) => ({ ...d, [field]: value ?? '' }));
    clearTimeout(typing.current);
    // Asked for once the typing pauses: each key of 22/11/2026 would otherwise be a period of its own.
    typing.current = setTimeout(() => {
      typing.current = undefined;
      if (value && value !== 'invalid' && Number(value.slice(0, 4)) >= 1900) onChange({ ...query, de, ate, [field]: value });
    }, TYPING_PAUSE_MS);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} data-testid="period-picker"
      // A refused date's label and message in error.dark: MUI's error red on the filled input's grey is below AA contrast.
      sx={{ alignItems: { sm: 'flex-start' }, '& .MuiFormLabel-root.Mui-error, & .MuiFormHelperText-root.Mui-error': { color: 'error.dark' } }}>
      <TextField select size="small" variant="filled" label={translate('resources.dashboards.messages.period.label')} value={preset}
        onChange={(e) => choose(e.target.value as Preset)} sx={{ minWidth: 180 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'period-preset' } as object } }}>
        {PRESETS.map((p) => <MenuItem key={p} value={p}>{translate(`resources.dashboards.messages.period.${p}`)}</MenuItem>)}
      </TextField>
      <DateValuePicker kind="date" label={translate('resources.dashboards.messages.period.de')} value={draft.de} onChange={(v) => setDay('de', v)} dataSource="de"
        error={!!errors.de} helperText={errors.de} />
      <DateValuePicker kind="date" label={translate('resources.dashboards.messages.period.ate')} value={draft.ate} onChange={(v) => setDay('ate', v)} dataSource="ate"
        error={!!errors.ate} helperText={errors.ate} />
    </Stack>
  );
};
