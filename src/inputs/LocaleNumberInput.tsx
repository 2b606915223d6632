import { TextField } from '@mui/material';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useResourceContext } from 'react-admin';
import { intlLocale } from '../fields/format';

interface Props {
  source: string;
  /** Decimal places kept (docs/domain.md "Number precision": 4 for decimals, 2 for money, 0 for integers). */
  places: number;
  isRequired?: boolean;
  label?: string;
  fullWidth?: boolean;
}

const separators = (locale: string) => {
  const parts = new Intl.NumberFormat(intlLocale(locale)).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
};

/** "1.234,5678" in pt, "1,234.5678" in en → 1234.5678; text that is no number stays text for the validator. */
export const parseLocaleNumber = (text: string, locale: string): number | string | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const { group, decimal } = separators(locale);
  const plain = trimmed.split(group).join('').replace(/\s/g, '').replace(decimal, '.');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : trimmed;
};

export const formatLocaleNumber = (value: unknown, locale: string, places: number): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: places }).format(value)
    : typeof value === 'string' ? value : '';

/** A number typed and shown in the page language's format (docs/domain.md "Number precision"). */
export const LocaleNumberInput = ({ source, places, isRequired, label, fullWidth }: Props) => {
  const [locale] = useLocaleState();
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source });
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? formatLocaleNumber(field.value, locale, places);
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
      error={!!fieldState.error}
      helperText={<InputHelperText error={fieldState.error?.message} />}
      slotProps={{ htmlInput: { inputMode: places ? 'decimal' : 'numeric', 'data-source': source } }}
      variant="filled"
      size="small"
      margin="dense"
      fullWidth={fullWidth}
    />
  );
};
