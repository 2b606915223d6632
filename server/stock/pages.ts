import { LIST_TOTAL_CAP } from '../../src/registry/limits';
import { type Queryable, run } from '../crud/sql';
import { badRequest } from '../errors';
import { settingsTimeZone } from '../settings';

/** Today in the settings' time zone, inside the statement: a page is one round trip. */
const TODAY = `(now() AT TIME ZONE ${settingsTimeZone})::date`;

/**
 * The four stock pages (docs/domain.md "Warehousing"): read-only views of estoque_saldos, the
 * balances the ledger keeps (server/stock/ledger.ts), grouped at three depths. Read straight in SQL:
 * one statement answers a page and its total, so a page costs one round trip.
 */

export type Page = 'saldo-fisico' | 'saldo-produto-lote' | 'saldo-produto-lote-enderecamento' | 'status';
export const PAGES: readonly Page[] = ['saldo-fisico', 'saldo-produto-lote', 'saldo-produto-lote-enderecamento', 'status'];

/** Days before its expiry from which a lot is marked (and listed by `vencendo` in the rows). */
export const VENCENDO_DIAS = 30;

export interface StockFilters {
  material_id?: string[];
  categoria_id?: string[];
  lote?: string;
  endereco?: string;
  q?: string;
  vencendo_em_dias?: number;
  /** status page: only materials with some stock in this state. */
  status?: 'disponivel' | 'reservada' | 'bloqueada';
}

