import { isUuid } from '../../../server/crud/query';
import { type Queryable, run } from '../../../server/crud/sql';
import type { WriteContext } from '../../../server/crud/writeContext';
import { AppError, notFound, validationError } from '../../../server/errors';
import { translateMessage } from '../../../server/i18n';
import type { Locale } from '../../../i18n';
import { defineServer } from '../../../server/operations';
import { refuseUnusableBins } from '../../../server/stock/bins';
import { post, reserve } from '../../../server/stock/ledger';
import { type PickNote, type Scan, judgePick, noteReservations, pickBalances, pickListAnswer, pickedPerItem, withPick } from '../../../server/stock/picking';
import { type ShelfLifeBreach, clientMinimum, judgeLots, shelfLifeBreach, shippingDay } from '../../../server/stock/shelfLife';
import { refuseFractionsOfWholeUnits } from '../../../server/stock/units';
import { hasRole } from '../../registry/roles';
import type { RecordOf } from '../../registry/define';
import { dayText } from '../../registry/dates';
import expedicoes, { RELEASE_ROLE, releaseKept } from './index';

type Expedicao = RecordOf<typeof expedicoes>;
type Item = Expedicao['itens'][number];
const E = expedicoes.statusIds;

const itemsOf = (e: Partial<Expedicao>): Item[] => e.itens ?? [];

/**
 * What an open note holds (docs/domain.md "Warehousing"): its picks, and the rest of each line that
 * names a bin.
 */
const reservationsOf = (e: Partial<Expedicao>) => noteReservations({ itens: itemsOf(e), separacoes: e.separacoes ?? [] });

interface Balance {
  lote: string;
  validade: string | null;
  endereco: string;
  disponivel: string;
  bloqueada: string;
  dias: number | null;
  minimo: number | null;
  pulado: 'vencido' | 'validade_curta' | null;
}

/**
 * Every balance of the material with stock, in FEFO order (earliest expiry, no expiry last, then
 * bin), each marked when the shipping day or the client's minimum shelf life excludes it. One
 * query on estoque_saldos' (material_id, validade) index; the shelf-life rule is the save's and the
 * confirmation's own (server/stock/shelfLife.ts), so a suggested lot is never refused later.
 */
const balancesFor = (db: Queryable, materialId: string, clienteId: string | null, data: string) => run<Balance>(db, `
  WITH c AS (SELECT ${clientMinimum('$2')} AS minimo)
  SELECT s.lote, to_char(s.validade, 'YYYY-MM-DD') AS validade, s.endereco,
         (s.quantidade - s.reservada - s.bloqueada)::text AS disponivel, s.bloqueada::text AS bloqueada,
         (s.validade - $3::date) AS dias, nullif(c.minimo, 0) AS minimo,
         ${shelfLifeBreach('s.validade', '$3::date', 'c.minimo')} AS pulado
    FROM estoque_saldos s CROSS JOIN c
   WHERE s.material_id = $1 AND s.quantidade > 0
   ORDER BY s.validade NULLS LAST, s.endereco COLLATE "C", s.lote COLLATE "C"`, [materialId, clienteId, data]);

// Quantities are numeric(18,4): rounding to 4 places keeps float sums from leaving 1e-15 behind.
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;


/**
 * `GET /v1/expedicoes/sugestao`: which lots and bins to pick, FEFO, and why; what was skipped and
 * why; how much is missing.
 */
const suggestPicking = async (db: Queryable, q: { material_id: string; quantidade: number; cliente_id?: string; data?: string }, locale: Parameters<typeof translateMessage>[0]) => {
  const data = await shippingDay(db, q.data);
  const say = (key: string, args: Record<string, unknown> = {}) => translateMessage(locale, `resources.expedicoes.messages.motivo.${key}`, args);
  const rows = await balancesFor(db, q.material_id, q.cliente_id || null, data);
  const linhas: PickLine[] = [];
  const puladas: PickLine[] = [];
  let falta = q.quantidade;
  for (const b of rows) {
    const base = { material_id: q.material_id, lote: b.lote, validade: b.validade, endereco: b.endereco };
    if (b.pulado) {
      const args = { data: b.validade ? dayText(b.validade) : '', dias: b.dias ?? 0, minimo: b.minimo ?? 0 };
      puladas.push({ ...base, quantidade: round4(Number(b.disponivel) + Number(b.bloqueada)), codigo: b.pulado, motivo: say(b.pulado, args) });
      continue;
    }
    if (Number(b.bloqueada) > 0) puladas.push({ ...base, quantidade: Number(b.bloqueada), codigo: 'bloqueado', motivo: say('bloqueado') });
    const disponivel = Number(b.disponivel);
    if (falta <= 0 || disponivel <= 0) continue;
    const take = round4(Math.min(falta, disponivel));
    falta = round4(falta - take);
    const motivo = !b.validade ? say('sem_validade')
      : b.minimo ? say('fefo_cliente', { data: dayText(b.validade), minimo: b.minimo, dias: b.dias })
        : say('fefo', { data: dayText(b.validade), dias: b.dias });
    linhas.push({ ...base, quantidade: take, disponivel, codigo: b.validade ? 'fefo' : 'sem_validade', motivo });
  }
  return {
    data, quantidade: q.quantidade, linhas, puladas,
    falta: falta > 0 ? falta : 0,
    ...(falta > 0 ? { mensagem_falta: say('falta', { falta }) } : {}),
  };
};

