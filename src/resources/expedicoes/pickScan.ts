import { BIN } from '../../registry/bin';

/**
 * What one scan means on the picking screen (docs/domain.md "Picking by scanning"): the one place
 * a read code becomes a field. A keyboard-wedge scanner types the code and Enter; the bin comes
 * first, then the product (by its material code), then, for a material tracked by lot, the lot.
 * After the issue 31 merge the scan input's GS1 parser feeds this too: (01) finds the material by
 * GTIN and (10) is the lot, so one read of a GS1-128 box makes a pick.
 */
export interface ScanState {
  endereco?: string;
  material_id?: string;
  lote?: string;
}

/** A material of the note, as the pick list names it. */
export interface ScanMaterial {
  material_id: string;
  codigo: string;
  controla_lote: boolean;
}

export type ScanResult =
  | { state: ScanState; pick: boolean }
  | { error: 'unknown' | 'bin_first'; codigo: string };

/**
 * The state after `code`, and whether it completes a pick (bin, material and, when tracked, lot):
 * a bin starts over; a product in a bin picks one at once unless it needs its lot, and the same
 * product scanned again picks one more of the lot already read; any other code is that lot. A
 * code that fits nothing is an error and the state stays as it was.
 */
export const readPickScan = (code: string, state: ScanState, materials: readonly ScanMaterial[]): ScanResult => {
  const text = code.trim();
  if (BIN.test(text.toUpperCase())) return { state: { endereco: text.toUpperCase() }, pick: false };
  const material = materials.find((m) => m.codigo.toUpperCase() === text.toUpperCase());
  if (material) {
    if (!state.endereco) return { error: 'bin_first', codigo: text };
    if (state.material_id === material.material_id && (state.lote || !material.controla_lote)) return { state, pick: true };
    return { state: { endereco: state.endereco, material_id: material.material_id }, pick: !material.controla_lote };
  }
  const current = materials.find((m) => m.material_id === state.material_id);
  if (text && state.endereco && current?.controla_lote) return { state: { ...state, lote: text }, pick: true };
  return { error: 'unknown', codigo: text };
};
