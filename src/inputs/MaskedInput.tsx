import { format as applyMask } from '@react-input/mask';
import { type ChangeEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TextInput, type TextInputProps, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MASKS, maskChars } from '../fields/format';
import { onlyDigits } from '../registry/brazil';
import type { FieldKind } from '../registry/define';
import { fieldSchema } from '../registry/validation';
import { digitsBefore, positionAfterDigits } from './caret';

// MASKS writes a kept character as '#': a digit, or for a CNPJ also an upper-case letter (the
// input upper-cases before the mask is laid, since the mask drops what does not match).
const DIGITS = { '#': /\d/ };
const ALPHANUMERIC = { '#': /[0-9A-Z]/ };
const KEPT_DIGIT = /\d/;
const KEPT_ALPHANUMERIC = /[0-9A-Za-z]/;

/**
 * Brazilian document and phone inputs (docs/domain.md "Document masks and padding"). The field holds digits only; the person sees
 * the mask (laid by @react-input/mask's `format`) while typing. A mask moves separators, never
 * digits (nor a CNPJ's letters), so the caret is kept as "after the n-th kept character" and put back there once React has
 * written the masked text. The library's own input handling is not used: it drops keystrokes
 * that come less than ~20 ms apart (docs/decisions.md, "Forms").
 */
export const MaskedInput = ({ kind, ...props }: TextInputProps & { kind: FieldKind }) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const def = MASKS[kind]!;
  const replacement = def.alphanumeric ? ALPHANUMERIC : DIGITS;
  const kept = def.alphanumeric ? KEPT_ALPHANUMERIC : KEPT_DIGIT;
  const maskOf = (chars: string) => ({ mask: typeof def.pattern === 'function' ? def.pattern(chars) : def.pattern, replacement });
  const input = useRef<HTMLInputElement>(null);
  const [caret, setCaret] = useState<{ digits: number }>();
  const [refused, setRefused] = useState(false);
  const source = props.source;

  useLayoutEffect(() => {
    const el = input.current;
    if (!caret || !el || el !== document.activeElement) return;
    const at = positionAfterDigits(el.value, caret.digits, kept);
    el.setSelectionRange(at, at);
  }, [caret, kept]);

  // A character past the mask's length is refused before the browser inserts it, and said so.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const check = (event: InputEvent) => {
      if (!event.inputType.startsWith('insert')) return;
      const typed = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      const after = el.value.slice(0, el.selectionStart ?? 0) + typed + el.value.slice(el.selectionEnd ?? el.value.length);
      const tooLong = maskChars(def, after).length > def.length;
      setRefused(tooLong);
      if (tooLong) event.preventDefault();
    };
    el.addEventListener('beforeinput', check);
    return () => el.removeEventListener('beforeinput', check);
  }, [def]);

  return (
    <TextInput
      {...props}
      format={(value: unknown) => {
        const d = maskChars(def, String(value ?? ''));
        return d ? applyMask(d, maskOf(d)) : '';
      }}
      // The cut only guards paths without a beforeinput (autofill); typing and pasting are refused above.
      parse={(value: string) => maskChars(def, value).slice(0, def.length)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const { value, selectionStart } = event.target;
        setCaret({ digits: digitsBefore(value, selectionStart ?? value.length, kept) });
      }}
      onBlur={() => {
        setRefused(false);
        // Shown as it will be saved: the shared schema pads what it pads (a 10-digit CPF to 11).
        const value = getValues(source);
        if (!value) return;
        const saved = fieldSchema({ kind }).safeParse(value);
        if (saved.success && saved.data !== value) setValue(source, saved.data, { shouldDirty: true });
      }}
      helperText={refused ? translate(def.alphanumeric ? 'app.forms.max_characters' : 'app.forms.max_digits', { max: def.length }) : props.helperText}
      // Numbers read left to right in every language; the rtl stylesheet flips 'left' to the
      // page's reading side, so the number still lines up with its label.
      sx={{ '& input': { textAlign: 'left' } }}
      slotProps={{
        // A CNPJ may hold letters since July 2026: a phone shows its full keyboard, in capitals.
        htmlInput: def.alphanumeric
          ? { ref: input, inputMode: 'text', autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false, dir: 'ltr' }
          : { ref: input, inputMode: 'numeric', dir: 'ltr' },
        formHelperText: refused ? { error: true, role: 'alert' } : undefined,
      }}
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
