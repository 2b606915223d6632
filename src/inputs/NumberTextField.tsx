import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, type ValidationErrorMessage, useLocaleState } from 'react-admin';
import { type NumberKind, formatLocaleNumber, numberRefusal, parseLocaleNumber } from './localeNumber';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText' | 'type'> & {
  /** The number read, null for nothing, or the text kept because it is no number. */
  value: unknown;
  onValueChange: (value: number | string | null) => void;
  kind: NumberKind;
  /** A year: shown without digit grouping (2022, never 2.022). */
  year?: boolean;
  /** A message from elsewhere (the form's schema, the server's answer), shown when the text itself reads. */
  error?: ValidationErrorMessage;
};

/**
 * The one numeric text field of the app (docs/domain.md "Number precision"): typed in the page
 * language's format and read by `readLocaleNumber`; once left it shows what will be saved, or why
 * the text cannot be (no number, an ambiguous mark, a fraction of whole units). Generated forms
 * reach it through LocaleNumberInput, hand-made screens (a count, an adjustment) directly; never
 * `type="number"`, whose reading depends on the browser, not the page.
 */
export const NumberTextField = ({ value, onValueChange, kind, year, error, onBlur, slotProps, sx, ...props }: Props) => {
  const [locale] = useLocaleState();
  const [text, setText] = useState<string | null>(null);
  const message = (text === null ? numberRefusal(value, locale, kind) : undefined) ?? error;
  return (
    <TextField
      {...props}
      value={text ?? formatLocaleNumber(value, locale, kind, { year })}
      onChange={(e) => {
        setText(e.target.value);
        onValueChange(parseLocaleNumber(e.target.value, locale));
      }}
      onBlur={(e) => {
        setText(null);
        onBlur?.(e);
      }}
      error={!!message}
      helperText={<InputHelperText error={message} />}
      // Numbers read left to right in every language; the rtl stylesheet flips 'left' to the page's reading side.
      sx={[{ '& input': { textAlign: 'left' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{ ...slotProps, htmlInput: { inputMode: kind === 'int' ? 'numeric' : 'decimal', dir: 'ltr', ...(slotProps?.htmlInput as object) } }}
    />
  );
};
