import { uuidv7 } from 'uuidv7';
import { type Queryable, run } from '../crud/sql';
import { AppError } from '../errors';
import { CHANGES_CHANNEL } from '../crud/audit';
import estoque, { type StockOrigin } from '../../src/resources/estoque';
import { refuseUnusableBins } from './bins';
import { refuseFractionsOfWholeUnits } from './units';

/**
 * The stock ledger (docs/architecture.md "Stock ledger"): the only code that writes
 * estoque_movimentos, estoque_saldos and estoque_reservas. Every change of a balance is a
 * movement posted here, in the caller's transaction, so a balance always equals the sum of its
 * movements (GET /v1/estoque/verificacao says so) and nothing ever needs a repost.
 *
 * Concurrency: the balance rows a call touches are created if missing and then locked, both in
 * one fixed key order (material, lote, endereco, compared byte-wise as COLLATE "C" does), so two
 * callers wait for each other instead of deadlocking; the availability check runs on the locked
 * rows in SQL (numeric, no float), and the CHECK constraints of estoque_saldos stay the last word.
 */

export type Origem = StockOrigin;

/** One movement of a material in a bin (and lot). */
export interface Movement {
  material_id: string;
  /** null or '' for a material without lots. */
  lote?: string | null;
  validade?: string | null;
  endereco: string;
  /** Signed: + in, − out. */
  quantidade: number;
  /** Signed part of `quantidade` that is (or stops being) blocked stock. */
  bloqueada?: number;
  /** Where a refusal shows in the caller's form (`itens.2.quantidade`). */
  path?: string;
  /** Where a refusal of its bin shows (`itens.2.endereco`; `endereco` when not given). */
  binPath?: string;
}

export interface PostContext {
  origem: Origem;
  documento_id?: string | null;
  usuario_id?: string | null;
  motivo?: string | null;
  /**
   * The document's own reservation (an expedição confirming what it reserved) counts as available
   * to it and is released by the same call.
   */
  consumesReservationOf?: string;
}

/** A key of a balance. */
export interface StockKey {
  material_id: string;
  lote: string;
  endereco: string;
}

interface Line extends StockKey {
  validade: string | null;
  quantidade: number;
  bloqueada: number;
  paths: string[];
}

const keyOf = (m: { material_id: string; lote?: string | null; endereco: string }): StockKey => ({
  material_id: m.material_id.toLowerCase(), lote: m.lote ?? '', endereco: m.endereco,
});
const keyString = (k: StockKey) => `${k.material_id}\u0000${k.lote}\u0000${k.endereco}`;
/** The one lock order: byte-wise, as PostgreSQL's COLLATE "C" and a uuid's own order compare. */
const byteCompare = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return Buffer.compare(x, y);
};
const compareKeys = (a: StockKey, b: StockKey) =>
  byteCompare(a.material_id, b.material_id) || byteCompare(a.lote, b.lote) || byteCompare(a.endereco, b.endereco);

/** Movements summed per key, in lock order. Amounts go to SQL as text, so numeric adds them exactly. */
const merge = (movements: readonly Movement[]): Line[] => {
  const byKey = new Map<string, Line>();
  for (const m of movements) {
    const k = keyOf(m);
    const id = keyString(k);
    const line = byKey.get(id) ?? { ...k, validade: m.validade ?? null, quantidade: 0, bloqueada: 0, paths: [] };
    line.quantidade += m.quantidade;
    line.bloqueada += m.bloqueada ?? 0;
    if (!line.validade && m.validade) line.validade = m.validade;
    if (m.path) line.paths.push(m.path);
    byKey.set(id, line);
  }
  return [...byKey.values()].sort(compareKeys);
};

const arrays = (keys: readonly StockKey[]) => [
  keys.map((k) => k.material_id), keys.map((k) => k.lote), keys.map((k) => k.endereco),
];

/** A balance as it was when locked: what the summaries' change is measured from. */
interface Before extends StockKey {
  quantidade: string;
  reservada: string;
  bloqueada: string;
}

