import { TextInput, type TextInputProps } from 'react-admin';
import { formatPlaca } from '../registry/brazil';

/**
 * A vehicle plate, old (ABC-1234) or Mercosul (ABC1D23): typed in any case, with or without the
 * dash; held as the server stores it, upper-case without the dash, shown as printed (formatPlaca).
 */
export const PlacaInput = (props: TextInputProps) => (
  <TextInput
    {...props}
    format={(value: unknown) => (value ? formatPlaca(String(value)) : '')}
    parse={(value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 7)}
    slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false, maxLength: 8 } }}
  />
);
