import type { ScanFields, ScannedMaterial } from '../../scan/resolveScan';

/** The transfer's code fields, as typed or filled by reads. */
export interface TransferForm { de: string; material: string; lote: string; para: string }
export type TransferField = keyof TransferForm | 'quantidade';

export type TransferRead =
  | { ok: true; form: TransferForm; material?: ScannedMaterial; quantidade?: number; next: TransferField }
  | { ok: false; reason: 'no_product' };

/**
 * Where one read goes on the transfer (docs/domain.md "Warehousing"): scan the from-bin, the
 * product (one GS1-128 read fills material by GTIN and lot), then the to-bin. A bin fills the
 * from-bin until a product is read, then the to-bin; a product fills material, its lot when the
 * read carries one (else a lot read before for another product is cleared), and its (37) count
 * the quantity. What a read does not carry stays as it was.
 */
export const placeTransferRead = (fields: ScanFields, form: TransferForm, current?: { id: string }): TransferRead => {
  if (fields.bin) {
    return form.de && form.material
      ? { ok: true, form: { ...form, para: fields.bin }, next: 'quantidade' }
      : { ok: true, form: { ...form, de: fields.bin }, next: 'material' };
  }
  const m = fields.material;
  if (!m) return { ok: false, reason: 'no_product' };
  const lote = fields.lot ?? (current?.id === m.id ? form.lote : '');
  const quantidade = fields.count !== undefined && fields.count !== 1 ? { quantidade: fields.count } : {};
  return { ok: true, form: { ...form, material: m.codigo, lote }, material: m, ...quantidade, next: fields.lot !== undefined ? 'para' : 'lote' };
};
