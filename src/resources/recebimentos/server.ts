import { type Queryable, run } from '../../../server/crud/sql';
import type { Records, WriteContext } from '../../../server/crud/writeContext';
import { AppError, notFound, validationError } from '../../../server/errors';
import { defineServer } from '../../../server/operations';
import { currentSettings } from '../../../server/settings';
import { refuseUnusableBins } from '../../../server/stock/bins';
import { type Movement, post } from '../../../server/stock/ledger';
import type { RecordOf } from '../../registry/define';
import entradas from '../entradas';
import recebimentos, { unexplainedDifferences } from './index';

type Row = Record<string, unknown>;
type Recebimento = RecordOf<typeof recebimentos>;
type Entrada = RecordOf<typeof entradas>;
const R = recebimentos.statusIds;
const E = entradas.statusIds;

const readEntrada = (records: Records, db: Queryable, id: string, lock = false) =>
  records.read(db, entradas, id, { lock }) as Promise<Entrada | undefined>;
const readRecebimento = (records: Records, db: Queryable, id: string, lock = false) =>
  records.read(db, recebimentos, id, { lock }) as Promise<Recebimento | undefined>;

const statusName = async (records: Records, db: Queryable, id: unknown) =>
  (await records.names(db, 'status', [id as string])).get(id as string) ?? '';

/** The entrada a count belongs to, moved by the system (its lifecycle offers users none of these moves). */
const moveEntrada = async (ctx: WriteContext<Recebimento>, id: string, from: readonly string[], to: string) => {
  const e = await readEntrada(ctx.records, ctx.db, id, true);
  if (e && from.includes(e.status_id as string)) {
    await ctx.records.update({ db: ctx.db, user: ctx.user, records: ctx.records }, entradas, id, undefined, { status_id: to }, { force: true });
  }
};

/**
 * Counts (docs/domain.md "Warehousing"): a count opens on an entrada waiting to be received and
 * moves it to Em conferência; its lines name lines of that entrada; cancelled or deleted, the entrada
 * waits again. Confirming (POST /confirmar) is the only way to Confirmado, and the only stock it posts.
 */
const hooks = {
  async beforeWrite(data: Partial<Recebimento>, ctx: WriteContext<Recebimento>) {
    const { existing, db, records } = ctx;
    const entradaId = (data.entrada_id ?? existing?.entrada_id) as string | undefined;
    if (existing && data.entrada_id !== undefined && data.entrada_id !== existing.entrada_id) {
      throw validationError({ entrada_id: { message: 'resources.recebimentos.messages.recebimento_entrada_fixa' } });
    }
    if (!existing) {
      if (!data.conferente_id) data.conferente_id = ctx.user?.id as Recebimento['conferente_id'];
      const e = entradaId ? await readEntrada(records, db, entradaId, true) : undefined;
      if (e && ![E.aguardando, E.emConferencia].includes(e.status_id as string)) {
        throw new AppError(409, 'resources.recebimentos.messages.entrada_nao_recebivel', { status: await statusName(records, db, e.status_id) });
      }
    }
    if (Array.isArray(data.itens) && entradaId) {
      const e = await readEntrada(records, db, entradaId);
      const ids = new Set((e?.itens ?? []).map((i) => String(i.id).toLowerCase()));
      const fields: Record<string, { message: string }> = {};
      (data.itens as Row[]).forEach((l, i) => {
        if (typeof l.entrada_item_id === 'string' && !ids.has(l.entrada_item_id.toLowerCase())) fields[`itens.${i}.entrada_item_id`] = { message: 'resources.recebimentos.messages.entrada_item' };
      });
      if (Object.keys(fields).length) throw validationError(fields);
      // A counted line puts its units into its bin: refused at once when the bin takes none (the confirmation checks again).
      await refuseUnusableBins(db, (data.itens as Row[]).flatMap((l, i) => (typeof l.endereco === 'string' && l.endereco
        ? [{ endereco: l.endereco, path: `itens.${i}.endereco`, entering: true }] : [])));
    }
    return data;
  },
  async afterWrite(record: Recebimento, ctx: WriteContext<Recebimento>) {
    if (!ctx.existing) {
      await moveEntrada(ctx, record.entrada_id as string, [E.aguardando], E.emConferencia);
    } else if (record.status_id === R.cancelado && ctx.existing.status_id !== R.cancelado) {
      await moveEntrada(ctx, record.entrada_id as string, [E.emConferencia], E.aguardando);
    }
  },
  async beforeDelete(ctx: WriteContext<Recebimento> & { existing: Recebimento }) {
    if (ctx.existing.status_id !== R.cancelado) await moveEntrada(ctx, ctx.existing.entrada_id as string, [E.emConferencia], E.aguardando);
  },
};

