import { BIN } from '../../registry/bin';
import { type ScanRead, gtinForms } from '../../registry/gs1';

/**
 * Receiving by scanning (docs/domain.md "Warehousing"): what one read does to a count. Pure, so the
 * screen (ReceiptScanner) only shows its message. Scan the bin, then each product: a read adds one
 * (or its (37) count, times the supplier code's factor) to that product's line in that bin; a bare
 * number typed sets the quantity of the last line read (a typed quantity overrides). A product not
 * on the note, or a lot or expiry the note does not have, is refused with the reason: nothing is added.
 * Nothing here reads the invoiced quantity, which a blind count never receives.
 */

/** An entrada line as the count sheet gives it. */
export interface ScanLine {
  id: string;
  codigo: string;
  descricao: string;
  lote: string | null;
  validade: string | null;
  codigos: readonly { codigo: string; fator: number }[];
}
/** A counted bin of an entrada line, as the count screen keeps it. */
export interface ScanRow { entrada_item_id: string; quantidade_recebida: number | string | null; endereco: string; motivo_ressalva_id: string; observacao: string }
/** The bin being counted into, and the line the last product read went to. */
export interface ScanState { bin?: string; last?: { line: string; bin: string } }

export type Message = { key: string; args?: Record<string, string | number> };
export type ScanResult =
  | { ok: true; rows?: ScanRow[]; state: ScanState; message: Message }
  | { ok: false; message: Message }
  /** No line of the note has this code: who it is, only the server knows (the refusal names it then). */
  | { ok: false; lookup: string; message: Message };

const M = 'resources.recebimentos.messages.';
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Adds `n` to the line's row in the bin, filling an empty row of the line first, else a new row. */
const add = (rows: readonly ScanRow[], line: string, bin: string, n: number): ScanRow[] => {
  const at = rows.findIndex((r) => same(r.entrada_item_id, line) && r.endereco === bin);
  if (at >= 0) {
    const q = rows[at].quantidade_recebida;
    return rows.map((r, i) => (i === at ? { ...r, quantidade_recebida: (typeof q === 'number' ? q : 0) + n } : r));
  }
  const blank = rows.findIndex((r) => same(r.entrada_item_id, line) && !r.endereco && (r.quantidade_recebida === null || r.quantidade_recebida === ''));
  if (blank >= 0) return rows.map((r, i) => (i === blank ? { ...r, endereco: bin, quantidade_recebida: n } : r));
  return [...rows, { entrada_item_id: line, quantidade_recebida: n, endereco: bin, motivo_ressalva_id: '', observacao: '' }];
};

export const applyScan = (read: Exclude<ScanRead, { kind: 'refused' }>, lines: readonly ScanLine[], rows: readonly ScanRow[], state: ScanState): ScanResult => {
  const text = read.text.toUpperCase();
  if (read.kind === 'text' && BIN.test(text)) return { ok: true, state: { bin: text }, message: { key: `${M}scan_bin`, args: { bin: text } } };
  if (read.kind === 'text' && /^\d{1,6}$/.test(read.text)) {
    const last = state.last;
    if (!last) return { ok: false, message: { key: `${M}scan_product_first` } };
    const line = lines.find((l) => same(l.id, last.line))!;
    const n = Number(read.text);
    const at = rows.findIndex((r) => same(r.entrada_item_id, last.line) && r.endereco === last.bin);
    const next = at >= 0 ? rows.map((r, i) => (i === at ? { ...r, quantidade_recebida: n } : r)) : add(rows, last.line, last.bin, n);
    return { ok: true, rows: next, state, message: { key: `${M}scan_quantity`, args: { codigo: line.codigo, bin: last.bin, n } } };
  }
  if (!state.bin) return { ok: false, message: { key: `${M}scan_bin_first` } };
  const gtin = read.data.gtin ?? read.data.content;
  if (read.kind === 'gs1' && !gtin) return { ok: false, message: { key: `${M}scan_no_product` } };
  const codes = gtin ? gtinForms(gtin) : [read.text];
  const matches = lines.flatMap((l) => {
    const c = l.codigos.find((k) => codes.some((code) => same(code, k.codigo)));
    return c ? [{ line: l, fator: c.fator }] : [];
  });
  if (!matches.length) return { ok: false, lookup: gtin ?? read.text, message: { key: 'app.scan.unknown_code', args: { code: gtin ?? read.text } } };
  const materials = [...new Set(matches.map((m) => m.line.codigo))];
  if (materials.length > 1) return { ok: false, message: { key: 'app.scan.ambiguous', args: { code: gtin ?? read.text, codigos: materials.join(', ') } } };
  const { lot, expiry } = read.data;
  const first = matches[0].line;
  const byLot = lot === undefined ? matches : matches.filter((m) => !m.line.lote || m.line.lote === lot);
  if (!byLot.length) return { ok: false, message: { key: `${M}scan_lot_not_on_note`, args: { lote: lot!, codigo: first.codigo } } };
  if (byLot.length > 1) return { ok: false, message: { key: `${M}scan_several_lots`, args: { codigo: first.codigo } } };
  const { line, fator } = byLot[0];
  if (expiry && line.validade && expiry !== line.validade) {
    return { ok: false, message: { key: `${M}scan_expiry_differs`, args: { codigo: line.codigo, validade: dmy(expiry), nota: dmy(line.validade) } } };
  }
  const n = (read.data.count ?? 1) * fator;
  return {
    ok: true, rows: add(rows, line.id, state.bin, n), state: { bin: state.bin, last: { line: line.id, bin: state.bin } },
    message: { key: `${M}scan_added`, args: { n, codigo: line.codigo, bin: state.bin } },
  };
};