/** Creates the missing balance rows of these keys, then locks them all, in lock order; answers them as they were. */
const lockBalances = async (db: Queryable, keys: readonly (StockKey & { validade?: string | null })[]): Promise<Before[]> => {
  if (!keys.length) return [];
  await run(db, `
    INSERT INTO estoque_saldos (material_id, lote, endereco, validade)
    SELECT k.material_id, k.lote, k.endereco, k.validade
      FROM unnest($1::uuid[], $2::text[], $3::text[], $4::date[]) WITH ORDINALITY AS k(material_id, lote, endereco, validade, n)
     ORDER BY k.n
    ON CONFLICT (material_id, lote, endereco) DO NOTHING`,
  [...arrays(keys), keys.map((k) => k.validade ?? null)]);
  // Amounts as text, so the summaries' deltas stay numeric end to end.
  return run<Before>(db, `
    SELECT s.material_id, s.lote, s.endereco, s.quantidade::text AS quantidade, s.reservada::text AS reservada, s.bloqueada::text AS bloqueada
      FROM estoque_saldos s
      JOIN unnest($1::uuid[], $2::text[], $3::text[]) AS k(material_id, lote, endereco)
        ON (s.material_id, s.lote, s.endereco) = (k.material_id, k.lote, k.endereco)
     ORDER BY s.material_id, s.lote COLLATE "C", s.endereco COLLATE "C"
       FOR UPDATE OF s`, arrays(keys));
};

/**
 * The summaries as the balances make them (estoque_saldos_materiais, estoque_saldos_lotes): how many
 * balances hold stock, and per material how many hold some available, reserved or blocked stock.
 * What `verify` compares them with, and what a bulk load starts them from.
 */
export const SUMMARIES = {
  materiais: `SELECT material_id, count(*) FILTER (WHERE quantidade > 0)::int AS saldos,
                     count(*) FILTER (WHERE quantidade - reservada - bloqueada > 0)::int AS disponiveis,
                     count(*) FILTER (WHERE reservada > 0)::int AS reservadas, count(*) FILTER (WHERE bloqueada > 0)::int AS bloqueadas
                FROM estoque_saldos GROUP BY 1`,
  lotes: 'SELECT material_id, lote, count(*) FILTER (WHERE quantidade > 0)::int AS saldos FROM estoque_saldos GROUP BY 1, 2',
};

/**
 * Moves the summaries by the balances of this call that crossed zero in some state since `before`
 * (their values when locked), in one statement at the end of the call. Most postings leave stock
 * behind and write nothing here, so they never wait on a summary row. A row is incremented, never
 * recounted (a recount would miss another caller's uncommitted balance of the same material), in
 * key order and always by this one statement, so callers on one material wait, never deadlock.
 */
const summarize = async (db: Queryable, before: readonly Before[]) => {
  if (!before.length) return;
  await run(db, `
    WITH d AS (
      SELECT s.material_id, s.lote,
             (s.quantidade > 0)::int - (b.quantidade > 0)::int AS saldos,
             (s.quantidade - s.reservada - s.bloqueada > 0)::int - (b.quantidade - b.reservada - b.bloqueada > 0)::int AS disponiveis,
             (s.reservada > 0)::int - (b.reservada > 0)::int AS reservadas,
             (s.bloqueada > 0)::int - (b.bloqueada > 0)::int AS bloqueadas
        FROM unnest($1::uuid[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[]) AS b(material_id, lote, endereco, quantidade, reservada, bloqueada)
        JOIN estoque_saldos s ON (s.material_id, s.lote, s.endereco) = (b.material_id, b.lote, b.endereco)),
    lotes AS (
      INSERT INTO estoque_saldos_lotes AS t (material_id, lote, saldos)
      SELECT material_id, lote, sum(saldos) FROM d GROUP BY 1, 2 HAVING sum(saldos) <> 0 ORDER BY material_id, lote COLLATE "C"
      ON CONFLICT (material_id, lote) DO UPDATE SET saldos = t.saldos + excluded.saldos)
    INSERT INTO estoque_saldos_materiais AS t (material_id, saldos, disponiveis, reservadas, bloqueadas)
    SELECT material_id, sum(saldos), sum(disponiveis), sum(reservadas), sum(bloqueadas) FROM d GROUP BY 1
    HAVING sum(saldos) <> 0 OR sum(disponiveis) <> 0 OR sum(reservadas) <> 0 OR sum(bloqueadas) <> 0 ORDER BY material_id
    ON CONFLICT (material_id) DO UPDATE
      SET saldos = t.saldos + excluded.saldos, disponiveis = t.disponiveis + excluded.disponiveis,
          reservadas = t.reservadas + excluded.reservadas, bloqueadas = t.bloqueadas + excluded.bloqueadas`,
  [...arrays(before), before.map((b) => b.quantidade), before.map((b) => b.reservada), before.map((b) => b.bloqueada)]);
};

/** What a refusal names: the material as the lists show it, the lot, the bin, and how much there was. */
interface Shortfall extends StockKey {
  codigo: string;
  disponivel: number;
  pedida: number;
}

