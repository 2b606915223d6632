import insumos from '../../src/resources/insumos';
import itinerarios from '../../src/resources/itinerarios';
import { type Queryable, run } from '../crud/sql';
import type { Period } from './period';
import type { TransportesFigures } from '../../src/resources/dashboards';
import { idList, statusCounts, within } from './shared';

export const TOP_VEHICLES = 20;
// Refused supplies cost nothing (docs/decisions.md "Dashboards").
const REFUSED = idList([insumos.statusIds.negado, insumos.statusIds.naoAutorizado]);

/**
 * The transport dashboard in one statement: itineraries of the day `ate` per status, and over the
 * itineraries of the period their stops (finished, on time), occurrences and the supplies' cost.
 * A stop belongs to its request's client, or to its place's client when it serves no request.
 */
const stopClient = `($4::uuid IS NULL OR coalesce((SELECT s.cliente_id FROM solicitacoes s WHERE s.id = p.solicitacao_id), pt.cliente_id) = $4)`;
const SQL = `
WITH paradas AS (
  -- One pass over the period's stops, by occurrence: the totals are the sums of these few groups.
  -- On time: finished on the itinerary's day within the place's window, one time zone conversion per stop.
  SELECT p.ocorrencia_id, count(*)::int AS total, count(p.finalizado_em)::int AS finalizadas,
         count(p.finalizado_em) FILTER (WHERE pt.janela_inicio IS NOT NULL AND pt.janela_fim IS NOT NULL)::int AS com_janela,
         count(*) FILTER (WHERE p.finalizado_em AT TIME ZONE $3 BETWEEN i.data + pt.janela_inicio AND i.data + pt.janela_fim)::int AS no_prazo
    FROM itinerarios i
    JOIN itinerarios_paradas p ON p.parent_id = i.id
    JOIN pontos pt ON pt.id = p.ponto_id
   WHERE i.data BETWEEN $1::date AND $2::date AND ${stopClient}
   GROUP BY 1),
hoje AS (
  SELECT i.status_id, count(*)::int AS total
    FROM itinerarios i
   WHERE i.data = $2::date
     AND ($4::uuid IS NULL OR EXISTS (
           SELECT 1 FROM itinerarios_paradas p JOIN pontos pt ON pt.id = p.ponto_id WHERE p.parent_id = i.id AND ${stopClient}))
   GROUP BY 1),
gastos AS (
  -- Every supply of the period is an entry (what the vehicle's list shows); a refused one costs nothing.
  SELECT g.veiculo_id, coalesce(sum(g.valor_total) FILTER (WHERE g.status_id IS NULL OR g.status_id NOT IN (${REFUSED})), 0)::float8 AS total,
         count(*)::int AS lancamentos
    FROM insumos g
   WHERE $4::uuid IS NULL AND ${within('g.data')}
   GROUP BY 1)
SELECT
  (SELECT coalesce(json_agg(h), '[]') FROM hoje h) AS hoje,
  (SELECT coalesce(sum(total), 0)::int FROM hoje) AS hoje_total,
  (SELECT json_build_object(
            'total', coalesce(sum(total), 0)::int, 'finalizadas', coalesce(sum(finalizadas), 0)::int,
            'no_prazo', coalesce(sum(no_prazo), 0)::int, 'fora_do_prazo', coalesce(sum(com_janela - no_prazo), 0)::int,
            'sem_janela', coalesce(sum(finalizadas - com_janela), 0)::int)
     FROM paradas) AS paradas,
  (SELECT coalesce(json_agg(json_build_object('ocorrencia_id', x.ocorrencia_id, 'nome', o.nome, 'tipo_id', o.tipo_id, 'tipo', t.nome, 'total', x.total)
                            ORDER BY x.total DESC, o.nome), '[]')
     FROM (SELECT ocorrencia_id, total FROM paradas WHERE ocorrencia_id IS NOT NULL) x
     JOIN ocorrencias o ON o.id = x.ocorrencia_id
     LEFT JOIN tipos t ON t.id = o.tipo_id) AS ocorrencias,
  (SELECT json_build_object('total', coalesce(sum(total), 0)::float8, 'veiculos', count(*)::int) FROM gastos) AS insumos_total,
  (SELECT coalesce(json_agg(json_build_object('veiculo_id', g.veiculo_id, 'placa', v.placa, 'total', g.total, 'lancamentos', g.lancamentos)
                            ORDER BY g.total DESC, v.placa), '[]')
     FROM (SELECT * FROM gastos ORDER BY total DESC LIMIT ${TOP_VEHICLES}) g
     JOIN veiculos v ON v.id = g.veiculo_id) AS insumos_por_veiculo`;

interface Row {
  hoje: { status_id: string | null; total: number }[];
  hoje_total: number;
  paradas: { total: number; finalizadas: number; no_prazo: number; fora_do_prazo: number; sem_janela: number };
  ocorrencias: { ocorrencia_id: string; nome: string; tipo_id: string | null; tipo: string | null; total: number }[];
  insumos_total: { total: number; veiculos: number };
  insumos_por_veiculo: { veiculo_id: string; placa: string; total: number; lancamentos: number }[];
}


const share = (part: number, whole: number) => (whole ? part / whole : null);

export const transportesFigures = async (db: Queryable, p: Period): Promise<TransportesFigures> => {
  const [r] = await run<Row>(db, SQL, [p.de, p.ate, p.fuso_horario, p.cliente_id], 'dashboards:transportes');
  const { total, finalizadas, no_prazo, fora_do_prazo, sem_janela } = r.paradas;
  return {
    itinerarios_hoje: { data: p.ate, total: r.hoje_total, por_status: statusCounts(itinerarios, r.hoje) },
    paradas: { total, finalizadas, finalizadas_fracao: share(finalizadas, total) },
    pontualidade: { no_prazo, fora_do_prazo, sem_janela, no_prazo_fracao: share(no_prazo, no_prazo + fora_do_prazo) },
    ocorrencias: r.ocorrencias,
    insumos: p.cliente_id ? null : { ...r.insumos_total, por_veiculo: r.insumos_por_veiculo },
  };
};

