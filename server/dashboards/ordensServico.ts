import ordensServico from '../../src/resources/ordens-servico';
import { type Queryable, run } from '../crud/sql';
import type { Period } from './period';
import type { OrdensServicoFigures } from '../../src/resources/dashboards';
import { POINTS, idList, pointOf, statusCounts, within } from './shared';

const S = ordensServico.statusIds;
// Literal ids so the planner matches the partial index of open orders (migration 0017).
const DONE = idList([S.concluida, S.cancelada]);
export const OVERDUE_LIST = 20;

/**
 * The service orders' dashboard in one statement: orders opened in the period (per status and per
 * day), concluded in the period (per day, hours to conclusion, SLA), and those overdue at `ate`.
 */
// Overdue at `ate`: due before it and still open (read twice, each time from the partial index).
const ATRASADA = `o.data_prevista < $2::date AND o.status_id NOT IN (${DONE}) AND ($4::uuid IS NULL OR o.cliente_id = $4)`;
const SQL = `
WITH abertas AS (
  SELECT ${pointOf('o.data_abertura')} AS k, o.status_id, count(*)::int AS n
    FROM ordens_servico o
   WHERE ${within('o.data_abertura')} AND ($4::uuid IS NULL OR o.cliente_id = $4)
   GROUP BY 1, 2),
concluidas AS (
  SELECT ${pointOf('o.data_conclusao')} AS k, count(*)::int AS n,
         sum(extract(epoch FROM o.data_conclusao - o.data_abertura) / 3600) AS horas,
         count(o.data_abertura)::int AS com_abertura,
         count(*) FILTER (WHERE o.data_conclusao - o.data_abertura <= make_interval(hours => $6))::int AS no_sla
    FROM ordens_servico o
   WHERE ${within('o.data_conclusao')} AND o.status_id = '${S.concluida}'
     AND ($4::uuid IS NULL OR o.cliente_id = $4)
   GROUP BY 1)
SELECT
  (SELECT coalesce(json_agg(json_build_object('status_id', status_id, 'total', total)), '[]')
     FROM (SELECT status_id, sum(n)::int AS total FROM abertas GROUP BY 1) x) AS por_status,
  (SELECT json_agg(json_build_object('data', p.data, 'fim', p.fim, 'abertas', coalesce(a.n, 0), 'concluidas', coalesce(c.n, 0)) ORDER BY p.k)
     FROM (${POINTS}) p
     LEFT JOIN (SELECT k, sum(n)::int AS n FROM abertas GROUP BY 1) a ON a.k = p.k
     LEFT JOIN concluidas c ON c.k = p.k) AS serie,
  (SELECT json_build_object(
            'concluidas', coalesce(sum(n), 0)::int,
            'media_horas', round((sum(horas) / nullif(sum(com_abertura), 0))::numeric, 2)::float8,
            'no_sla', coalesce(sum(no_sla), 0)::int)
     FROM concluidas) AS conclusao,
  (SELECT count(*)::int FROM ordens_servico o WHERE ${ATRASADA}) AS atrasadas_total,
  (SELECT coalesce(json_agg(json_build_object('id', a.id, 'numero', a.numero, 'data_prevista', a.data_prevista::text,
                                              'cliente_id', a.cliente_id, 'cliente', c.nome, 'status_id', a.status_id)
                            ORDER BY a.data_prevista, a.numero), '[]')
     FROM (SELECT o.id, o.numero, o.data_prevista, o.cliente_id, o.status_id FROM ordens_servico o
            WHERE ${ATRASADA} ORDER BY o.data_prevista, o.numero LIMIT ${OVERDUE_LIST}) a
     JOIN clientes c ON c.id = a.cliente_id) AS atrasadas`;

interface Row {
  por_status: { status_id: string | null; total: number }[];
  serie: { data: string; fim: string; abertas: number; concluidas: number }[];
  conclusao: { concluidas: number; media_horas: number | null; no_sla: number };
  atrasadas_total: number;
  atrasadas: { id: string; numero: number; data_prevista: string; cliente_id: string; cliente: string; status_id: string }[];
}


export const ordensServicoFigures = async (db: Queryable, p: Period): Promise<OrdensServicoFigures> => {
  const [r] = await run<Row>(db, SQL, [p.de, p.ate, p.fuso_horario, p.cliente_id, p.passo, p.sla_horas], 'dashboards:ordens-servico');
  const { concluidas, no_sla } = r.conclusao;
  return {
    por_status: statusCounts(ordensServico, r.por_status),
    serie: r.serie,
    conclusao: { ...r.conclusao, sla_horas: p.sla_horas, no_sla_fracao: concluidas ? no_sla / concluidas : null },
    atrasadas: { total: r.atrasadas_total, primeiras: r.atrasadas },
  };
};