const insufficient = (s: Shortfall, paths: string[]) => new AppError(
  409,
  'resources.estoque.messages.estoque_insuficiente',
  { material: s.codigo, lote: s.lote || '—', endereco: s.endereco, disponivel: s.disponivel, pedida: s.pedida },
  paths.length ? Object.fromEntries(paths.map((p) => [p, { message: 'resources.estoque.messages.estoque_insuficiente_linha', args: { disponivel: s.disponivel } }])) : undefined,
);

/**
 * Posts movements: balances change by them and the movements are appended, or nothing happens
 * and a 409 names the first line (in lock order) that would leave less than nothing available,
 * or a 400 the line that moves a fraction of a unit counted whole, or names a bin that is not
 * registered, or one stock may not enter (inactive, blocked: server/stock/bins.ts).
 * Answers the movement ids.
 */
export const post = async (db: Queryable, movements: readonly Movement[], ctx: PostContext): Promise<string[]> => {
  await refuseFractionsOfWholeUnits(db, movements.flatMap((m) => [m, ...(m.bloqueada ? [{ ...m, quantidade: m.bloqueada }] : [])]));
  const lines = merge(movements).filter((l) => l.quantidade !== 0 || l.bloqueada !== 0);
  if (!lines.length) return [];
  // The one gate of every bin stock enters or leaves (a receipt, a shipment, an adjustment, a
  // transfer), asked of the movements whose key still moves something.
  const moving = new Set(lines.map(keyString));
  await refuseUnusableBins(db, movements.filter((m) => moving.has(keyString(keyOf(m))))
    .map((m) => ({ endereco: m.endereco, path: m.binPath, entering: m.quantidade > 0 })));
  const before = await lockBalances(db, lines);
  const released = ctx.consumesReservationOf;
  // Numbers as text: PostgreSQL's numeric does the sums, exactly.
  const amounts = [lines.map((l) => String(l.quantidade)), lines.map((l) => String(l.bloqueada))];
  const short = await run<Shortfall>(db, `
    SELECT s.material_id, s.lote, s.endereco, m.codigo,
           (s.quantidade - s.reservada - s.bloqueada + coalesce(r.quantidade, 0))::numeric AS disponivel,
           (-k.quantidade + k.bloqueada)::numeric AS pedida
      FROM unnest($1::uuid[], $2::text[], $3::text[], $4::numeric[], $5::numeric[]) AS k(material_id, lote, endereco, quantidade, bloqueada)
      JOIN estoque_saldos s ON (s.material_id, s.lote, s.endereco) = (k.material_id, k.lote, k.endereco)
      JOIN materiais m ON m.id = s.material_id
      LEFT JOIN estoque_reservas r ON r.documento_id = $6 AND (r.material_id, r.lote, r.endereco) = (k.material_id, k.lote, k.endereco)
     WHERE s.quantidade + k.quantidade < 0
        OR s.bloqueada + k.bloqueada < 0
        OR (s.quantidade + k.quantidade) - (s.bloqueada + k.bloqueada) - (s.reservada - coalesce(r.quantidade, 0)) < 0
     ORDER BY s.material_id, s.lote COLLATE "C", s.endereco COLLATE "C"
     LIMIT 1`, [...arrays(lines), ...amounts, released ?? null]);
  if (short[0]) {
    const line = lines.find((l) => keyString(l) === keyString(keyOf(short[0])));
    throw insufficient(short[0], line?.paths ?? []);
  }
  if (released) await releaseOn(db, released, lines);
  await run(db, `
    UPDATE estoque_saldos s
       SET quantidade = s.quantidade + k.quantidade, bloqueada = s.bloqueada + k.bloqueada,
           validade = coalesce(s.validade, k.validade), updated_at = now()
      FROM unnest($1::uuid[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::date[]) AS k(material_id, lote, endereco, quantidade, bloqueada, validade)
     WHERE (s.material_id, s.lote, s.endereco) = (k.material_id, k.lote, k.endereco)`,
  [...arrays(lines), ...amounts, lines.map((l) => l.validade)]);
  const ids = lines.map(() => uuidv7());
  // The change is announced with the movements (delivered on commit), so stock pages and dashboards
  // follow every posting, an adjustment included, not only the documents that cause one.
  await run(db, `
    WITH novos AS (
      INSERT INTO estoque_movimentos (id, material_id, lote, validade, endereco, quantidade, bloqueada, origem, documento_id, motivo, usuario_id)
      SELECT k.id, k.material_id, k.lote, k.validade, k.endereco, k.quantidade, k.bloqueada, $8, $9, $10, $11
        FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::date[])
             AS k(id, material_id, lote, endereco, quantidade, bloqueada, validade))
    SELECT pg_notify($12, $13)`,
  [ids, ...arrays(lines), ...amounts, lines.map((l) => l.validade), ctx.origem, ctx.documento_id ?? null, ctx.motivo ?? null, ctx.usuario_id ?? null,
    CHANGES_CHANNEL, JSON.stringify({ resource: estoque.name, id: null, action: ctx.origem })]);
  await summarize(db, before);
  return ids;
};

