import { type Queryable, run } from '../crud/sql';
import { settingsToday } from '../settings';

/**
 * The shelf-life rule of a shipment (docs/domain.md "Warehousing"): a lot expired on the shipping
 * day, or with fewer whole days left than the client's `validade_minima_dias`, may not go out. One
 * SQL expression, so the pick suggestion, the note's save and its confirmation count days alike.
 */
export type ShelfLifeBreach = 'vencido' | 'validade_curta';

/** 'vencido', 'validade_curta' or NULL, from a lot's expiry, the shipping day and the client's minimum (days). */
export const shelfLifeBreach = (validade: string, dia: string, minimo: string) =>
  `CASE WHEN ${validade} < ${dia} THEN 'vencido' WHEN ${validade} - ${dia} < ${minimo} THEN 'validade_curta' END`;

/** The client's minimum shelf life in days (0 without a client or a minimum), as an SQL scalar over the uuid parameter `param`. */
export const clientMinimum = (param: string) => `coalesce((SELECT validade_minima_dias FROM clientes WHERE id = ${param}::uuid), 0)`;

/**
 * The day a note is judged on: its own day, or today when that has passed, since an open note
 * leaves the warehouse no earlier than today (in the settings' time zone).
 */
export const shippingDay = async (db: Queryable, data: string | null | undefined): Promise<string> => {
  const today = await settingsToday(db);
  return data && data > today ? data : today;
};

/** A line as the rule reads it: which lot (and bin) of which material. */
export interface LotLine {
  material_id: string;
  lote?: string | null;
  endereco?: string | null;
}

/** A line the rule refuses: its position in the list, the lot, its expiry and what was missing. */
export interface LotVerdict {
  index: number;
  lote: string;
  validade: string | null;
  dias: number | null;
  minimo: number;
  codigo: ShelfLifeBreach | null;
}

/**
 * The verdict on each line that names a lot or a bin (a line naming neither is a request not yet
 * picked), in one query: the lot's expiry is the earliest of its balances (in the named bin when
 * there is one); a lot the warehouse holds no balance of has no expiry to judge.
 */
export const judgeLots = async (db: Queryable, lines: readonly LotLine[], clienteId: string | null | undefined, dia: string): Promise<LotVerdict[]> => {
  const picked = lines.map((l, index) => ({ ...l, index })).filter((l) => l.material_id && (l.lote || l.endereco));
  if (!picked.length) return [];
  return run<LotVerdict>(db, `
    SELECT k.index, k.lote, to_char(v.validade, 'YYYY-MM-DD') AS validade, (v.validade - $5::date) AS dias, c.minimo,
           ${shelfLifeBreach('v.validade', '$5::date', 'c.minimo')} AS codigo
      FROM unnest($1::int[], $2::uuid[], $3::text[], $4::text[]) AS k(index, material_id, lote, endereco)
     CROSS JOIN (SELECT ${clientMinimum('$6')} AS minimo) c
     CROSS JOIN LATERAL (SELECT min(s.validade) AS validade FROM estoque_saldos s
                          WHERE s.material_id = k.material_id AND s.lote = k.lote AND (k.endereco IS NULL OR s.endereco = k.endereco)) v
     ORDER BY k.index`,
  [picked.map((l) => l.index), picked.map((l) => l.material_id), picked.map((l) => l.lote ?? ''), picked.map((l) => l.endereco || null), dia, clienteId || null]);
};
