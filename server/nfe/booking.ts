import agendamentos from '../../src/resources/agendamentos';
import type { Plan } from '../../src/registry/nfe';
import { type Queryable, run } from '../crud/sql';
import type { Nfe } from './parse';

const A = agendamentos.statusIds;

/**
 * The live receiving booking that expects this note (docs/domain.md "Warehousing"): one whose
 * expected notes list its access key, else its NF number (leading zeros aside) on a line without
 * a key, when the booking names this supplier or none. A key beats a number, a booking naming the
 * supplier beats one naming none, then the booking nearest to today, then the oldest.
 */
export const expectingBooking = async (db: Queryable, nfe: Nfe, fornecedorId: string | null): Promise<Plan['agendamento']> => {
  const [row] = await run<{ id: string; numero: number; data: string; hora_inicio: string; doca: number }>(db,
    `SELECT a.id, a.numero, a.data::text AS data, to_char(a.hora_inicio, 'HH24:MI') AS hora_inicio, a.doca
       FROM agendamentos a
       JOIN LATERAL (
         SELECT bool_or(n.chave_acesso IS NOT DISTINCT FROM $1) AS by_key
           FROM agendamentos_notas n
          WHERE n.parent_id = a.id
            AND (n.chave_acesso = $1 OR (n.chave_acesso IS NULL AND ltrim(n.numero_nf, '0') = ltrim($2, '0')
                 AND (a.fornecedor_id IS NULL OR a.fornecedor_id = $3::uuid)))
       ) m ON m.by_key IS NOT NULL
      WHERE a.tipo = 'recebimento' AND a.status_id = ANY($4::uuid[])
      ORDER BY m.by_key DESC, (a.fornecedor_id IS NOT NULL) DESC, abs(a.data - current_date), a.numero
      LIMIT 1`,
    [nfe.chave, nfe.numero, fornecedorId, [A.agendado, A.emAndamento]], 'nfe:agendamento');
  return row ?? null;
};