export interface PageQuery extends StockFilters {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The key each page groups by (and its row id is made of). */
const KEYS: Record<Page, string[]> = {
  'saldo-fisico': ['material_id'],
  'saldo-produto-lote': ['material_id', 'lote'],
  'saldo-produto-lote-enderecamento': ['material_id', 'lote', 'endereco'],
  status: ['material_id'],
};

const COMMON_SORTS: Record<string, string> = {
  material_codigo: 'm.codigo', material_descricao: 'm.descricao', categoria_nome: 'c.nome',
  quantidade: 'quantidade', reservada: 'reservada', bloqueada: 'bloqueada', disponivel: 'disponivel', validade: 'validade',
};
const SORTS: Record<Page, Record<string, string>> = {
  'saldo-fisico': COMMON_SORTS,
  'saldo-produto-lote': { ...COMMON_SORTS, lote: 'g.lote' },
  'saldo-produto-lote-enderecamento': { ...COMMON_SORTS, lote: 'g.lote', endereco: 'g.endereco' },
  status: COMMON_SORTS,
};
export const sortsOf = (page: Page) => Object.keys(SORTS[page]);

class Params {
  values: unknown[] = [];
  add(v: unknown) { this.values.push(v); return `$${this.values.length}`; }
}

/** Conditions on balance rows `s` (and their material `m`), the same on every page, so the pages agree. */
const balanceWhere = (f: StockFilters, p: Params): string[] => {
  const w = ['s.quantidade > 0'];
  if (f.material_id?.length) w.push(`s.material_id = ANY(${p.add(f.material_id)}::uuid[])`);
  if (f.categoria_id?.length) w.push(`m.categoria_id = ANY(${p.add(f.categoria_id)}::uuid[])`);
  if (f.lote !== undefined && f.lote !== '') w.push(`s.lote = ${p.add(f.lote)}`);
  if (f.endereco) w.push(`s.endereco LIKE ${p.add(`${f.endereco.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  if (f.q?.trim()) {
    const like = p.add(`%${f.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    w.push(`(m.codigo ILIKE ${like} OR m.descricao ILIKE ${like})`);
  }
  // Expired lots are "expiring within N days" too: they are the first to look at.
  if (f.vencendo_em_dias !== undefined) w.push(`s.validade <= ${TODAY} + ${p.add(f.vencendo_em_dias)}::int`);
  return w;
};

/** One page of a stock page and its total (capped like every list, docs/domain.md "List count cap"). */
export const readPage = async (db: Queryable, page: Page, q: PageQuery) => {
  const p = new Params();
  const where = balanceWhere(q, p);
  const keys = KEYS[page];
  const groupCols = keys.map((k) => `s.${k}`).join(', ');
  const having: string[] = [];
  if (page === 'status' && q.status) {
    having.push(q.status === 'disponivel' ? 'sum(s.quantidade - s.reservada - s.bloqueada) > 0' : `sum(s.${q.status}) > 0`);
  }
  const sorts = SORTS[page];
  const sortField = q.sort ?? 'material_codigo';
  if (!(sortField in sorts)) throw badRequest('app.errors.bad_sort', { field: sortField });
  const dir = q.order === 'desc' ? 'DESC' : 'ASC';
  const tie = keys.map((k) => `g.${k} ${dir}`).join(', ');
  const limitP = p.add(q.limit);
  const offsetP = p.add((q.page - 1) * q.limit);
  const sql = `
    WITH g AS (
      SELECT ${groupCols}, sum(s.quantidade) AS quantidade, sum(s.reservada) AS reservada, sum(s.bloqueada) AS bloqueada,
             sum(s.quantidade - s.reservada - s.bloqueada) AS disponivel, min(s.validade) AS validade
        FROM estoque_saldos s JOIN materiais m ON m.id = s.material_id
       WHERE ${where.join(' AND ')}
       GROUP BY ${groupCols}
       ${having.length ? `HAVING ${having.join(' AND ')}` : ''})
    SELECT ${keys.map((k) => `g.${k}`).join(', ')},
           m.codigo AS material_codigo, m.descricao AS material_descricao, m.unidade AS material_unidade,
           m.categoria_id, c.nome AS categoria_nome,
           g.quantidade::float8 AS quantidade, g.reservada::float8 AS reservada, g.bloqueada::float8 AS bloqueada,
           g.disponivel::float8 AS disponivel, g.validade::text AS validade,
           coalesce(g.validade < ${TODAY}, false) AS vencido,
           coalesce(g.validade >= ${TODAY} AND g.validade <= ${TODAY} + ${VENCENDO_DIAS}, false) AS vencendo,
           count(*) OVER () AS total
      FROM g JOIN materiais m ON m.id = g.material_id LEFT JOIN categorias c ON c.id = m.categoria_id
     ORDER BY ${sorts[sortField]} ${dir} NULLS LAST, ${tie}
     LIMIT ${limitP} OFFSET ${offsetP}`;
  const rows = await run<Record<string, unknown> & { total: string }>(db, sql, p.values);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && q.page > 1) total = await countOnly(db, page, q);
  return {
    data: rows.map(({ total: _t, ...r }) => ({ id: keys.map((k) => String(r[k])).join('|'), ...r })),
    total: Math.min(total, LIST_TOTAL_CAP),
  };
};

/** A page past the end still says how many rows there are. */
const countOnly = async (db: Queryable, page: Page, q: PageQuery) => {
  const p = new Params();
  const where = balanceWhere(q, p);
  const groupCols = KEYS[page].map((k) => `s.${k}`).join(', ');
  const [row] = await run<{ n: string }>(db, `
    SELECT count(*) AS n FROM (SELECT 1 FROM estoque_saldos s JOIN materiais m ON m.id = s.material_id
     WHERE ${where.join(' AND ')} GROUP BY ${groupCols}) x`, p.values);
  return Number(row.n);
};

export interface LedgerQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  material_id?: string[];
  lote?: string;
  endereco?: string;
  origem?: string;
  documento_id?: string;
  created_at_gte?: string;
  created_at_lte?: string;
}

const LEDGER_SORTS: Record<string, string> = { seq: 'e.seq', created_at: 'e.created_at', quantidade: 'e.quantidade', lote: 'e.lote', endereco: 'e.endereco' };
export const LEDGER_SORT_FIELDS = Object.keys(LEDGER_SORTS);

/**
 * The ledger, newest first: the movements behind a balance. The total counts up to the cap only
 * (docs/domain.md "List count cap"), so a page of a million rows stays one index scan.
 */
export const readLedger = async (db: Queryable, q: LedgerQuery) => {
  const p = new Params();
  const w: string[] = [];
  if (q.material_id?.length) w.push(`e.material_id = ANY(${p.add(q.material_id)}::uuid[])`);
  if (q.lote !== undefined) w.push(`e.lote = ${p.add(q.lote)}`);
  if (q.endereco) w.push(`e.endereco = ${p.add(q.endereco.toUpperCase())}`);
  if (q.origem) w.push(`e.origem = ${p.add(q.origem)}`);
  if (q.documento_id) w.push(`e.documento_id = ${p.add(q.documento_id)}::uuid`);
  // Days are the company's days (settings' time zone), as everywhere else.
  if (q.created_at_gte) w.push(`e.created_at >= (${p.add(q.created_at_gte)}::date)::timestamp AT TIME ZONE ${settingsTimeZone}`);
  if (q.created_at_lte) w.push(`e.created_at < (${p.add(q.created_at_lte)}::date + 1)::timestamp AT TIME ZONE ${settingsTimeZone}`);
  const sortField = q.sort ?? 'seq';
  if (!(sortField in LEDGER_SORTS)) throw badRequest('app.errors.bad_sort', { field: sortField });
  const dir = (q.order ?? (q.sort ? 'asc' : 'desc')) === 'desc' ? 'DESC' : 'ASC';
  const whereSql = w.length ? `WHERE ${w.join(' AND ')}` : '';
  const countValues = [...p.values];
  const rows = await run<Record<string, unknown>>(db, `
    SELECT e.id, e.seq::int8::text AS seq, e.material_id, m.codigo AS material_codigo, m.descricao AS material_descricao,
           m.unidade AS material_unidade, e.lote, e.validade::text AS validade, e.endereco,
           e.quantidade::float8 AS quantidade, e.bloqueada::float8 AS bloqueada, e.origem, e.documento_id, e.motivo,
           e.usuario_id, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS usuario_nome, e.created_at
      FROM estoque_movimentos e JOIN materiais m ON m.id = e.material_id LEFT JOIN usuarios u ON u.id = e.usuario_id
      ${whereSql}
     ORDER BY ${LEDGER_SORTS[sortField]} ${dir}, e.seq ${dir}
     LIMIT ${p.add(q.limit)} OFFSET ${p.add((q.page - 1) * q.limit)}`, p.values);
  const offset = (q.page - 1) * q.limit;
  if (rows.length < q.limit && (rows.length > 0 || offset === 0)) return { data: rows, total: offset + rows.length };
  const [c] = await run<{ n: string }>(db, `
    SELECT count(*) AS n FROM (SELECT 1 FROM estoque_movimentos e ${whereSql} LIMIT ${LIST_TOTAL_CAP}) x`, countValues);
  return { data: rows, total: Number(c.n) };
};
