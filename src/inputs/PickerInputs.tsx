import { DatePicker, DateTimePicker, LocalizationProvider, TimePicker } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid, parse, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { type InputProps, FieldTitle, InputHelperText, useInput, useLocaleState, useResourceContext } from 'react-admin';
import type { Locale } from '../../i18n';
import { DATE_LOCALES, PICKER_TEXTS } from './pickerTexts';


type Kind = 'date' | 'time' | 'datetime';

const FORMATS: Record<Kind, string> = { date: 'dd/MM/yyyy', time: 'HH:mm', datetime: 'dd/MM/yyyy HH:mm' };

const toDate = (kind: Kind, value: unknown): Date | null => {
  if (typeof value !== 'string' || !value) return null;
  const d = kind === 'time' ? parse(value.slice(0, 5), 'HH:mm', new Date(2000, 0, 1)) : parseISO(value);
  return isValid(d) ? d : null;
};

const fromDate = (kind: Kind, d: Date | null): string | null => {
  if (!d) return null;
  if (!isValid(d)) return 'invalid';
  if (kind === 'date') return format(d, 'yyyy-MM-dd');
  if (kind === 'time') return format(d, 'HH:mm');
  return d.toISOString();
};

/** Date, time and date-time pickers that always read dd/MM/yyyy and HH:mm (SPEC 9). */
export const PickerInput = ({ kind, fullWidth, ...props }: InputProps & { kind: Kind; fullWidth?: boolean }) => {
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired } = useInput(props);
  const Picker = kind === 'date' ? DatePicker : kind === 'time' ? TimePicker : DateTimePicker;
  const error = fieldState.error?.message;
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_LOCALES[locale as Locale] ?? ptBR}
      localeText={PICKER_TEXTS[locale as Locale] ?? PICKER_TEXTS.pt}>
      <Picker
        label={<FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />}
        value={toDate(kind, field.value)}
        onChange={(d: Date | null) => field.onChange(fromDate(kind, d))}
        format={FORMATS[kind]}
        ampm={false}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            error: !!error,
            helperText: <InputHelperText error={error} helperText={props.helperText} />,
            size: 'small',
            variant: 'filled',
            fullWidth,
            margin: 'dense',
            inputProps: { 'data-source': props.source },
          },
        }}
      />
    </LocalizationProvider>
  );
};