interface EntradaLine {
  id: string;
  material_id: string;
  codigo: string;
  descricao: string;
  unidade: string | null;
  lote: string | null;
  validade: string | null;
  quantidade: string;
  codigos: { codigo: string; fator: number }[];
}

/** The entrada's lines with what the count screen shows of each material. */
const entradaLines = (db: Queryable, entradaId: string) => run<EntradaLine>(db, `
  SELECT i.id, i.material_id, m.codigo, m.descricao, m.unidade::text AS unidade, i.lote, i.validade::text AS validade, i.quantidade::text AS quantidade,
         -- What a scan may name the material by (docs/architecture.md "Scanning"): its code, the note's supplier code, the supplier's mappings.
         json_build_array(json_build_object('codigo', m.codigo, 'fator', 1))::jsonb
           || CASE WHEN i.codigo_fornecedor IS NULL OR i.codigo_fornecedor = '' OR EXISTS (SELECT 1 FROM materiais_fornecedores f
                WHERE f.fornecedor_id = e.fornecedor_id AND f.codigo_fornecedor = i.codigo_fornecedor) THEN '[]'::jsonb
              ELSE jsonb_build_array(jsonb_build_object('codigo', i.codigo_fornecedor, 'fator', 1)) END
           || COALESCE((SELECT jsonb_agg(jsonb_build_object('codigo', f.codigo_fornecedor, 'fator', f.fator_conversao::float8) ORDER BY f.codigo_fornecedor)
                FROM materiais_fornecedores f WHERE f.fornecedor_id = e.fornecedor_id AND f.material_id = i.material_id), '[]'::jsonb) AS codigos
    FROM entradas_itens i JOIN entradas e ON e.id = i.parent_id JOIN materiais m ON m.id = i.material_id
   WHERE i.parent_id = $1 ORDER BY i.ordem, i.id`, [entradaId], 'recebimentos:entrada-lines');

const sumBy = (lines: Recebimento['itens']) => {
  const out = new Map<string, number>();
  for (const l of lines ?? []) {
    const k = String(l.entrada_item_id).toLowerCase();
    out.set(k, (out.get(k) ?? 0) + Number(l.quantidade_recebida ?? 0));
  }
  return out;
};
/** Quantities to 4 decimals, as the columns keep them: no float residue in a difference. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** `GET /v1/recebimentos/{id}/conferencia`: what the count screen shows; the invoiced quantities hidden while a blind count is open. */
const countSheet = async (db: Queryable, records: Records, id: string) => {
  const r = await readRecebimento(records, db, id);
  if (!r) throw notFound();
  const [s] = await run<{ conferencia_cega: boolean | null }>(db, currentSettings('conferencia_cega'));
  const cega = !!s?.conferencia_cega && r.status_id === R.emContagem;
  const counted = sumBy(r.itens);
  const linhas = (await entradaLines(db, r.entrada_id as string)).map((l) => {
    const contado = counted.get(l.id.toLowerCase()) ?? 0;
    const base = { id: l.id, material_id: l.material_id, codigo: l.codigo, descricao: l.descricao, unidade: l.unidade, lote: l.lote, validade: l.validade, contado, codigos: l.codigos };
    return cega ? base : { ...base, quantidade: Number(l.quantidade), diferenca: round4(contado - Number(l.quantidade)) };
  });
  return { id: r.id, status_id: r.status_id as string, entrada_id: r.entrada_id, cega, linhas };
};

/** A reason given with the confirmation for the difference of one entrada line. */
export interface DifferenceReason { entrada_item_id: string; motivo_ressalva_id: string }

/**
 * Confirms a counted receipt (`POST /v1/recebimentos/{id}/confirmar`, and the demo data), in the
 * request's transaction: + movements of every counted line into its bin (blocked under a blocking
 * reason), then the count is Confirmado and its entrada Recebida, or Recebida com ressalva. The
 * count's row lock orders two confirmations: the second finds it Confirmado (409), so a count posts once.
 * An entrada line whose counted total differs from the invoice needs a reason (docs/domain.md
 * "Warehousing"): one of its counted lines has one, or `motivos` gives it, written on those of its
 * counted lines that have none, in the same write as the move, so the history says who gave it.
 */
