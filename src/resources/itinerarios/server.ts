import type { CurrentUser } from '../../../server/auth/guard';
import { ownedBy, ownerScope } from '../../../server/crud/owner';
import { type Queryable, run } from '../../../server/crud/sql';
import type { Records, WriteContext } from '../../../server/crud/writeContext';
import { AppError, conflict, notFound, validationError } from '../../../server/errors';
import { fileInUse } from '../../../server/files';
import { defineServer } from '../../../server/operations';
import { settingsTimeZone, settingsToday } from '../../../server/settings';
import type { RecordOf } from '../../registry/define';
import type { Answer } from '../../registry/operations';
import { IMAGE_TYPES } from '../../registry/limits';
import solicitacoes from '../solicitacoes';
import itinerarios, { type FinishBody, finishBody, finishRules } from './index';

type Row = Record<string, unknown>;
type Itinerario = RecordOf<typeof itinerarios>;
type Parada = Itinerario['paradas'][number];
type Solicitacao = RecordOf<typeof solicitacoes>;
type BoardRow = Answer<typeof itinerarios, 'getBoard'>['data'][number];
type MapStop = Answer<typeof itinerarios, 'getMapStops'>['data'][number];
type StopPlace = NonNullable<Answer<typeof itinerarios, 'getMyDay'>['paradas'][number]['ponto']>;
const I = itinerarios.statusIds;
const S = solicitacoes.statusIds;
const stopsField = itinerarios.fields.paradas;

// The record layer answers any resource's rows; these are the two declarations' own.
const readItinerario = (records: Records, db: Queryable, id: string, opts?: { lock?: boolean; user?: CurrentUser }) =>
  records.read(db, itinerarios, id, opts) as Promise<Itinerario | undefined>;
const readSolicitacao = (records: Records, db: Queryable, id: string) =>
  records.read(db, solicitacoes, id, { lock: true }) as Promise<Solicitacao | undefined>;

const stopsOf = (it: Partial<Itinerario>): Parada[] => it.paradas ?? [];
const requestsOn = (stops: Parada[]) => new Set(stops.map((p) => p.solicitacao_id).filter((v): v is string => typeof v === 'string'));

/** Moves requests from one status to another (a system move when `force`), each with its audit entry. */
const moveRequests = async (ctx: WriteContext<Itinerario>, ids: Iterable<string>, from: readonly string[], to: string, force = false) => {
  const { db, records } = ctx;
  for (const id of ids) {
    const s = await readSolicitacao(records, db, id);
    // Without the itinerary's `existing`: this write is the request's own.
    if (s?.status_id && from.includes(s.status_id)) await records.update({ db, user: ctx.user, records }, solicitacoes, id, undefined, { status_id: to }, { force });
  }
};

/** The points of a route, in order, as the stops of a new itinerary. */
const stopsFromRoute = async (db: Queryable, rotaId: string) =>
  (await run<{ ponto_id: string }>(db, 'SELECT ponto_id FROM rotas_paradas WHERE parent_id = $1 ORDER BY ordem', [rotaId]))
    .map((p) => ({ ponto_id: p.ponto_id }));

const pending = (stops: Parada[]) => stops.filter((p) => !p.finalizado_em).length;

/** A delivery placed before the pickup of its own request: refused under that stop's type (docs/domain.md "Planning requests into an itinerary"). */
const deliveriesBeforePickup = (stops: Partial<Parada>[]) => {
  const fields: Record<string, { message: string }> = {};
  stops.forEach((p, i) => {
    const pickupLater = stops.slice(i + 1).some((q) => q.tipo === 'coleta' && q.solicitacao_id === p.solicitacao_id);
    if (p.tipo === 'entrega' && p.solicitacao_id && pickupLater) fields[`paradas.${i}.tipo`] = { message: 'resources.itinerarios.messages.entrega_antes_coleta' };
  });
  if (Object.keys(fields).length) throw validationError(fields);
};

