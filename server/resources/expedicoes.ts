import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { RecordOf } from '../../src/registry/define';
import { hasRole } from '../../src/registry/roles';
import expedicoes from '../../src/resources/expedicoes';
import type { CurrentUser } from '../auth/guard';
import type { ResourceServer } from '../crud/hooks';
import { isUuid } from '../crud/query';
import { type Queryable, run } from '../crud/sql';
import type { Records, WriteContext } from '../crud/writeContext';
import { txOf } from '../db/tx';
import { AppError, forbidden, notFound, validationError } from '../errors';
import { localeFrom, translateMessage } from '../i18n';
import { settingsToday } from '../settings';
import { post, reserve } from '../stock/ledger';

type Expedicao = RecordOf<typeof expedicoes>;
type Item = Expedicao['itens'][number];
const E = expedicoes.statusIds;

const itemsOf = (e: Partial<Expedicao>): Item[] => e.itens ?? [];

/** The lines that name a bin hold their stock while the note is open (docs/domain.md "Warehousing"). */
const reservationsOf = (e: Partial<Expedicao>) => itemsOf(e).flatMap((l, i) => (l.endereco && l.material_id
  ? [{ material_id: l.material_id, lote: l.lote ?? '', endereco: l.endereco, quantidade: Number(l.quantidade), path: `itens.${i}.quantidade` }]
  : []));

const server: ResourceServer<Expedicao> = {
  async afterWrite(record, ctx) {
    // Open: its reservations follow its lines; cancelled or shipped: nothing is held any more.
    await reserve(ctx.db, record.id, record.status_id === E.aberta ? reservationsOf(record) : []);
  },
  async beforeDelete(ctx) {
    await reserve(ctx.db, ctx.existing.id, []);
  },
  routes(app, { pool, records }) {
    suggestionRoute(app, pool);
    confirmRoute(app, records);
  },
};

export default server;

const user = (req: FastifyRequest) => req.user as CurrentUser;
const requireView = async (req: FastifyRequest) => {
  if (!hasRole(user(req).roles, expedicoes.viewRole)) throw forbidden();
};

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

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The query string of the suggestion, each bad parameter named (400). */
const parseSuggestion = (q: Record<string, string | undefined>) => {
  const fields: Record<string, { message: string }> = {};
  if (!q.material_id) fields.material_id = { message: 'app.validation.required' };
  else if (!isUuid(q.material_id)) fields.material_id = { message: 'app.validation.ref' };
  const quantidade = Number(q.quantidade);
  if (q.quantidade === undefined || q.quantidade === '') fields.quantidade = { message: 'app.validation.required' };
  else if (!Number.isFinite(quantidade)) fields.quantidade = { message: 'app.validation.number' };
  else if (quantidade <= 0) fields.quantidade = { message: 'app.validation.positive' };
  if (q.cliente_id && !isUuid(q.cliente_id)) fields.cliente_id = { message: 'app.validation.ref' };
  if (q.data && !validDate(q.data)) fields.data = { message: 'app.validation.date' };
  if (Object.keys(fields).length) throw validationError(fields);
  return { material_id: q.material_id as string, quantidade, cliente_id: q.cliente_id || null, data: q.data || null };
};

// Quantities are numeric(18,4): rounding to 4 places keeps float sums from leaving 1e-15 behind.
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** dd/mm/yyyy as the screens show a date in every language (docs/domain.md "Languages"). */
const dmy = (iso: string) => iso.split('-').reverse().join('/');

/**
 * `GET /v1/expedicoes/sugestao`: which lots and bins to pick, FEFO, and why; what was skipped and
 * why; how much is missing.
 */
const suggestionRoute = (app: FastifyInstance, pool: pg.Pool) => {
  app.get('/v1/expedicoes/sugestao', {
    schema: { tags: ['expedicoes'], summary: 'FEFO pick suggestion for a material and quantity, with the reason of each lot chosen or skipped' },
    preHandler: requireView,
  }, async (req) => {
    const q = parseSuggestion(req.query as Record<string, string | undefined>);
    // A read: no request transaction (only writes run in one), the pool answers.
    const db = pool;
    const data = q.data ?? await settingsToday(db);
    const locale = localeFrom(req.headers['accept-language']);
    const say = (key: string, args: Record<string, unknown> = {}) => translateMessage(locale, `app.outbound.motivo.${key}`, args);
    const rows = await balancesFor(db, q.material_id, q.cliente_id, data);
    const linhas: Record<string, unknown>[] = [];
    const puladas: Record<string, unknown>[] = [];
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
  });
};

/**
 * `POST /v1/expedicoes/{id}/confirmar`: posts − movements of every line (consuming the note's own
 * reservations) and moves it to Expedida, all or nothing. The note's row lock serializes two
 * confirmations of it: the second finds it Expedida (409), or gets the replayed answer of the
 * same Idempotency-Key.
 */
/**
 * Ships an open note (`POST /v1/expedicoes/{id}/confirmar`, and the demo data): − movements of every
 * line from its lot and bin, taking what the note reserved, all lines or none; then Expedida.
 */
export const confirmShipment = async (ctx: WriteContext, id: string) => {
  const { db, records } = ctx;
  const me = ctx.user;
    if (!isUuid(id)) throw notFound();
  const e = await records.read(db, expedicoes, id, { lock: true }) as Expedicao | undefined;
  if (!e) throw notFound();
  if (e.status_id !== E.aberta) {
    const status = (await records.names(db, 'status', [e.status_id])).get(e.status_id as string) ?? '';
    throw new AppError(409, 'app.errors.expedicao_nao_aberta', { numero: e.numero_nf, status });
  }
  const itens = itemsOf(e);
  const lots = new Set((await run<{ id: string }>(db, 'SELECT id FROM materiais WHERE id = ANY($1::uuid[]) AND controla_lote',
    [[...new Set(itens.map((l) => l.material_id))]])).map((r) => r.id));
  const fields: Record<string, { message: string }> = {};
  itens.forEach((l, i) => {
    if (!l.endereco) fields[`itens.${i}.endereco`] = { message: 'app.validation.endereco_obrigatorio' };
    if (!l.lote && lots.has(l.material_id)) fields[`itens.${i}.lote`] = { message: 'app.validation.lote_obrigatorio' };
  });
  if (Object.keys(fields).length) throw validationError(fields);
  await post(db, itens.map((l, i) => ({
    material_id: l.material_id, lote: l.lote ?? '', endereco: l.endereco as string, quantidade: -Number(l.quantidade), path: `itens.${i}.quantidade`,
  })), { origem: 'expedicao', documento_id: id, usuario_id: me.id, consumesReservationOf: id });
  return records.update({ db, user: me, records }, expedicoes, id, undefined, { status_id: E.expedida }, { force: true, action: 'confirmar' });
};

const confirmRoute = (app: FastifyInstance, records: Records) => {
  app.post('/v1/expedicoes/:id/confirmar', {
    schema: { tags: ['expedicoes'], summary: 'Ship the note: post its stock out (FEFO lines with lot and bin) and mark it Expedida' },
    preHandler: requireView,
  }, async (req) => {
    return confirmShipment({ db: txOf(req), user: user(req), records }, (req.params as { id: string }).id);
  });
};
