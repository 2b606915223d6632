// The caret of a masked input, counted in digits: a mask moves separators, never digits.

/** How many digits lie left of `position` in `text`. */
export const digitsBefore = (text: string, position: number): number =>
  text.slice(0, position).replace(/\D/g, '').length;

/** The position right after the `digits`-th digit of `text` (0 for none; the end when there are fewer). */
export const positionAfterDigits = (text: string, digits: number): number => {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]) && ++seen === digits) return i + 1;
  }
  return text.length;
};
