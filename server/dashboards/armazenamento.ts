import agendamentos from '../../src/resources/agendamentos';
import { type Queryable, run } from '../crud/sql';
import type { Period } from './period';
import type { ArmazenamentoFigures } from '../../src/resources/dashboards';
import { POINTS, pointOf, within } from './shared';

export const EXPIRING_DAYS = 30;
export const TOP_LIST = 20;

/**
 * The warehouse dashboard in one statement: the stock now (per category, expiring lots, blocked),
 * inbound and outbound quantities per day of the period from the ledger, and the day `ate`'s dock
 * bookings. Stock has no client: under a client filter only the client's shipments and bookings
 * count, and the stock figures are not answered (docs/decisions.md).
 */
const SQL = `
WITH mov AS (
  -- Without a client, from the quarter-hour rollup (migration 0017); a client's shipments from their own movements.
  SELECT ${pointOf('q.inicio')} AS k,
         sum(q.quantidade) FILTER (WHERE q.origem = 'recebimento') AS entradas,
         -sum(q.quantidade) FILTER (WHERE q.origem = 'expedicao') AS saidas
    FROM estoque_movimentos_quartos q
   WHERE $4::uuid IS NULL AND ${within('q.inicio')} AND q.origem IN ('recebimento', 'expedicao')
   GROUP BY 1
  UNION ALL
  SELECT ${pointOf('m.created_at')}, NULL, -sum(m.quantidade)
    FROM expedicoes e JOIN estoque_movimentos m ON m.documento_id = e.id
   WHERE $4::uuid IS NOT NULL AND e.cliente_id = $4 AND m.origem = 'expedicao' AND ${within('m.created_at')}
   GROUP BY 1),
vencendo AS (
  SELECT s.material_id, s.lote, s.validade, sum(s.quantidade)::float8 AS quantidade
    FROM estoque_saldos s
   WHERE $4::uuid IS NULL AND s.quantidade > 0 AND s.validade BETWEEN $2::date AND $2::date + ${EXPIRING_DAYS}
   GROUP BY 1, 2, 3),
bloqueado AS (
  SELECT s.material_id, sum(s.bloqueada)::float8 AS bloqueada
    FROM estoque_saldos s
   WHERE $4::uuid IS NULL AND s.bloqueada > 0
   GROUP BY 1),
docas AS (
  SELECT a.doca, count(*)::int AS total,
         count(*) FILTER (WHERE a.tipo = 'recebimento')::int AS recebimento,
         count(*) FILTER (WHERE a.tipo = 'expedicao')::int AS expedicao
    FROM agendamentos a
   WHERE a.data = $2::date AND a.status_id IS DISTINCT FROM '${agendamentos.statusIds.cancelado}'
     AND ($4::uuid IS NULL OR a.cliente_id = $4)
   GROUP BY 1)
SELECT
  (SELECT coalesce(json_agg(json_build_object('categoria_id', x.categoria_id, 'nome', c.nome, 'quantidade', x.quantidade,
                                              'valor', x.valor, 'materiais', x.materiais) ORDER BY x.quantidade DESC, c.nome), '[]')
     FROM (SELECT m.categoria_id, sum(s.quantidade)::float8 AS quantidade,
                  round(sum(s.quantidade * coalesce(m.valor_unitario, 0)), 2)::float8 AS valor, count(*)::int AS materiais
             FROM (SELECT material_id, sum(quantidade) AS quantidade FROM estoque_saldos
                    WHERE $4::uuid IS NULL AND quantidade > 0 GROUP BY 1) s
             JOIN materiais m ON m.id = s.material_id GROUP BY 1) x
     LEFT JOIN categorias c ON c.id = x.categoria_id) AS por_categoria,
  (SELECT json_agg(json_build_object('data', p.data, 'fim', p.fim,
                                     'entradas', CASE WHEN $4::uuid IS NULL THEN coalesce(mov.entradas, 0)::float8 END,
                                     'saidas', coalesce(mov.saidas, 0)::float8) ORDER BY p.k)
     FROM (${POINTS}) p LEFT JOIN mov ON mov.k = p.k) AS movimentos,
  (SELECT json_build_object('entradas', CASE WHEN $4::uuid IS NULL THEN coalesce(sum(entradas), 0)::float8 END,
                            'saidas', coalesce(sum(saidas), 0)::float8) FROM mov) AS movimentos_total,
  (SELECT json_agg(json_build_object('doca', n.doca, 'total', coalesce(d.total, 0), 'recebimento', coalesce(d.recebimento, 0),
                                     'expedicao', coalesce(d.expedicao, 0)) ORDER BY n.doca)
     FROM generate_series(1, greatest($6::int, (SELECT max(doca) FROM docas))) AS n(doca)
     LEFT JOIN docas d ON d.doca = n.doca) AS docas,
  (SELECT count(*)::int FROM vencendo) AS vencendo_total,
  (SELECT coalesce(json_agg(json_build_object('material_id', v.material_id, 'codigo', m.codigo, 'descricao', m.descricao, 'unidade', m.unidade,
                                              'lote', v.lote, 'validade', v.validade::text, 'quantidade', v.quantidade)
                            ORDER BY v.validade, m.codigo, v.lote), '[]')
     FROM (SELECT * FROM vencendo ORDER BY validade, material_id, lote LIMIT ${TOP_LIST}) v JOIN materiais m ON m.id = v.material_id) AS vencendo,
  (SELECT json_build_object('total', coalesce(sum(bloqueada), 0)::float8, 'materiais', count(*)::int) FROM bloqueado) AS bloqueado_total,
  (SELECT coalesce(json_agg(json_build_object('material_id', x.material_id, 'codigo', m.codigo, 'descricao', m.descricao, 'unidade', m.unidade,
                                              'bloqueada', x.bloqueada) ORDER BY x.bloqueada DESC, m.codigo), '[]')
     FROM (SELECT * FROM bloqueado ORDER BY bloqueada DESC LIMIT ${TOP_LIST}) x JOIN materiais m ON m.id = x.material_id) AS bloqueado`;

type Material = { material_id: string; codigo: string; descricao: string; unidade: string };
interface Row {
  por_categoria: { categoria_id: string | null; nome: string | null; quantidade: number; valor: number; materiais: number }[];
  movimentos: { data: string; fim: string; entradas: number | null; saidas: number }[];
  movimentos_total: { entradas: number | null; saidas: number };
  docas: { doca: number; total: number; recebimento: number; expedicao: number }[] | null;
  vencendo_total: number;
  vencendo: (Material & { lote: string; validade: string; quantidade: number })[];
  bloqueado_total: { total: number; materiais: number };
  bloqueado: (Material & { bloqueada: number })[];
}


export const armazenamentoFigures = async (db: Queryable, p: Period): Promise<ArmazenamentoFigures> => {
  const [r] = await run<Row>(db, SQL, [p.de, p.ate, p.fuso_horario, p.cliente_id, p.passo, p.docas], 'dashboards:armazenamento');
  const stock = !p.cliente_id;
  return {
    estoque_por_categoria: stock ? r.por_categoria : null,
    movimentos: { serie: r.movimentos, total: r.movimentos_total },
    agendamentos_hoje: { data: p.ate, por_doca: r.docas ?? [] },
    lotes_vencendo: stock ? { dias: EXPIRING_DAYS, total: r.vencendo_total, primeiros: r.vencendo } : null,
    bloqueado: stock ? { ...r.bloqueado_total, por_material: r.bloqueado } : null,
  };
};