export const confirmReceipt = async (ctx: WriteContext, id: string, motivos: readonly DifferenceReason[] = []) => {
  const { db, records } = ctx;
  const me = ctx.user;
  const r = await readRecebimento(records, db, id, true);
  if (!r) throw notFound();
  if (r.status_id !== R.contado) throw new AppError(409, 'resources.recebimentos.messages.recebimento_nao_contado', { status: await statusName(records, db, r.status_id) });
  const lines = await entradaLines(db, r.entrada_id as string);
  const byId = new Map(lines.map((l) => [l.id.toLowerCase(), l]));
  const given = await differenceReasons(db, byId, motivos);
  const itens = (r.itens ?? []).map((l) => {
    const reason = l.motivo_ressalva_id ? undefined : given.get(String(l.entrada_item_id).toLowerCase());
    return reason ? { ...l, motivo_ressalva_id: reason as typeof l.motivo_ressalva_id } : l;
  });
  const counted = sumBy(itens);
  const differs = (l: EntradaLine) => round4((counted.get(l.id.toLowerCase()) ?? 0) - Number(l.quantidade)) !== 0;
  const unexplained = unexplainedDifferences(lines, differs, itens);
  if (unexplained.length) {
    const args = { codigos: unexplained.map((l) => l.codigo).join(', ') };
    throw new AppError(400, 'resources.recebimentos.messages.motivo_diferenca', args, { motivos: { message: 'resources.recebimentos.messages.motivo_diferenca', args } });
  }
  const reasonIds = [...new Set(itens.map((l) => l.motivo_ressalva_id).filter((v): v is string => !!v))];
  const blocking = new Set((await run<{ id: string }>(db, 'SELECT id FROM motivos_ressalvas WHERE id = ANY($1::uuid[]) AND bloqueia_estoque', [reasonIds])).map((m) => m.id));
  const movements: Movement[] = [];
  itens.forEach((l, i) => {
    const e = byId.get(String(l.entrada_item_id).toLowerCase());
    // A line whose entrada line is gone cannot be posted: its material is unknown.
    if (!e) throw validationError({ [`itens.${i}.entrada_item_id`]: { message: 'resources.recebimentos.messages.entrada_item' } });
    const q = Number(l.quantidade_recebida);
    if (!q) return;
    movements.push({
      material_id: e.material_id, lote: e.lote ?? '', validade: e.validade, endereco: l.endereco as string, quantidade: q,
      bloqueada: l.motivo_ressalva_id && blocking.has(l.motivo_ressalva_id as string) ? q : 0, path: `itens.${i}.quantidade_recebida`, binPath: `itens.${i}.endereco`,
    });
  });
  await post(db, movements, { origem: 'recebimento', documento_id: r.id as string, usuario_id: me.id });
  const ressalva = itens.some((l) => l.motivo_ressalva_id) || lines.some(differs);
  const done = await records.update(ctx, recebimentos, r.id as string, undefined,
    { status_id: R.confirmado, ...(given.size ? { itens } : {}) }, { force: true, action: 'confirmar' });
  await records.update(ctx, entradas, r.entrada_id as string, undefined, { status_id: ressalva ? E.recebidaComRessalva : E.recebida }, { force: true });
  return done;
};

/** The reasons sent with a confirmation, by entrada line; each must name a line of the count's entrada and a reason that exists. */
const differenceReasons = async (db: Queryable, byId: ReadonlyMap<string, EntradaLine>, motivos: readonly DifferenceReason[]) => {
  const known = new Set((await run<{ id: string }>(db, 'SELECT id FROM motivos_ressalvas WHERE id = ANY($1::uuid[])',
    [motivos.map((m) => m.motivo_ressalva_id)])).map((m) => m.id.toLowerCase()));
  const fields: Record<string, { message: string }> = {};
  motivos.forEach((m, i) => {
    if (!byId.has(m.entrada_item_id.toLowerCase())) fields[`motivos.${i}.entrada_item_id`] = { message: 'resources.recebimentos.messages.entrada_item' };
    if (!known.has(m.motivo_ressalva_id.toLowerCase())) fields[`motivos.${i}.motivo_ressalva_id`] = { message: 'app.validation.ref' };
  });
  if (Object.keys(fields).length) throw validationError(fields);
  return new Map(motivos.map((m) => [m.entrada_item_id.toLowerCase(), m.motivo_ressalva_id]));
};

export default defineServer(recebimentos, {
  ...hooks,
  operations: {
    getCount: async ({ params, db, records }) => countSheet(db, records, params.id),
    confirmReceipt: async ({ params, body, db, user, records }) => confirmReceipt({ db, user, records }, params.id, body?.motivos ?? []),
  },
});