/** A balance's place in its history: its quantity and the `seq` of the last movement that made it. */
export interface Position {
  quantidade: number;
  seq: number;
}

/**
 * The position of one key, with its balance row locked as `post` locks it (created at zero when
 * missing, as `reserve` does): until the caller's transaction ends no posting of that key can
 * commit, and none still in flight committed after the row was read, so the quantity and the seq
 * describe one point of the key's history. A cycle count's line remembers it (docs/decisions.md
 * "Cycle counts").
 */
export const position = async (db: Queryable, key: StockKey & { validade?: string | null }): Promise<Position> => {
  const k = keyOf(key);
  const [b] = await lockBalances(db, [{ ...k, validade: key.validade ?? null }]);
  const [s] = await run<{ seq: string }>(db,
    'SELECT coalesce(max(seq), 0)::text AS seq FROM estoque_movimentos WHERE material_id = $1 AND lote = $2 AND endereco = $3',
    [k.material_id, k.lote, k.endereco], 'ledger:position-seq');
  return { quantidade: Number(b.quantidade), seq: Number(s.seq) };
};

/** Takes the document's reservation off these (locked) balances and drops it. */
const releaseOn = async (db: Queryable, documentoId: string, keys: readonly StockKey[]) => {
  await run(db, `
    WITH gone AS (
      DELETE FROM estoque_reservas r USING unnest($2::uuid[], $3::text[], $4::text[]) AS k(material_id, lote, endereco)
       WHERE r.documento_id = $1 AND (r.material_id, r.lote, r.endereco) = (k.material_id, k.lote, k.endereco)
      RETURNING r.material_id, r.lote, r.endereco, r.quantidade)
    UPDATE estoque_saldos s SET reservada = s.reservada - gone.quantidade, updated_at = now()
      FROM gone WHERE (s.material_id, s.lote, s.endereco) = (gone.material_id, gone.lote, gone.endereco)`,
  [documentoId, ...arrays(keys)]);
};

/** A line an open document holds: material, lot and bin, and how much. */
export interface Reservation {
  material_id: string;
  lote?: string | null;
  endereco: string;
  quantidade: number;
  path?: string;
}

/**
 * Makes a document's reservations exactly `wanted` (an empty list releases them all): each
 * balance's `reservada` follows, or a 409 names the line that would reserve more than is available
 * (a 400 the line that would reserve a fraction of a unit counted whole).
 */
export const reserve = async (db: Queryable, documentoId: string, wanted: readonly Reservation[]): Promise<void> => {
  await refuseFractionsOfWholeUnits(db, wanted);
  const held = await run<StockKey>(db, 'SELECT material_id, lote, endereco FROM estoque_reservas WHERE documento_id = $1', [documentoId]);
  const want = merge(wanted.map((w) => ({ ...w, quantidade: w.quantidade }))).filter((l) => l.quantidade > 0);
  const keys = new Map<string, StockKey>();
  for (const k of [...held.map(keyOf), ...want]) keys.set(keyString(k), { material_id: k.material_id, lote: k.lote, endereco: k.endereco });
  const all = [...keys.values()].sort(compareKeys);
  if (!all.length) return;
  // Reserving needs stock there: a key with no balance row is created (at zero) and then refused below.
  const before = await lockBalances(db, all);
  await releaseOn(db, documentoId, all);
  if (!want.length) return summarize(db, before);
  const amounts = want.map((l) => String(l.quantidade));
  const short = await run<Shortfall>(db, `
    SELECT s.material_id, s.lote, s.endereco, m.codigo,
           (s.quantidade - s.reservada - s.bloqueada)::numeric AS disponivel, k.quantidade AS pedida
      FROM unnest($1::uuid[], $2::text[], $3::text[], $4::numeric[]) AS k(material_id, lote, endereco, quantidade)
      JOIN estoque_saldos s ON (s.material_id, s.lote, s.endereco) = (k.material_id, k.lote, k.endereco)
      JOIN materiais m ON m.id = s.material_id
     WHERE s.quantidade - s.reservada - s.bloqueada < k.quantidade
     ORDER BY s.material_id, s.lote COLLATE "C", s.endereco COLLATE "C"
     LIMIT 1`, [...arrays(want), amounts]);
  if (short[0]) {
    const line = want.find((l) => keyString(l) === keyString(keyOf(short[0])));
    throw insufficient(short[0], line?.paths ?? []);
  }
  await run(db, `
    WITH k AS (SELECT * FROM unnest($2::uuid[], $3::text[], $4::text[], $5::numeric[]) AS k(material_id, lote, endereco, quantidade)),
    put AS (INSERT INTO estoque_reservas (documento_id, material_id, lote, endereco, quantidade) SELECT $1, * FROM k)
    UPDATE estoque_saldos s SET reservada = s.reservada + k.quantidade, updated_at = now()
      FROM k WHERE (s.material_id, s.lote, s.endereco) = (k.material_id, k.lote, k.endereco)`,
  [documentoId, ...arrays(want), amounts]);
  await summarize(db, before);
};

