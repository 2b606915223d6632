import { DatePicker, DateTimePicker, LocalizationProvider, TimePicker } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid, parse, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import type { ReactNode } from 'react';
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

interface DateValuePickerProps {
  kind: Kind;
  label: ReactNode;
  /** `yyyy-MM-dd`, `HH:mm` or an ISO instant, as the API speaks them. */
  value: string | null | undefined;
  /** Receives the same shapes; 'invalid' while the typed text is not a date yet. */
  onChange: (value: string | null) => void;
  name?: string;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  fullWidth?: boolean;
  /** Filled, as react-admin's inputs and the theme's text fields are. */
  margin?: 'dense' | 'none';
  dataSource?: string;
}

/**
 * Date, time and date-time pickers that read dd/MM/yyyy and HH:mm whatever the browser's own
 * language (docs/domain.md "Dates and times"), with month names and button texts in the page's language. A native date
 * input would follow the browser instead (11/23/2026 on an English browser of a Portuguese page).
 */
export const DateValuePicker = ({ kind, label, value, onChange, name, onBlur, error, helperText, required, fullWidth, margin = 'none', dataSource }: DateValuePickerProps) => {
  const Picker = kind === 'date' ? DatePicker : kind === 'time' ? TimePicker : DateTimePicker;
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_LOCALES[locale as Locale] ?? ptBR}
      localeText={PICKER_TEXTS[locale as Locale] ?? PICKER_TEXTS.pt}>
      <Picker
        label={label}
        value={toDate(kind, value)}
        onChange={(d: Date | null) => onChange(fromDate(kind, d))}
        format={FORMATS[kind]}
        ampm={false}
        // Below 600 px the desktop popper (calendar beside the time columns) is wider than the
        // screen; the mobile variant opens a dialog that fits, whatever the pointer.
        desktopModeMediaQuery="@media (pointer: fine) and (min-width: 600px)"
        slotProps={{
          textField: {
            name, onBlur, error, helperText, required, fullWidth, margin,
            // Filled, as react-admin's inputs and the other fields of our dialogs are.
            variant: 'filled',
            size: 'small',
            inputProps: dataSource ? { 'data-source': dataSource } : undefined,
          },
        }}
      />
    </LocalizationProvider>
  );
};

/** The react-admin input of the date, time and datetime kinds. */
export const PickerInput = ({ kind, fullWidth, ...props }: InputProps & { kind: Kind; fullWidth?: boolean }) => {
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired } = useInput(props);
  const error = fieldState.error?.message;
  return (
    <DateValuePicker
      kind={kind}
      label={<FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />}
      value={field.value as string | null}
      onChange={field.onChange}
      name={field.name}
      onBlur={field.onBlur}
      error={!!error}
      helperText={<InputHelperText error={error} helperText={props.helperText} />}
      fullWidth={fullWidth}
      margin="dense"
      dataSource={props.source}
    />
  );
};