const M = 'resources.expedicoes.messages';
const released = (l: Item) => !!l.motivo_liberacao?.trim();

/**
 * A release (a line's `motivo_liberacao`) written or moved to another lot by a user without
 * RELEASE_ROLE: 403 under that line. A release kept as stored, on the same material and lot, is
 * the earlier holder's and stays; clearing one is anyone's.
 */
const refuseForeignReleases = (itens: readonly Item[], before: readonly Item[], roles: readonly string[]) => {
  if (hasRole(roles, RELEASE_ROLE)) return;
  const foreign = itens.flatMap((l, i) => (released(l) && !releaseKept(l, before) ? [i] : []));
  if (!foreign.length) return;
  const papel = { t: `app.roles.names.${RELEASE_ROLE}` };
  throw new AppError(403, `${M}.liberacao_sem_permissao`, { linha: foreign[0] + 1, papel },
    Object.fromEntries(foreign.map((i) => [`itens.${i}.motivo_liberacao`, { message: `${M}.liberacao_sem_permissao_campo`, args: { papel } }])));
};

/**
 * The shelf-life rule on a note's lines (server/stock/shelfLife.ts), judged on its shipping day: a
 * line whose lot is expired or short of the client's minimum, and not released, is a 400 naming the
 * first such line and its rule, each under its lot.
 */
const refuseBreaches = async (db: Queryable, e: Partial<Pick<Expedicao, 'cliente_id' | 'data' | 'itens'>>) => {
  const itens = e.itens ?? [];
  const dia = await shippingDay(db, e.data);
  const breaches = (await judgeLots(db, itens, e.cliente_id, dia)).filter((v) => v.codigo && !released(itens[v.index]));
  if (!breaches.length) return;
  const argsOf = (v: (typeof breaches)[number]) => ({ lote: v.lote, data: dayText(v.validade!), dias: v.dias, minimo: v.minimo, dia: dayText(dia) });
  const [first] = breaches;
  throw new AppError(400, `${M}.${first.codigo as ShelfLifeBreach}_linha`, { linha: first.index + 1, ...argsOf(first) },
    Object.fromEntries(breaches.map((v) => [`itens.${v.index}.lote`, { message: `${M}.motivo.${v.codigo}`, args: argsOf(v) }])));
};

interface PickLine {
  material_id: string;
  lote: string;
  validade: string | null;
  endereco: string;
  quantidade: number;
  disponivel?: number;
  codigo: string;
  motivo: string;
}

/**
 * Ships an open note (`POST /v1/expedicoes/{id}/confirmar`, and the demo data): − movements of every
 * line from its lot and bin, taking what the note reserved, all lines or none; then Expedida. The note's row lock serializes two
 * confirmations of it: the second finds it Expedida (409), or gets the replayed answer of the
 * same Idempotency-Key.
 */
export const confirmShipment = async (ctx: WriteContext, id: string) => {
  const { db, records } = ctx;
  const me = ctx.user;
  if (!isUuid(id)) throw notFound();
  const e = await records.read(db, expedicoes, id, { lock: true }) as Expedicao | undefined;
  if (!e) throw notFound();
  await refuseUnlessOpen(ctx, e, 'expedicao_nao_aberta');
  if (e.separacoes?.length) return confirmPicked(ctx, e);
  const itens = itemsOf(e);
  const lots = new Set((await run<{ id: string }>(db, 'SELECT id FROM materiais WHERE id = ANY($1::uuid[]) AND controla_lote',
    [[...new Set(itens.map((l) => l.material_id))]])).map((r) => r.id));
  const fields: Record<string, { message: string }> = {};
  itens.forEach((l, i) => {
    if (!l.endereco) fields[`itens.${i}.endereco`] = { message: 'resources.expedicoes.messages.endereco_obrigatorio' };
    if (!l.lote && lots.has(l.material_id)) fields[`itens.${i}.lote`] = { message: 'resources.expedicoes.messages.lote_obrigatorio' };
  });
  if (Object.keys(fields).length) throw validationError(fields);
  // Judged again on the day it leaves: a lot may have expired, or the client's minimum grown, since the save.
  await refuseBreaches(db, e);
  await post(db, itens.map((l, i) => ({
    material_id: l.material_id, lote: l.lote ?? '', endereco: l.endereco as string, quantidade: -Number(l.quantidade), path: `itens.${i}.quantidade`, binPath: `itens.${i}.endereco`,
  })), { origem: 'expedicao', documento_id: id, usuario_id: me.id, consumesReservationOf: id });
  return records.update({ db, user: me, records }, expedicoes, id, undefined, { status_id: E.expedida }, { force: true, action: 'confirmar' });
};


