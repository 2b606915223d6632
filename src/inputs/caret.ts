// The caret of a masked input, counted in kept characters (digits, or letters and digits for a
// CNPJ): a mask moves separators, never what was typed.

const DIGIT = /\d/;

/** How many kept characters lie left of `position` in `text`. */
export const digitsBefore = (text: string, position: number, kept: RegExp = DIGIT): number =>
  [...text.slice(0, position)].filter((c) => kept.test(c)).length;

/** The position right after the `digits`-th kept character of `text` (0 for none; the end when there are fewer). */
export const positionAfterDigits = (text: string, digits: number, kept: RegExp = DIGIT): number => {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (kept.test(text[i]) && ++seen === digits) return i + 1;
  }
  return text.length;
};
