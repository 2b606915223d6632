import { LIST_TOTAL_CAP } from '../../src/registry/limits';
import { type Queryable, run } from '../crud/sql';
import { badRequest } from '../errors';
import { dayStartsAt, settingsTimeZone } from '../settings';
import type { StockPage } from '../../src/resources/estoque';

/** Today in the settings' time zone, inside the statement: a page is one round trip. */
const TODAY = `(now() AT TIME ZONE ${settingsTimeZone})::date`;

/**
 * The four stock pages (docs/domain.md "Warehousing"): read-only views of estoque_saldos, the
 * balances the ledger keeps (server/stock/ledger.ts), grouped at three depths. Read straight in SQL:
 * one statement answers a page and its total, so a page costs one round trip.
 */


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
const KEYS: Record<StockPage, string[]> = {
  'saldo-fisico': ['material_id'],
  'saldo-produto-lote': ['material_id', 'lote'],
  'saldo-produto-lote-enderecamento': ['material_id', 'lote', 'endereco'],
  status: ['material_id'],
};

const COMMON_SORTS: Record<string, string> = {
  material_codigo: 'm.codigo', material_descricao: 'm.descricao', categoria_nome: 'c.nome',
  quantidade: 'g.quantidade', reservada: 'g.reservada', bloqueada: 'g.bloqueada', disponivel: 'g.disponivel', validade: 'g.validade',
};
const SORTS: Record<StockPage, Record<string, string>> = {
  'saldo-fisico': COMMON_SORTS,
  'saldo-produto-lote': { ...COMMON_SORTS, lote: 'g.lote' },
  'saldo-produto-lote-enderecamento': { ...COMMON_SORTS, lote: 'g.lote', endereco: 'g.endereco' },
  status: COMMON_SORTS,
};
export const sortsOf = (page: StockPage) => Object.keys(SORTS[page]);

class Params {
  values: unknown[] = [];
  add(v: unknown) { this.values.push(v); return `$${this.values.length}`; }
}

const like = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The rows of a page before paging, as SQL: each material (filters on materiais) with its balances
 * (filters on estoque_saldos) grouped laterally. Walking materiais in codigo order (its unique index)
 * and summing each one's balances through the primary key lets the first page stop after 25 rows
 * instead of grouping every balance; the same filters on every page keep the pages in agreement.
 */
const rowsSql = (page: StockPage, f: StockFilters, p: Params) => {
  const inner = ['s.material_id = m.id', 's.quantidade > 0'];
  if (f.lote !== undefined && f.lote !== '') inner.push(`s.lote = ${p.add(f.lote)}`);
  if (f.endereco) inner.push(`s.endereco LIKE ${p.add(`${like(f.endereco.toUpperCase())}%`)}`);
  // Expired lots are "expiring within N days" too: they are the first to look at.
  if (f.vencendo_em_dias !== undefined) inner.push(`s.validade <= ${TODAY} + ${p.add(f.vencendo_em_dias)}::int`);
  const outer = ['g.quantidade > 0'];
  if (f.material_id?.length) outer.push(`m.id = ANY(${p.add(f.material_id)}::uuid[])`);
  if (f.categoria_id?.length) outer.push(`m.categoria_id = ANY(${p.add(f.categoria_id)}::uuid[])`);
  if (f.q?.trim()) {
    const q = p.add(`%${like(f.q.trim())}%`);
    outer.push(`(m.codigo ILIKE ${q} OR m.descricao ILIKE ${q})`);
  }
  if (page === 'status' && f.status) outer.push(f.status === 'disponivel' ? 'g.disponivel > 0' : `g.${f.status} > 0`);
  const extra = KEYS[page].slice(1).map((k) => `s.${k}`);
  return `
      FROM materiais m
      CROSS JOIN LATERAL (
        SELECT ${extra.map((k) => `${k}, `).join('')}sum(s.quantidade) AS quantidade, sum(s.reservada) AS reservada, sum(s.bloqueada) AS bloqueada,
               sum(s.quantidade - s.reservada - s.bloqueada) AS disponivel, min(s.validade) AS validade
          FROM estoque_saldos s
         WHERE ${inner.join(' AND ')}
         ${extra.length ? `GROUP BY ${extra.join(', ')}` : ''}) g
     WHERE ${outer.join(' AND ')}`;
};

/** The status page's state filter on the per-material summary: some balance holds stock in that state. */
const STATE: Record<NonNullable<StockFilters['status']>, string> = {
  disponivel: 'r.disponiveis > 0', reservada: 'r.reservadas > 0', bloqueada: 'r.bloqueadas > 0',
};

/**
 * How many rows a page has, up to the cap. Without a filter on the balances themselves (lot, bin,
 * expiry) a material page counts the per-material summary and the lot page the per-lot one
 * (server/stock/ledger.ts keeps both), one row per counted row, so the count reads no more than it
 * answers. A status filter holds for a material when some balance of it holds stock in that state
 * (amounts are never negative, so that is when the material's sum is positive). Otherwise it counts the balances that match (the partial index of
 * positive balances, or the expiry index for "expiring within N days"), grouped at the page's depth.
 */
