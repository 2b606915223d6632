import { FieldTitle, useInput, useLocaleState, useResourceContext } from 'react-admin';
import { type NumberKind, numberRefusal } from './localeNumber';
import { NumberTextField } from './NumberTextField';

interface Props {
  source: string;
  /** docs/domain.md "Number precision": whole units, 4 places for decimals, always 2 for money. */
  kind: NumberKind;
  year?: boolean;
  isRequired?: boolean;
  label?: string;
  fullWidth?: boolean;
}

/**
 * A number field of a react-admin form or filter, typed and shown in the page language's format
 * (NumberTextField). Its own check keeps a filter from applying text that is no number; a
 * generated form checks the same with the shared schema.
 */
export const LocaleNumberInput = ({ source, kind, year, isRequired, label, fullWidth }: Props) => {
  const [locale] = useLocaleState();
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source, validate: (value: unknown) => numberRefusal(value, locale, kind) });
  return (
    <NumberTextField
      name={field.name}
      value={field.value}
      kind={kind}
      year={year}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      slotProps={{ htmlInput: { 'data-source': source } }}
      variant="filled"
      size="small"
      margin="dense"
      fullWidth={fullWidth}
    />
  );
};
