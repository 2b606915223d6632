import { BIN } from '../../registry/bin';
import { gtinForms } from '../../registry/gs1';
import type { AcceptedRead } from '../../scan/ScanInput';

/** A line as the counter's screen needs it (the sheet's `linhas`). */
export interface CountableLine {
  id: string;
  endereco: string;
  material_id: string;
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
 * What one read means (a keyboard wedge's code, typing and Enter, or the camera; parsed by
 * src/registry/gs1.ts): a bin's address goes to that bin; in a bin, a product picks its line (or
 * says which lots to choose among) and adds one, or its (37) count; a lot's code picks the line of
 * that lot. A product is its material's code, or a GTIN: an EAN that is the material's code, or one
 * the server named (`found`, for `countLookup`'s code); a GS1 read's (10) picks that lot's line.
 */
export type Read<L extends CountableLine = CountableLine> =
  | { kind: 'bin'; bin: string }
  | { kind: 'line'; line: L; count: number }
  | { kind: 'lots'; lines: L[] }
  | { kind: 'bin_first' }
  | { kind: 'unknown'; code: string };

/** What the server named for a GTIN: the material, and how many of ours the read stands for ((37) times the code's factor). */
export interface Found { material_id: string; count?: number }

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
const gtinOf = (read: AcceptedRead) => read.data.gtin ?? read.data.content;
const spells = (gtin: string, l: CountableLine) => gtinForms(gtin).some((c) => same(c, l.codigo));

/** The GTIN the server must name (GET /v1/leituras/materiais): one no line's material code spells. Typed codes never need it. */
export const countLookup = (read: AcceptedRead, lines: readonly CountableLine[]): string | undefined => {
  const gtin = gtinOf(read);
  return gtin && !lines.some((l) => spells(gtin, l)) ? gtin : undefined;
};

export const readCode = <L extends CountableLine>(read: AcceptedRead, lines: readonly L[], bin: string | undefined, found?: Found): Read<L> => {
  const code = read.text.trim().toUpperCase();
  if (read.kind === 'text' && BIN.test(code)) return { kind: 'bin', bin: code };
  if (!bin) return { kind: 'bin_first' };
  const here = lines.filter((l) => l.endereco === bin);
  const gtin = gtinOf(read);
  const byProduct = found ? here.filter((l) => l.material_id === found.material_id)
    : gtin ? here.filter((l) => spells(gtin, l))
      : read.kind === 'text' ? here.filter((l) => same(l.codigo, code)) : [];
  const count = found?.count ?? read.data.count ?? 1;
  const { lot } = read.data;
  if (byProduct.length) {
    const ofLot = lot === undefined ? byProduct : byProduct.filter((l) => (l.lote ?? '') === lot);
    if (ofLot.length === 1) return { kind: 'line', line: ofLot[0], count };
    if (ofLot.length > 1) return { kind: 'lots', lines: ofLot };
    return { kind: 'unknown', code: `${byProduct[0].codigo} · ${lot}` };
  }
  // A lot: typed, or a GS1 label that carries only its (10).
  const lotCode = read.kind === 'text' ? code : gtin ? undefined : lot?.toUpperCase();
  const byLot = lotCode ? here.filter((l) => (l.lote ?? '').toUpperCase() === lotCode) : [];
  if (byLot.length === 1) return { kind: 'line', line: byLot[0], count: 1 };
  return { kind: 'unknown', code: gtin ?? read.text.trim() };
};