/**
 * Itineraries (docs/domain.md "Planning requests into an itinerary"): the stops change only while the itinerary is open; a route fills the
 * stops of a new one; requests whose stops leave it, or whose itinerary is cancelled or deleted,
 * return to Aberta.
 */
const hooks = {
  async beforeWrite(data: Partial<Itinerario>, ctx: WriteContext<Itinerario>) {
    const { existing, db } = ctx;
    const noStops = !Array.isArray(data.paradas) || !(data.paradas as unknown[]).length;
    if (typeof data.rota_id === 'string' && noStops && (!existing || !stopsOf(existing).length)) {
      data.paradas = await stopsFromRoute(db, data.rota_id) as Parada[];
    }
    // Stops that may no longer change are refused by the record layer, with that reason.
    const openStatuses: readonly string[] = stopsField.editableWhile ?? [];
    const stopsOpen = !existing || openStatuses.includes(existing.status_id as string);
    if (Array.isArray(data.paradas) && stopsOpen) deliveriesBeforePickup(data.paradas);
    if (!existing) return data;
    if (data.status_id === I.concluido && existing.status_id !== I.concluido) {
      const left = pending(stopsOf(existing));
      if (left) throw new AppError(409, 'resources.itinerarios.messages.paradas_pendentes', { smart_count: left, count: left });
    }
    return data;
  },
  async afterWrite(record: Itinerario, ctx: WriteContext<Itinerario>) {
    if (!ctx.existing) return;
    const before = requestsOn(stopsOf(ctx.existing));
    const after = requestsOn(stopsOf(record));
    const left = [...before].filter((id) => !after.has(id));
    await moveRequests(ctx, left, [S.planejada], S.aberta, true);
    if (record.status_id === I.cancelado && ctx.existing.status_id !== I.cancelado) {
      await moveRequests(ctx, after, [S.planejada, S.emAndamento], S.aberta, true);
    }
  },
  async beforeDelete(ctx: WriteContext<Itinerario> & { existing: Itinerario }) {
    await moveRequests(ctx, requestsOn(stopsOf(ctx.existing)), [S.planejada], S.aberta, true);
  },
};


/** `POST /v1/itinerarios/{id}/planejar`: a coleta stop at each request's origin and an entrega stop at its destination. */
const plan = async (ctx: WriteContext<Itinerario>, id: string, solicitacaoIds: string[]) => {
  const { db, records } = ctx;
  // Another driver's itinerary is not there for a driver (docs/architecture.md "Owner").
  const it = await readItinerario(records, db, id, { lock: true, user: ctx.user });
  if (!it) throw notFound();
  if (it.status_id !== I.aberto) throw conflict('resources.itinerarios.messages.itinerario_nao_aberto');
  // What a client would send of each stop: the planned ones, then the new ones without an id.
  const stops: (Pick<Parada, 'ponto_id' | 'solicitacao_id' | 'tipo' | 'previsto_em'> & { id?: string })[] = stopsOf(it)
    .map((p) => ({ id: p.id, ponto_id: p.ponto_id, solicitacao_id: p.solicitacao_id, tipo: p.tipo, previsto_em: p.previsto_em }));
  const ids = [...new Set(solicitacaoIds)];
  for (const id of ids) {
    // Locked: of two planners taking one request, the second finds it Planejada.
    const s = await readSolicitacao(records, db, id);
    if (!s) throw validationError({ solicitacao_ids: { message: 'app.validation.ref' } });
    if (s.status_id !== S.aberta) {
      const status = (await records.names(db, 'status', [s.status_id])).get(s.status_id as string) ?? '';
      throw new AppError(409, 'resources.itinerarios.messages.solicitacao_nao_aberta', { numero: s.numero, status });
    }
    stops.push({ ponto_id: s.origem_id, solicitacao_id: id, tipo: 'coleta', previsto_em: null });
    stops.push({ ponto_id: s.destino_id, solicitacao_id: id, tipo: 'entrega', previsto_em: null });
    await records.update(ctx, solicitacoes, id, undefined, { status_id: S.planejada });
  }
  return records.update(ctx, itinerarios, it.id, undefined, { paradas: stops }, { action: 'planejar' });
};

