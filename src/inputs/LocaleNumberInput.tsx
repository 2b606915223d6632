import { TextField } from '@mui/material';
import { useState } from 'react';
import { FieldTitle, InputHelperText, type ValidationErrorMessage, useInput, useLocaleState, useResourceContext } from 'react-admin';
import { NUMBER_DIGITS, intlLocale } from '../fields/format';
import { formatLocaleNumber, parseLocaleNumber, readLocaleNumber } from './localeNumber';

interface Props {
  source: string;
  /** docs/domain.md "Number precision": 4 places for decimals, always 2 for money. */
  kind: 'decimal' | 'money';
  isRequired?: boolean;
  label?: string;
  fullWidth?: boolean;
}

/** Why text left in the field is no number, in the page's words (the ambiguous case names both readings). */
const refusal = (value: unknown, locale: string): ValidationErrorMessage | undefined => {
  if (typeof value !== 'string') return undefined;
  const read = readLocaleNumber(value, locale);
  if (read.kind !== 'refused') return undefined;
  if (read.reason === 'malformed') return 'app.validation.number';
  const number = new Intl.NumberFormat(intlLocale(locale), NUMBER_DIGITS.decimal);
  return { message: 'app.forms.number_ambiguous', args: { grouped: number.format(read.grouped!), decimal: number.format(read.decimal!) } };
};

/**
 * A number typed and shown in the page language's format (docs/domain.md "Number precision").
 * Once left, the field shows what will be saved, or why the text is no number.
 */
export const LocaleNumberInput = ({ source, kind, isRequired, label, fullWidth }: Props) => {
  const [locale] = useLocaleState();
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source });
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? formatLocaleNumber(field.value, locale, kind);
  const error = (text === null ? refusal(field.value, locale) : undefined) ?? fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      value={shown}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(parseLocaleNumber(e.target.value, locale));
      }}
      onBlur={() => {
        setText(null);
        field.onBlur();
      }}
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      error={!!error}
      helperText={<InputHelperText error={error} />}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-source': source } }}
      variant="filled"
      size="small"
      margin="dense"
      fullWidth={fullWidth}
    />
  );
};
