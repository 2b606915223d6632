import { isUuid } from '../../../server/crud/query';
import { type Queryable, run } from '../../../server/crud/sql';
import type { WriteContext } from '../../../server/crud/writeContext';
import { AppError, notFound, validationError } from '../../../server/errors';
import { translateMessage } from '../../../server/i18n';
import { defineServer } from '../../../server/operations';
import { settingsToday } from '../../../server/settings';
import { post, reserve } from '../../../server/stock/ledger';
import type { RecordOf } from '../../registry/define';
import expedicoes from './index';

type Expedicao = RecordOf<typeof expedicoes>;
type Item = Expedicao['itens'][number];
const E = expedicoes.statusIds;

const itemsOf = (e: Partial<Expedicao>): Item[] => e.itens ?? [];

/** The lines that name a bin hold their stock while the note is open (docs/domain.md "Warehousing"). */
const reservationsOf = (e: Partial<Expedicao>) => itemsOf(e).flatMap((l, i) => (l.endereco && l.material_id
  ? [{ material_id: l.material_id, lote: l.lote ?? '', endereco: l.endereco, quantidade: Number(l.quantidade), path: `itens.${i}.quantidade` }]
  : []));

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
 * bin), each marked when the shipping date or the client's minimum shelf life excludes it. One
 * query on estoque_saldos' (material_id, validade) index; the shelf-life test is in SQL so the
 * database and the answer agree on the day count.
 */
const balancesFor = (db: Queryable, materialId: string, clienteId: string | null, data: string) => run<Balance>(db, `
  WITH c AS (SELECT coalesce((SELECT validade_minima_dias FROM clientes WHERE id = $2), 0) AS minimo)
  SELECT s.lote, to_char(s.validade, 'YYYY-MM-DD') AS validade, s.endereco,
         (s.quantidade - s.reservada - s.bloqueada)::text AS disponivel, s.bloqueada::text AS bloqueada,
         (s.validade - $3::date) AS dias, nullif(c.minimo, 0) AS minimo,
         CASE WHEN s.validade < $3::date THEN 'vencido'
              WHEN s.validade - $3::date < c.minimo THEN 'validade_curta' END AS pulado
    FROM estoque_saldos s CROSS JOIN c
   WHERE s.material_id = $1 AND s.quantidade > 0
   ORDER BY s.validade NULLS LAST, s.endereco COLLATE "C", s.lote COLLATE "C"`, [materialId, clienteId, data]);

// Quantities are numeric(18,4): rounding to 4 places keeps float sums from leaving 1e-15 behind.
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** dd/mm/yyyy as the screens show a date in every language (docs/domain.md "Languages"). */
const dmy = (iso: string) => iso.split('-').reverse().join('/');

/**
 * `GET /v1/expedicoes/sugestao`: which lots and bins to pick, FEFO, and why; what was skipped and
 * why; how much is missing.
 */
const suggestPicking = async (db: Queryable, q: { material_id: string; quantidade: number; cliente_id?: string; data?: string }, locale: Parameters<typeof translateMessage>[0]) => {
  const data = q.data || await settingsToday(db);
  const say = (key: string, args: Record<string, unknown> = {}) => translateMessage(locale, `resources.expedicoes.messages.motivo.${key}`, args);
  const rows = await balancesFor(db, q.material_id, q.cliente_id || null, data);
  const linhas: PickLine[] = [];
  const puladas: PickLine[] = [];
  let falta = q.quantidade;
  for (const b of rows) {
    const base = { material_id: q.material_id, lote: b.lote, validade: b.validade, endereco: b.endereco };
    if (b.pulado) {
      const args = { data: b.validade ? dmy(b.validade) : '', dias: b.dias ?? 0, minimo: b.minimo ?? 0 };
      puladas.push({ ...base, quantidade: round4(Number(b.disponivel) + Number(b.bloqueada)), codigo: b.pulado, motivo: say(b.pulado, args) });
      continue;
    }
    if (Number(b.bloqueada) > 0) puladas.push({ ...base, quantidade: Number(b.bloqueada), codigo: 'bloqueado', motivo: say('bloqueado') });
    const disponivel = Number(b.disponivel);
    if (falta <= 0 || disponivel <= 0) continue;
    const take = round4(Math.min(falta, disponivel));
    falta = round4(falta - take);
    const motivo = !b.validade ? say('sem_validade')
      : b.minimo ? say('fefo_cliente', { data: dmy(b.validade), minimo: b.minimo, dias: b.dias })
        : say('fefo', { data: dmy(b.validade), dias: b.dias });
    linhas.push({ ...base, quantidade: take, disponivel, codigo: b.validade ? 'fefo' : 'sem_validade', motivo });
  }
  return {
    data, quantidade: q.quantidade, linhas, puladas,
    falta: falta > 0 ? falta : 0,
    ...(falta > 0 ? { mensagem_falta: say('falta', { falta }) } : {}),
  };
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
  if (e.status_id !== E.aberta) {
    const status = (await records.names(db, 'status', [e.status_id])).get(e.status_id as string) ?? '';
    throw new AppError(409, 'resources.expedicoes.messages.expedicao_nao_aberta', { numero: e.numero_nf, status });
  }
  const itens = itemsOf(e);
  const lots = new Set((await run<{ id: string }>(db, 'SELECT id FROM materiais WHERE id = ANY($1::uuid[]) AND controla_lote',
    [[...new Set(itens.map((l) => l.material_id))]])).map((r) => r.id));
  const fields: Record<string, { message: string }> = {};
  itens.forEach((l, i) => {
    if (!l.endereco) fields[`itens.${i}.endereco`] = { message: 'resources.expedicoes.messages.endereco_obrigatorio' };
    if (!l.lote && lots.has(l.material_id)) fields[`itens.${i}.lote`] = { message: 'resources.expedicoes.messages.lote_obrigatorio' };
  });
  if (Object.keys(fields).length) throw validationError(fields);
  await post(db, itens.map((l, i) => ({
    material_id: l.material_id, lote: l.lote ?? '', endereco: l.endereco as string, quantidade: -Number(l.quantidade), path: `itens.${i}.quantidade`,
  })), { origem: 'expedicao', documento_id: id, usuario_id: me.id, consumesReservationOf: id });
  return records.update({ db, user: me, records }, expedicoes, id, undefined, { status_id: E.expedida }, { force: true, action: 'confirmar' });
};

export default defineServer(expedicoes, {
  async afterWrite(record, ctx) {
    // Open: its reservations follow its lines; cancelled or shipped: nothing is held any more.
    await reserve(ctx.db, record.id, record.status_id === E.aberta ? reservationsOf(record) : []);
  },
  async beforeDelete(ctx) {
    await reserve(ctx.db, ctx.existing.id, []);
  },
  operations: {
    suggestPicking: async ({ query, db, locale }) => suggestPicking(db, query, locale),
    confirmShipment: async ({ params, db, user, records }) => confirmShipment({ db, user, records }, params.id),
  },
});