/** When a day starts in the settings' time zone (ISO). */
const dayStart = async (db: Queryable, data: string) =>
  new Date((await run<{ starts: string }>(db, `SELECT ($1::date)::timestamp AT TIME ZONE ${settingsTimeZone} AS starts`, [data]))[0].starts).toISOString();

/**
 * What a finish must satisfy beyond its body's schema: the declared rules (`finishRules`: the day,
 * the clock, a delivery's receiver, the occurrence's photo) with what the database says of them,
 * then what only the server can know: the occurrence exists, the photo is the user's own unused image.
 */
const checkFinish = async (db: Queryable, records: Records, me: CurrentUser, it: Itinerario, stop: Row, body: FinishBody) => {
  const [o] = body.ocorrencia_id
    ? await run<{ exige_foto: boolean }>(db, 'SELECT exige_foto FROM ocorrencias WHERE id = $1', [body.ocorrencia_id])
    : [];
  if (body.ocorrencia_id && !o) throw validationError({ ocorrencia_id: { message: 'app.validation.ref' } });
  const problems = finishRules(body, {
    tipo: stop.tipo as string | null, exigeFoto: !!o?.exige_foto, day: { data: it.data, inicio: await dayStart(db, it.data) }, now: Date.now(),
  });
  if (Object.keys(problems).length) throw validationError(problems);
  if (body.foto_id) {
    const [f] = await run<{ tipo: string; dono_id: string | null }>(db, 'SELECT tipo, dono_id FROM arquivos WHERE id = $1', [body.foto_id]);
    // Only a photo this user took, and not already another record's: else a finish would show
    // (and hand read access to) someone else's file (docs/architecture.md "Files").
    if (!f || f.dono_id !== me.id || await fileInUse(db, [...records.byName.values()], body.foto_id as string)) {
      throw validationError({ foto_id: { message: 'app.validation.file' } });
    }
    if (!IMAGE_TYPES.includes(f.tipo)) throw validationError({ foto_id: { message: 'resources.itinerarios.messages.foto_imagem' } });
  }
};

/**
 * `PUT /v1/itinerarios/{id}/pontos/{paradaId}/finalizar` (docs/domain.md "Endpoints beyond CRUD"). Finishes
 * are serialized per itinerary by its row lock, so the first and the last finish are known for
 * sure: the first starts the itinerary and its requests, the last concludes them; and of two
 * finishes of one stop the second finds it finished (409).
 */
const finish = async (ctx: WriteContext<Itinerario>, id: string, paradaId: string, body: FinishBody) => {
  const { db, records, user: me } = ctx;
  // The declared `owner` access let a driver call; the read is scoped to their own itineraries.
  const it = await readItinerario(records, db, id, { lock: true, user: me });
  if (!it) throw notFound();
  if (it.status_id !== I.aberto && it.status_id !== I.emAndamento) {
    const status = (await records.names(db, 'status', [it.status_id])).get(it.status_id as string) ?? '';
    throw new AppError(409, 'resources.itinerarios.messages.itinerario_fechado', { numero: it.numero, status });
  }

  const values = Object.fromEntries(Object.keys(finishBody.in.shape).map((k) => [k, (body as Row)[k] ?? null]));
  await records.updateLine(ctx, itinerarios, id, 'paradas', paradaId, values, {
    action: 'finalizar',
    guard: async (_, stop) => {
      if (stop.finalizado_em) throw new AppError(409, 'resources.itinerarios.messages.parada_finalizada', { at: stop.finalizado_em });
      await checkFinish(db, records, me, it, stop, body);
    },
  });

  const stops = stopsOf(it);
  const onIt = requestsOn(stops);
  if (it.status_id === I.aberto) {
    await records.update(ctx, itinerarios, id, undefined, { status_id: I.emAndamento });
    await moveRequests(ctx, onIt, [S.planejada], S.emAndamento);
  }
  // The stops as read before this finish: the one just finished was the last pending.
  if (pending(stops) === 1) {
    await records.update(ctx, itinerarios, id, undefined, { status_id: I.concluido });
    await moveRequests(ctx, onIt, [S.planejada], S.emAndamento);
    await moveRequests(ctx, onIt, [S.emAndamento], S.concluida);
  }
  return (await records.read(db, itinerarios, id))!;
};

