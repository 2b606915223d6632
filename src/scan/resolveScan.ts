import type { z } from 'zod';
import { BIN } from '../registry/bin';
import type { ScanRead } from '../registry/gs1';
import type { scannedMaterial } from '../resources/leituras';

export type ScannedMaterial = z.infer<typeof scannedMaterial>;

/** What a read fills: a bin, or a material with what its code carried (lot, expiry, count in our units...). */
export interface ScanFields {
  bin?: string;
  material?: ScannedMaterial;
  lot?: string;
  expiry?: string;
  /** (37), times the supplier code's factor: the units of ours the read stands for; 1 when it says none. */
  count?: number;
  serial?: string;
  sscc?: string;
}

export type Resolved = { ok: true; fields: ScanFields } | { ok: false; message: { key: string; args?: Record<string, string> } };

/**
 * What a read means for a warehouse screen (docs/architecture.md "Scanning"): a bin (plain text in
 * the bin pattern), else a material named by `lookup` (GET /v1/leituras/materiais: its code, its
 * GTIN, a supplier's code) with the lot, expiry and count the code carried. A code that names
 * nothing, or two materials, is refused with a translated key and fills nothing, so the screen
 * keeps what it had (`mergeScan`).
 */
export const resolveScan = async (read: Exclude<ScanRead, { kind: 'refused' }>, lookup: (codigo: string) => Promise<readonly ScannedMaterial[]>): Promise<Resolved> => {
  const upper = read.text.toUpperCase();
  if (read.kind === 'text' && BIN.test(upper)) return { ok: true, fields: { bin: upper } };
  const { gtin, content, internal, lot, expiry, serial, sscc, count } = read.data;
  // (91) is how our own labels carry a material code that is no GTIN (server/labels/build.ts).
  const code = gtin ?? content ?? internal ?? (read.kind === 'text' ? read.text : undefined);
  // A pallet's SSCC alone names no material: its fields are all there is.
  if (!code) return { ok: true, fields: { sscc, lot, expiry, serial, count } };
  const found = await lookup(code);
  if (!found.length) return { ok: false, message: { key: 'app.scan.unknown_code', args: { code } } };
  if (found.length > 1) return { ok: false, message: { key: 'app.scan.ambiguous', args: { code, codigos: found.map((m) => m.codigo).join(', ') } } };
  const material = found[0];
  return { ok: true, fields: { material, lot, expiry, serial, sscc, count: (count ?? 1) * material.fator } };
};

/** The fields a read filled over what a screen had: what the read did not carry stays. */
export const mergeScan = <T extends ScanFields>(current: T, fields: ScanFields): T => ({
  ...current,
  ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
});