/** 409 naming the note and its status unless it is open (`key`: shipping's or picking's words). */
const refuseUnlessOpen = async ({ db, records }: WriteContext, e: Expedicao, key: string) => {
  if (e.status_id === E.aberta) return;
  const status = (await records.names(db, 'status', [e.status_id])).get(e.status_id as string) ?? '';
  throw new AppError(409, `${M}.${key}`, { numero: e.numero_nf, status });
};

const pickNoteOf = (e: Expedicao): PickNote => ({ id: e.id, cliente_id: e.cliente_id, itens: itemsOf(e), separacoes: e.separacoes ?? [] });

/**
 * Ships a note picked by scanning: every line must be picked whole (400 naming the first short
 * line), the picked lots are judged again on the day they leave (a line's release covers its own
 * lot), and the picked lots and bins are posted, taking what the picks held.
 */
const confirmPicked = async (ctx: WriteContext, e: Expedicao) => {
  const { db, records } = ctx;
  const itens = itemsOf(e);
  const picks = e.separacoes ?? [];
  const picked = pickedPerItem(picks);
  const short = itens.map((l, i) => ({ i, quantidade: Number(l.quantidade), separado: picked.get(l.id) ?? 0 })).filter((l) => l.separado < l.quantidade);
  if (short.length) {
    const [first] = short;
    throw new AppError(400, `${M}.separacao.incompleta`, { linha: first.i + 1, separado: first.separado, quantidade: first.quantidade },
      Object.fromEntries(short.map((l) => [`itens.${l.i}.quantidade`, { message: `${M}.separacao.incompleta_campo`, args: { separado: l.separado, quantidade: l.quantidade } }])));
  }
  const lineOf = (p: (typeof picks)[number]) => Math.max(0, itens.findIndex((l) => l.id === p.item_id));
  const dia = await shippingDay(db, e.data);
  const releasedLot = (p: (typeof picks)[number]) => { const l = itens[lineOf(p)]; return released(l) && (l.lote ?? '') === (p.lote ?? ''); };
  const breach = (await judgeLots(db, picks, e.cliente_id, dia)).find((v) => v.codigo && !releasedLot(picks[v.index]));
  if (breach) {
    const i = lineOf(picks[breach.index]);
    const args = { lote: breach.lote, data: dayText(breach.validade!), dias: breach.dias, minimo: breach.minimo, dia: dayText(dia) };
    throw new AppError(400, `${M}.${breach.codigo as ShelfLifeBreach}_linha`, { linha: i + 1, ...args },
      { [`itens.${i}.lote`]: { message: `${M}.motivo.${breach.codigo}`, args } });
  }
  await post(db, picks.map((p) => ({
    material_id: p.material_id, lote: p.lote ?? '', endereco: p.endereco as string, quantidade: -Number(p.quantidade), path: `itens.${lineOf(p)}.quantidade`,
  })), { origem: 'expedicao', documento_id: e.id, usuario_id: ctx.user.id, consumesReservationOf: e.id });
  return records.update({ db, user: ctx.user, records }, expedicoes, e.id, undefined, { status_id: E.expedida }, { force: true, action: 'confirmar' });
};

/**
 * `POST /v1/expedicoes/{id}/separar`: one scanned pick, judged by the rules of server/stock/picking.ts
 * on the locked note, then held for the note through the ledger's reservation (which decides two
 * pickers racing for the last units) and stored as a pick line; answers the pick list as it is now.
 */
const recordPick = async (ctx: WriteContext, id: string, scan: Scan, locale: Locale) => {
  const { db, records } = ctx;
  const e = await records.read(db, expedicoes, id, { lock: true }) as Expedicao | undefined;
  if (!e) throw notFound();
  await refuseUnlessOpen(ctx, e, 'separacao.nao_aberta');
  const dia = await shippingDay(db, e.data);
  const note = pickNoteOf(e);
  const v = judgePick(note, await pickBalances(db, note.itens.map((l) => l.material_id), e.cliente_id, dia), scan, dia, dayText);
  const motivo = v.motivo ? translateMessage(locale, v.motivo.key, v.motivo.args) : null;
  const { separacoes, index } = withPick(note.separacoes, v, scan, motivo);
  // Held before it is stored: a shortfall (another note took the units) is refused under this pick's quantity.
  await reserve(db, e.id, noteReservations({ itens: note.itens, separacoes }, (i) => (i === index ? 'quantidade' : `separacoes.${i}.quantidade`)));
  const saved = await records.update(ctx, expedicoes, e.id, undefined, { separacoes }, { force: true, action: 'separar' }) as Expedicao;
  return {
    separacao: { item_id: v.item.id, linha: v.linha, material_id: scan.material_id, lote: v.lote, endereco: scan.endereco, quantidade: v.quantidade },
    sugerido: v.sugerido,
    motivo,
    lista: await pickListAnswer(db, { ...pickNoteOf(saved), numero_nf: saved.numero_nf, aberta: true }, dia, sayIn(locale)),
  };
};