/** The tracking board (docs/domain.md "Endpoints beyond CRUD"): a driver with its role sees their own itineraries only. */
const board = async (db: Queryable, me: CurrentUser, day?: string) => {
  const data = day ?? (await settingsToday(db));
  const values: unknown[] = [data];
  const own = ownerScope(itinerarios, me, 'i', (v) => `$${values.push(v)}`);
  const rows = await run<BoardRow>(db, `
    WITH stops AS (
      -- Per itinerary first (10,000 stops of a busy day fold into 500 rows), then the names.
      SELECT p.parent_id,
             count(*)::int AS paradas_total,
             count(p.finalizado_em)::int AS paradas_finalizadas,
             (array_agg(pt.codigo || ' - ' || pt.nome_fantazia ORDER BY p.finalizado_em DESC, p.ordem DESC)
                FILTER (WHERE p.finalizado_em IS NOT NULL))[1] AS ultimo_ponto,
             max(p.finalizado_em) AS ultimo_em,
             coalesce(json_agg(json_build_object('ponto', pt.codigo || ' - ' || pt.nome_fantazia, 'ocorrencia', o.nome, 'finalizado_em', p.finalizado_em)
                        ORDER BY p.finalizado_em) FILTER (WHERE p.ocorrencia_id IS NOT NULL), '[]') AS ocorrencias
        FROM itinerarios i
        JOIN itinerarios_paradas p ON p.parent_id = i.id
        JOIN pontos pt ON pt.id = p.ponto_id
        LEFT JOIN ocorrencias o ON o.id = p.ocorrencia_id
       WHERE i.data = $1${own ? ` AND ${own}` : ''}
       GROUP BY p.parent_id)
    SELECT i.id, i.numero, i.data::text AS data, i.status_id, s.nome AS status,
           json_build_object('id', u.id, 'nome', trim(u.first_name || ' ' || coalesce(u.last_name, ''))) AS motorista,
           json_build_object('id', v.id, 'placa', v.placa) AS veiculo,
           coalesce(st.paradas_total, 0) AS paradas_total,
           coalesce(st.paradas_finalizadas, 0) AS paradas_finalizadas,
           CASE WHEN st.ultimo_em IS NOT NULL THEN json_build_object('ponto', st.ultimo_ponto, 'finalizado_em', st.ultimo_em) END AS ultima_parada,
           coalesce(st.ocorrencias, '[]') AS ocorrencias
      FROM itinerarios i
      JOIN status s ON s.id = i.status_id
      JOIN usuarios u ON u.id = i.motorista_id
      JOIN veiculos v ON v.id = i.veiculo_id
      LEFT JOIN stops st ON st.parent_id = i.id
     WHERE i.data = $1${own ? ` AND ${own}` : ''}
     ORDER BY s.ordem, i.numero`, values, `itinerarios:board${own ? ':own' : ''}`);
  return { data: rows, total: rows.length };
};

