import { TextInput, type TextInputProps } from 'react-admin';
import { MASKS, applyMask } from '../fields/format';
import type { FieldKind } from '../registry/define';
import { onlyDigits } from '../registry/brazil';

/**
 * Brazilian document and phone inputs (SPEC 5): the field holds digits only, the user sees
 * the mask while typing. Padding to full length happens on the server and in the schema.
 */
export const MaskedInput = ({ kind, ...props }: TextInputProps & { kind: FieldKind }) => {
  const mask = MASKS[kind]!;
  const pattern = (d: string) => (typeof mask.pattern === 'function' ? mask.pattern(d) : mask.pattern);
  return (
    <TextInput
      {...props}
      format={(value: unknown) => {
        const d = onlyDigits(String(value ?? ''));
        return d ? applyMask(d, pattern(d)) : '';
      }}
      parse={(value: string) => onlyDigits(value).slice(0, mask.length)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
};

export const CardInput = (props: TextInputProps) => (
  <TextInput
    {...props}
    // Only the last four digits are ever kept: a full number never leaves the browser.
    parse={(value: string) => onlyDigits(value).slice(-4)}
    format={(value: unknown) => (value ? `•••• ${String(value).slice(-4)}` : '')}
  />
);
