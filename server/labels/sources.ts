import { BIN } from '../../src/registry/bin';
import { type Queryable, run } from '../crud/sql';
import type { LotSource } from './build';

/** A stock page's row id (`material`, `material|lote`, `material|lote|endereco`) as its keys; `lote` '' is no lot. */
export const stockRowKeys = (id: string): { material_id: string; lote?: string; endereco?: string } => {
  const [material_id, ...rest] = id.split('|');
  if (!rest.length) return { material_id };
  // A lot may hold a `|`; the bin is the last part when the page goes that deep.
  if (rest.length >= 2 && BIN.test(rest.at(-1)!)) return { material_id, lote: rest.slice(0, -1).join('|'), endereco: rest.at(-1) };
  return { material_id, lote: rest.join('|') };
};

/**
 * What each stock row's label prints, in the order asked: the material's code and description, the
 * lot, its earliest expiry among the balances the row groups (a material's own row carries no lot
 * nor expiry), and the bin. Undefined where the row names no stock: an unknown material, or a lot or
 * bin that holds none of it.
 */
export const stockSources = async (db: Queryable, ids: readonly string[]): Promise<(LotSource | undefined)[]> => {
  const keys = ids.map(stockRowKeys);
  const rows = await run<{ ord: string; codigo: string | null; descricao: string | null; validade: string | null; existe: boolean }>(db, `
    SELECT r.ord::text AS ord, m.codigo, m.descricao,
           (SELECT min(s.validade)::text FROM estoque_saldos s
             WHERE s.material_id = r.material_id AND s.lote = r.lote AND (r.endereco IS NULL OR s.endereco = r.endereco) AND s.quantidade > 0) AS validade,
           EXISTS (SELECT 1 FROM estoque_saldos s
             WHERE s.material_id = r.material_id AND (r.lote IS NULL OR s.lote = r.lote) AND (r.endereco IS NULL OR s.endereco = r.endereco) AND s.quantidade > 0) AS existe
      FROM unnest($1::uuid[], $2::text[], $3::text[]) WITH ORDINALITY AS r(material_id, lote, endereco, ord)
      LEFT JOIN materiais m ON m.id = r.material_id
     ORDER BY r.ord`,
  [keys.map((k) => k.material_id), keys.map((k) => k.lote ?? null), keys.map((k) => k.endereco ?? null)], 'labels:stock');
  return rows.map((r, i) => (r.codigo !== null && r.existe
    ? { codigo: r.codigo, descricao: r.descricao, lote: keys[i].lote ?? '', validade: keys[i].lote === undefined ? null : r.validade, endereco: keys[i].endereco }
    : undefined));
};

/** A receipt's counted lines as its lot labels print them, in count order: material, the entrada line's lot and expiry, the bin. */
export const receiptSources = (db: Queryable, recebimentoId: string): Promise<LotSource[]> => run<LotSource>(db, `
  SELECT m.codigo, m.descricao, coalesce(ei.lote, '') AS lote, ei.validade::text AS validade, ri.endereco
    FROM recebimentos_itens ri
    JOIN entradas_itens ei ON ei.id::text = lower(ri.entrada_item_id)
    JOIN materiais m ON m.id = ei.material_id
   WHERE ri.parent_id = $1 AND ri.quantidade_recebida > 0
   ORDER BY ri.ordem`, [recebimentoId], 'labels:receipt');