/** The stops of a day's itineraries, for the map: the view role sees all of them, a driver their own. */
const mapStops = async (db: Queryable, me: CurrentUser, day?: string) => {
  const data = day ?? (await settingsToday(db));
  const values: unknown[] = [data, I.cancelado];
  const own = ownerScope(itinerarios, me, 'i', (v) => `$${values.push(v)}`);
  // The itinerary's driver and plate name it in the map's filter; the place's address goes in the marker's popup.
  const rows = await run<MapStop>(db, `
    SELECT p.id, p.ordem, p.tipo, p.previsto_em, p.finalizado_em, p.ocorrencia_id, o.nome AS ocorrencia, i.id AS itinerario_id, i.numero, i.rota_id,
           trim(u.first_name || ' ' || coalesce(u.last_name, '')) AS motorista, v.placa,
           pt.id AS ponto_id, pt.codigo || ' - ' || pt.nome_fantazia AS ponto, pt.cidade, pt.uf, pt.latlng,
           json_build_object('logradouro', pt.logradouro, 'numero', pt.numero, 'complemento', pt.complemento, 'bairro', pt.bairro,
                             'cidade', pt.cidade, 'uf', pt.uf, 'cep', pt.cep) AS endereco
      FROM itinerarios i
      JOIN itinerarios_paradas p ON p.parent_id = i.id
      JOIN usuarios u ON u.id = i.motorista_id
      JOIN veiculos v ON v.id = i.veiculo_id
      JOIN pontos pt ON pt.id = p.ponto_id
      LEFT JOIN ocorrencias o ON o.id = p.ocorrencia_id
     WHERE i.data = $1 AND i.status_id <> $2${own ? ` AND ${own}` : ''}
     ORDER BY i.numero, p.ordem`, values, `itinerarios:map${own ? ':own' : ''}`);
  return { data: rows, total: rows.length };
};

/**
 * The caller's own itinerary of a day, or the one named if it is theirs (the field flow, docs/domain.md
 * "Drivers and their itineraries"): theirs by the declaration's owner field, whatever their tipo.
 */
const myDay = async (db: Queryable, records: Records, me: CurrentUser, query: { id?: string; data?: string }) => {
  const data = query.data ?? (await settingsToday(db));
  const values: unknown[] = [];
  const mine = ownedBy(itinerarios, me, 'i', (v) => `$${values.push(v)}`);
  const [found] = query.id
    ? await run<{ id: string }>(db, `SELECT i.id FROM itinerarios i WHERE ${mine} AND i.id = $${values.push(query.id)}`, values)
    : await run<{ id: string }>(db, `
      SELECT i.id FROM itinerarios i JOIN status s ON s.id = i.status_id
       WHERE ${mine} AND i.data = $${values.push(data)}
       ORDER BY (i.status_id = ANY($${values.push([I.aberto, I.emAndamento])}::uuid[])) DESC, s.ordem, i.numero DESC LIMIT 1`, values);
  // Another driver's, or none: not "no itinerary today".
  if (!found && query.id) throw notFound();
  if (!found) throw new AppError(404, 'resources.itinerarios.messages.nenhum_itinerario', { date: data.split('-').reverse().join('/') });
  const it = await readItinerario(records, db, found.id);
  if (!it) throw notFound();
  // A driver reads no places list: each stop carries what they need to get there.
  const places = new Map((await run<StopPlace>(db,
    `SELECT id, codigo, nome_fantazia, logradouro, numero, complemento, bairro, cidade, uf, cep, latlng, telefone, contato,
            to_char(janela_inicio, 'HH24:MI') AS janela_inicio, to_char(janela_fim, 'HH24:MI') AS janela_fim
       FROM pontos WHERE id = ANY($1::uuid[])`, [stopsOf(it).map((p) => p.ponto_id)])).map((p) => [p.id, p]));
  return { ...it, dia_inicio: await dayStart(db, it.data), paradas: stopsOf(it).map((p) => ({ ...p, ponto: places.get(p.ponto_id) ?? null })) };
};

export default defineServer(itinerarios, {
  ...hooks,
  operations: {
    planItinerary: async ({ params, body, db, user, records }) => plan({ db, user, records }, params.id, body.solicitacao_ids),
    finishStop: async ({ params, body, db, user, records }) => finish({ db, user, records }, params.id, params.paradaId, body),
    getBoard: async ({ query, db, user }) => board(db, user, query.data),
    getMapStops: async ({ query, db, user }) => mapStops(db, user, query.data),
    getMyDay: async ({ query, db, records, user }) => myDay(db, records, user, query),
  },
});