/**
 * Every (material, lote, endereco) whose balance differs from its movements (quantity or blocked
 * part) or whose reserved quantity differs from its reservations, then every material and lot whose
 * summary differs from its balances (`resumo` says which, `endereco` is null): empty, always.
 */
export const verify = async (db: Queryable) => [...await run(db, `
  WITH mov AS (
    SELECT material_id, lote, endereco, sum(quantidade) AS quantidade, sum(bloqueada) AS bloqueada
      FROM estoque_movimentos GROUP BY 1, 2, 3),
  res AS (SELECT material_id, lote, endereco, sum(quantidade) AS reservada FROM estoque_reservas GROUP BY 1, 2, 3)
  SELECT coalesce(s.material_id, mov.material_id) AS material_id, coalesce(s.lote, mov.lote) AS lote,
         coalesce(s.endereco, mov.endereco) AS endereco,
         coalesce(s.quantidade, 0) AS saldo, coalesce(mov.quantidade, 0) AS movimentos,
         coalesce(s.bloqueada, 0) AS saldo_bloqueada, coalesce(mov.bloqueada, 0) AS movimentos_bloqueada,
         coalesce(s.reservada, 0) AS saldo_reservada, coalesce(res.reservada, 0) AS reservas
    FROM estoque_saldos s
    FULL JOIN mov USING (material_id, lote, endereco)
    LEFT JOIN res ON (res.material_id, res.lote, res.endereco) = (coalesce(s.material_id, mov.material_id), coalesce(s.lote, mov.lote), coalesce(s.endereco, mov.endereco))
   WHERE coalesce(s.quantidade, 0) <> coalesce(mov.quantidade, 0)
      OR coalesce(s.bloqueada, 0) <> coalesce(mov.bloqueada, 0)
      OR coalesce(s.reservada, 0) <> coalesce(res.reservada, 0)
   ORDER BY 1, 2, 3`), ...await run(db, `
  WITH m AS (${SUMMARIES.materiais}), l AS (${SUMMARIES.lotes})
  SELECT 'lote' AS resumo, coalesce(r.material_id, l.material_id) AS material_id, coalesce(r.lote, l.lote) AS lote, NULL AS endereco,
         json_build_object('saldos', coalesce(r.saldos, 0)) AS resumo_contagens, json_build_object('saldos', coalesce(l.saldos, 0)) AS saldos_contagens
    FROM estoque_saldos_lotes r FULL JOIN l USING (material_id, lote)
   WHERE coalesce(r.saldos, 0) <> coalesce(l.saldos, 0)
  UNION ALL
  SELECT 'material', coalesce(r.material_id, m.material_id), NULL, NULL,
         json_build_object('saldos', coalesce(r.saldos, 0), 'disponiveis', coalesce(r.disponiveis, 0), 'reservadas', coalesce(r.reservadas, 0), 'bloqueadas', coalesce(r.bloqueadas, 0)),
         json_build_object('saldos', coalesce(m.saldos, 0), 'disponiveis', coalesce(m.disponiveis, 0), 'reservadas', coalesce(m.reservadas, 0), 'bloqueadas', coalesce(m.bloqueadas, 0))
    FROM estoque_saldos_materiais r FULL JOIN m USING (material_id)
   WHERE (coalesce(r.saldos, 0), coalesce(r.disponiveis, 0), coalesce(r.reservadas, 0), coalesce(r.bloqueadas, 0))
      <> (coalesce(m.saldos, 0), coalesce(m.disponiveis, 0), coalesce(m.reservadas, 0), coalesce(m.bloqueadas, 0))
   ORDER BY 1, 2, 3`)];