const countRows = async (db: Queryable, page: StockPage, f: PageQuery) => {
  const p = new Params();
  const mw: string[] = [];
  // `id`: where the material's id is read (the summaries carry it, so they join materiais only for the rest).
  const materialFilters = (id: string) => {
    if (f.material_id?.length) mw.push(`${id} = ANY(${p.add(f.material_id)}::uuid[])`);
    if (f.categoria_id?.length) mw.push(`m.categoria_id = ANY(${p.add(f.categoria_id)}::uuid[])`);
    if (f.q?.trim()) {
      const q = p.add(`%${like(f.q.trim())}%`);
      mw.push(`(m.codigo ILIKE ${q} OR m.descricao ILIKE ${q})`);
    }
  };
  const hasLote = f.lote !== undefined && f.lote !== '';
  const onBalances = Boolean(f.endereco) || f.vencendo_em_dias !== undefined || (hasLote && KEYS[page].length === 1);
  const count = async (sql: string) => {
    const [row] = await run<{ n: string }>(db, `SELECT count(*) AS n FROM (${sql} LIMIT ${LIST_TOTAL_CAP}) x`, p.values);
    return Number(row.n);
  };
  if (!onBalances && page !== 'saldo-produto-lote-enderecamento') {
    const lots = page === 'saldo-produto-lote';
    const w = ['r.saldos > 0'];
    if (lots && hasLote) w.push(`r.lote = ${p.add(f.lote)}`);
    if (page === 'status' && f.status) w.push(STATE[f.status]);
    materialFilters('r.material_id');
    const join = f.categoria_id?.length || f.q?.trim() ? ' JOIN materiais m ON m.id = r.material_id' : '';
    return count(`SELECT 1 FROM ${lots ? 'estoque_saldos_lotes' : 'estoque_saldos_materiais'} r${join} WHERE ${[...w, ...mw].join(' AND ')}`);
  }
  if (page === 'status' && f.status) return count(`SELECT 1 ${rowsSql(page, f, p)}`);
  const w = ['s.quantidade > 0'];
  if (hasLote) w.push(`s.lote = ${p.add(f.lote)}`);
  if (f.endereco) w.push(`s.endereco LIKE ${p.add(`${like(f.endereco.toUpperCase())}%`)}`);
  if (f.vencendo_em_dias !== undefined) w.push(`s.validade <= ${TODAY} + ${p.add(f.vencendo_em_dias)}::int`);
  materialFilters('m.id');
  if (KEYS[page].length === 1) {
    // Materials with a matching positive balance: one probe of the partial index each, no aggregate.
    return count(`SELECT 1 FROM materiais m WHERE EXISTS (SELECT 1 FROM estoque_saldos s WHERE s.material_id = m.id AND ${w.join(' AND ')})${mw.map((c) => ` AND ${c}`).join('')}`);
  }
  const from = mw.length ? 'estoque_saldos s JOIN materiais m ON m.id = s.material_id' : 'estoque_saldos s';
  const where = [...w, ...mw].join(' AND ');
  // Lots: distinct keys of the matching balances. A bin row is one balance (its primary key).
  return count(page === 'saldo-produto-lote' ? `SELECT DISTINCT s.material_id, s.lote FROM ${from} WHERE ${where}` : `SELECT 1 FROM ${from} WHERE ${where}`);
};

/** One page of a stock page and its total (capped like every list, docs/domain.md "List count cap"). */
export const readPage = async (db: Queryable, page: StockPage, q: PageQuery) => {
  const sorts = SORTS[page];
  const sortField = q.sort ?? 'material_codigo';
  if (!(sortField in sorts)) throw badRequest('app.errors.bad_sort', { field: sortField });
  const dir = q.order === 'desc' ? 'DESC' : 'ASC';
  const keys = KEYS[page];
  const tie = ['m.codigo', 'm.id', ...keys.slice(1).map((k) => `g.${k}`)].map((k) => `${k} ${dir}`).join(', ');
  const p = new Params();
  const from = rowsSql(page, q, p);
  const limitP = p.add(q.limit);
  const offsetP = p.add((q.page - 1) * q.limit);
  const rows = await run<Record<string, unknown>>(db, `
    SELECT m.id AS material_id${keys.slice(1).map((k) => `, g.${k}`).join('')},
           m.codigo AS material_codigo, m.descricao AS material_descricao, m.unidade AS material_unidade,
           m.categoria_id, c.nome AS categoria_nome,
           g.quantidade::float8 AS quantidade, g.reservada::float8 AS reservada, g.bloqueada::float8 AS bloqueada,
           g.disponivel::float8 AS disponivel, g.validade::text AS validade,
           coalesce(g.validade < ${TODAY}, false) AS vencido,
           coalesce(g.validade >= ${TODAY} AND g.validade <= ${TODAY} + ${VENCENDO_DIAS}, false) AS vencendo
      ${from.replace('FROM materiais m', 'FROM materiais m LEFT JOIN categorias c ON c.id = m.categoria_id')}
     ORDER BY ${sortField === 'material_codigo' ? '' : `${sorts[sortField]} ${dir} NULLS LAST, `}${tie}
     LIMIT ${limitP} OFFSET ${offsetP}`, p.values);
  const offset = (q.page - 1) * q.limit;
  let total = offset + rows.length;
  // A short page ends the list: its total is known without counting (a page past the end is not).
  if (rows.length === q.limit || (!rows.length && offset > 0)) {
    total = await countRows(db, page, q);
  }
  return {
    data: rows.map((r) => ({ id: keys.map((k) => String(r[k])).join('|'), ...r })),
    total,
  };
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
  if (q.created_at_gte) w.push(`e.created_at >= ${dayStartsAt(p.add(q.created_at_gte))}`);
  if (q.created_at_lte) w.push(`e.created_at < ${dayStartsAt(`${p.add(q.created_at_lte)}::date + 1`)}`);
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
