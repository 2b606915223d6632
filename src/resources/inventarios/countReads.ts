import { BIN } from '../../registry/bin';

/** A line as the counter's screen needs it (the sheet's `linhas`). */
export interface CountableLine {
  id: string;
  endereco: string;
  codigo: string;
  lote: string | null;
  contado: number | null;
  contado_por: string | null;
  recontar: boolean;
}

/** Where a line stands for this counter: to count, to recount, waiting for another counter's recount, or counted. */
export type LineState = 'todo' | 'recount' | 'others' | 'done';

export const lineState = (l: CountableLine, me: string | undefined): LineState => {
  if (l.recontar) return l.contado_por === me ? 'others' : 'recount';
  return l.contado === null ? 'todo' : 'done';
};

const open = (l: CountableLine, me: string | undefined) => ['todo', 'recount'].includes(lineState(l, me));

/** The first bin, in the sheet's walking order, with a line this counter still has to count. */
export const nextBin = (lines: readonly CountableLine[], me: string | undefined): string | undefined =>
  lines.find((l) => open(l, me))?.endereco;

/** The next line to count in this bin after `after` (or the first), for this counter. */
export const nextLineInBin = <L extends CountableLine>(lines: readonly L[], bin: string, me: string | undefined, after?: string): L | undefined => {
  const here = lines.filter((l) => l.endereco === bin);
  const from = after ? here.findIndex((l) => l.id === after) + 1 : 0;
  return [...here.slice(from), ...here.slice(0, from)].find((l) => l.id !== after && open(l, me));
};

/**
 * What one read means (a keyboard wedge's code, or one typed and ended with Enter): a bin's
 * address goes to that bin; in a bin, a product's code picks its line (or says which lots to
 * choose among), and a lot's code picks the line of that lot. Until i31-scan's GS1 parsing
 * arrives, a product is its material's `codigo`.
 */
export type Read<L extends CountableLine = CountableLine> =
  | { kind: 'bin'; bin: string }
  | { kind: 'line'; line: L }
  | { kind: 'lots'; lines: L[] }
  | { kind: 'bin_first' }
  | { kind: 'unknown'; code: string };

export const readCode = <L extends CountableLine>(raw: string, lines: readonly L[], bin: string | undefined): Read<L> => {
  const code = raw.trim().toUpperCase();
  if (BIN.test(code)) return { kind: 'bin', bin: code };
  if (!bin) return { kind: 'bin_first' };
  const here = lines.filter((l) => l.endereco === bin);
  const byProduct = here.filter((l) => l.codigo.toUpperCase() === code);
  if (byProduct.length === 1) return { kind: 'line', line: byProduct[0] };
  if (byProduct.length > 1) return { kind: 'lots', lines: byProduct };
  const byLot = here.filter((l) => (l.lote ?? '').toUpperCase() === code && code !== '');
  if (byLot.length === 1) return { kind: 'line', line: byLot[0] };
  return { kind: 'unknown', code: raw.trim() };
};
