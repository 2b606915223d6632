import { BIN } from '../../registry/bin';
import { gtinForms } from '../../registry/gs1';
import type { ScanFields } from '../../scan/resolveScan';
import type { AcceptedRead } from '../../scan/ScanInput';

/**
 * What one scan means on the picking screen (docs/domain.md "Picking by scanning"): the one place
 * a read becomes a field. The bin comes first, then the product, then, for a material tracked by
 * lot, the lot. A read is what the scan input parsed (src/registry/gs1.ts): a typed or wedge code
 * is a bin, a material code of the note or a lot; a GS1 code carries the product by GTIN with its
 * lot and (37) count, so one read of a GS1-128 box (GTIN, lot, expiry) makes a pick.
 */
export interface ScanState {
  endereco?: string;
  material_id?: string;
  lote?: string;
  /** A (37) count read with a product that still waits for its lot: the pick the lot completes takes it. */
  quantidade?: number;
}

/** A material of the note, as the pick list names it. */
export interface ScanMaterial {
  material_id: string;
  codigo: string;
  controla_lote: boolean;
}

export type ScanResult =
  | { state: ScanState; pick: boolean; quantidade?: number }
  | { error: 'unknown' | 'bin_first' | 'not_on_note'; codigo: string };

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
const gtinOf = (read: AcceptedRead) => read.data.gtin ?? read.data.content;

/** The materials of the note a GTIN names by their own code (an EAN as the material's code): found without the server. */
const byGtin = (gtin: string, materials: readonly ScanMaterial[]) => materials.find((m) => gtinForms(gtin).some((c) => same(c, m.codigo)));

/**
 * The code the server must name (GET /v1/leituras/materiais, the resolver receiving uses): a GTIN
 * the note's material codes do not spell. Typed codes and lots never need it.
 */
export const pickLookup = (read: AcceptedRead, materials: readonly ScanMaterial[]): string | undefined => {
  const gtin = gtinOf(read);
  return gtin && !byGtin(gtin, materials) ? gtin : undefined;
};

/**
 * The state after a read, and whether it completes a pick (bin, material and, when tracked, lot):
 * a bin starts over; a product in a bin picks one at once unless it needs its lot, and the same
 * product scanned again picks one more of the lot already read; a read that carries its lot picks
 * at once; any other text is that lot. `found` is what the server named for `pickLookup`'s code.
 * `quantidade` is the read's (37) count in our units, when it carried one. A read that fits
 * nothing is an error and the state stays as it was.
 */
export const readPickScan = (read: AcceptedRead, state: ScanState, materials: readonly ScanMaterial[], found?: ScanFields): ScanResult => {
  const text = read.text.trim();
  if (read.kind === 'text' && BIN.test(text.toUpperCase())) return { state: { endereco: text.toUpperCase() }, pick: false };
  const gtin = gtinOf(read);
  const material = found?.material ? materials.find((m) => m.material_id === found.material!.id)
    : gtin ? byGtin(gtin, materials)
      : read.kind === 'text' ? materials.find((m) => same(m.codigo, text)) : undefined;
  if (found?.material && !material) return { error: 'not_on_note', codigo: found.material.codigo };
  if (gtin && !material) return { error: 'unknown', codigo: gtin };
  if (material) {
    if (!state.endereco) return { error: 'bin_first', codigo: material.codigo };
    const count = found ? found.count : read.data.count;
    const quantidade = count !== undefined && count !== 1 ? { quantidade: count } : {};
    const lote = read.data.lot;
    if (lote !== undefined) return { state: { endereco: state.endereco, material_id: material.material_id, lote }, pick: true, ...quantidade };
    if (state.material_id === material.material_id && (state.lote || !material.controla_lote)) return { state, pick: true, ...quantidade };
    if (!material.controla_lote) return { state: { endereco: state.endereco, material_id: material.material_id }, pick: true, ...quantidade };
    return { state: { endereco: state.endereco, material_id: material.material_id, ...quantidade }, pick: false };
  }
  // A lot: typed, or a GS1 label that carries only its (10); it takes the count its product was read with.
  const lot = read.kind === 'text' ? text : read.data.lot;
  const current = materials.find((m) => m.material_id === state.material_id);
  if (lot && state.endereco && current?.controla_lote) {
    const { quantidade, ...rest } = state;
    return { state: { ...rest, lote: lot }, pick: true, ...(quantidade !== undefined ? { quantidade } : {}) };
  }
  return { error: 'unknown', codigo: text };
};
