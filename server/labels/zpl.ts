import { endsByLength, gs1Elements, gs1HumanReadable } from '../../src/registry/gs1';
import type { Barcode, Label } from './model';

/**
 * ZPL II for Zebra printers (docs/decisions.md "Labels"): one `^XA … ^XZ` per label, 100 × 50 mm at
 * 203 dpi (8 dots a millimetre), UTF-8 text (`^CI28`) in the printer's scalable font 0.
 *
 * Code 128 is written in `^BC` mode N, with the subsets and FNC1 chosen here as the ZPL II guide's
 * invocation codes (`>;` start C, `>:` start B, `>5` to C, `>6` to B, `>8` FNC1, `>0` a `>`):
 * a GS1-128 starts `>;>8` (or `>:>8`) and has `>8` after each variable-length field that is not
 * the last. The printer's interpretation line is off; the label writes its own, with the AIs in
 * parentheses, as the PDF does. Mode D would have the printer place the FNC1s and check digits
 * itself, which depends on its firmware (x.11 and later) and left us nothing to check.
 */

const DOTS_PER_MM = 8;
const WIDTH = 100 * DOTS_PER_MM;
const HEIGHT = 50 * DOTS_PER_MM;
const MARGIN = 3 * DOTS_PER_MM;

type Token = { fnc1: true } | { char: string };
const isDigit = (t: Token | undefined) => !!t && 'char' in t && /\d/.test(t.char);

/** What the bars carry, as Code 128 sees it: characters, and FNC1s where GS1 wants them. */
const tokensOf = (barcode: Barcode): Token[] => {
  if (barcode.kind === 'code128') return [...barcode.text].map((char) => ({ char }));
  const els = gs1Elements(barcode.data);
  return [{ fnc1: true }, ...els.flatMap((e, i) => [
    ...[...`${e.ai}${e.value}`].map((char) => ({ char })),
    ...(!endsByLength(e.ai) && i < els.length - 1 ? [{ fnc1: true } as const] : []),
  ])];
};

/** A character of subset B as `^FD` takes it; `^` and `~` would be read as commands. */
const subsetB = (c: string) => {
  if (c === '>') return '>0';
  if (c === '^' || c === '~' || c < ' ' || c > '}') throw new Error(`cannot write ${JSON.stringify(c)} in a ZPL Code 128`);
  return c;
};

/** How many digits follow from `i`, up to the next FNC1 or letter. */
const digitRun = (tokens: Token[], i: number) => {
  let n = 0;
  while (isDigit(tokens[i + n])) n += 1;
  return n;
};

/**
 * The `^FD` data of a Code 128 in mode N, and its count of symbol characters, start included (for its width):
 * digits go in pairs in subset C when at least four follow (two, at the start or already in C),
 * everything else in subset B.
 */
export const code128FieldData = (barcode: Barcode): { data: string; symbols: number } => {
  const tokens = tokensOf(barcode);
  let set: 'B' | 'C' | undefined;
  let data = '';
  let symbols = 0;
  const to = (next: 'B' | 'C') => {
    if (set === next) return;
    data += set === undefined ? (next === 'C' ? '>;' : '>:') : (next === 'C' ? '>5' : '>6');
    symbols += 1;
    set = next;
  };
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i];
    const run = digitRun(tokens, i);
    const pairs = run >= 4 || (run >= 2 && set !== 'B') ? run - (run % 2) : 0;
    if (pairs) {
      to('C');
      for (let k = 0; k < pairs; k += 2) data += (tokens[i + k] as { char: string }).char + (tokens[i + k + 1] as { char: string }).char;
      symbols += pairs / 2;
      i += pairs;
    } else if ('fnc1' in t) {
      // The leading FNC1 is encoded in the subset of what follows it.
      if (set === undefined) to(digitRun(tokens, i + 1) >= 2 ? 'C' : 'B');
      data += '>8';
      symbols += 1;
      i += 1;
    } else {
      to('B');
      data += subsetB(t.char);
      symbols += 1;
      i += 1;
    }
  }
  return { data, symbols };
};

/** Text as `^FH` field data: `^`, `~` and the escape `_` itself as hex. */
const text = (s: string) => s.replace(/[\^~_]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/[\r\n]+/g, ' ');

/** One line of centred text in font 0, `h` dots tall, cut to the label's width by the printer. */
const line = (y: number, h: number, s: string) =>
  `^FO${MARGIN},${y}^A0N,${h},${h}^FB${WIDTH - 2 * MARGIN},1,0,C^FH^FD${text(s)}^FS`;

const labelZpl = (label: Label): string => {
  const { data, symbols } = code128FieldData(label.barcode);
  // The symbols with their start, the check character (11 modules each), the stop (13), and ten modules of quiet zone each side.
  const modules = (symbols + 1) * 11 + 13;
  const module = Math.max(1, Math.min(4, Math.floor((WIDTH - 2 * MARGIN) / (modules + 20))));
  const barX = Math.round((WIDTH - modules * module) / 2);
  const titleH = label.large ? 110 : 48;
  const barY = MARGIN + titleH + 12;
  const barH = label.large ? 150 : 140;
  const small = [...(label.barcode.kind === 'gs1-128' ? [gs1HumanReadable(label.barcode.data)] : []), ...label.lines];
  return [
    '^XA',
    '^CI28',
    `^PW${WIDTH}`,
    `^LL${HEIGHT}`,
    '^LH0,0',
    line(MARGIN, titleH, label.title),
    `^FO${barX},${barY}^BY${module}^BCN,${barH},N,N,N,N^FD${data}^FS`,
    ...small.map((s, i) => line(barY + barH + 10 + i * 30, 26, s)),
    '^XZ',
  ].join('\n');
};

/** Every label in one file, one format each. */
export const labelsZpl = (labels: readonly Label[]): string => `${labels.map(labelZpl).join('\n')}\n`;