const sayIn = (locale: Locale) => (key: string, args: Record<string, unknown> = {}) => translateMessage(locale, `${M}.${key}`, args);

/**
 * A line with picks keeps its material and at least what was picked, and stays on the note: its
 * picks are held stock (409 under the line otherwise).
 */
const refusePickedLinesChanged = (itens: readonly Item[], existing: Partial<Expedicao>) => {
  const picked = pickedPerItem(existing.separacoes ?? []);
  (existing.itens ?? []).forEach((old, i) => {
    const separado = picked.get(old.id) ?? 0;
    if (!separado) return;
    const at = itens.findIndex((l) => l.id === old.id);
    const now = itens[at];
    if (now && now.material_id === old.material_id && Number(now.quantidade) >= separado) return;
    const args = { linha: i + 1, separado };
    throw new AppError(409, `${M}.separacao.linha_separada`, args, { [at < 0 ? 'itens' : `itens.${at}.quantidade`]: { message: `${M}.separacao.linha_separada`, args } });
  });
};

export default defineServer(expedicoes, {
  async beforeWrite(data, ctx) {
    // Every line, not only those that reserve (a line without a bin is still half a box asked for).
    if (data.itens) {
      await refuseFractionsOfWholeUnits(ctx.db, data.itens.map((l, i) => ({ material_id: l.material_id, quantidade: Number(l.quantidade), path: `itens.${i}.quantidade` })));
      refuseForeignReleases(data.itens, ctx.existing?.itens ?? [], ctx.user.roles);
      // Stock leaves a line's bin: it must be registered (a blocked one may still be emptied).
      await refuseUnusableBins(ctx.db, data.itens.flatMap((l, i) => (l.endereco ? [{ endereco: l.endereco, path: `itens.${i}.endereco`, entering: false }] : [])));
      if (ctx.existing) refusePickedLinesChanged(data.itens, ctx.existing);
    }
    // An open note's lines meet the shelf-life rule whenever they, the client or the day change (a cancellation needs nothing).
    const note = { ...ctx.existing, ...data };
    const reread = data.itens !== undefined || data.cliente_id !== undefined || data.data !== undefined;
    if (reread && (note.status_id ?? E.aberta) === E.aberta) await refuseBreaches(ctx.db, note);
    return data;
  },
  async afterWrite(record, ctx) {
    // Open: its reservations follow its lines; cancelled or shipped: nothing is held any more.
    await reserve(ctx.db, record.id, record.status_id === E.aberta ? reservationsOf(record) : []);
  },
  async beforeDelete(ctx) {
    await reserve(ctx.db, ctx.existing.id, []);
  },
  operations: {
    suggestPicking: async ({ query, db, locale }) => suggestPicking(db, query, locale),
    checkShelfLife: async ({ query, db, locale }) => {
      const data = await shippingDay(db, query.data);
      const [v] = await judgeLots(db, [{ material_id: query.material_id, lote: query.lote, endereco: query.endereco }], query.cliente_id, data);
      const motivo = v?.codigo
        ? translateMessage(locale, `${M}.motivo.${v.codigo}`, { data: dayText(v.validade!), dias: v.dias, minimo: v.minimo })
        : null;
      return { data, validade: v?.validade ?? null, dias: v?.dias ?? null, minimo: v?.minimo ?? 0, codigo: v?.codigo ?? null, motivo };
    },
    getPickList: async ({ params, db, records, locale }) => {
      const e = await records.read(db, expedicoes, params.id) as Expedicao | undefined;
      if (!e) throw notFound();
      const dia = await shippingDay(db, e.data);
      return pickListAnswer(db, { ...pickNoteOf(e), numero_nf: e.numero_nf, aberta: e.status_id === E.aberta }, dia, sayIn(locale));
    },
    recordPick: async ({ params, body, db, user, records, locale }) => recordPick({ db, user, records }, params.id, body, locale),
    confirmShipment: async ({ params, db, user, records }) => confirmShipment({ db, user, records }, params.id),
  },
});
