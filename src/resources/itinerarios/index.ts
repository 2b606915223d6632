import { z } from 'zod';
import { UFS, isValidCpf } from '../../registry/brazil';
import { defineResource } from '../../registry/define';
import { defineOperations } from '../../registry/operations';
import { queryDay, queryId } from '../../registry/query';
import { lineSchema, recordSchema } from '../../registry/recordSchema';
import { USER_TYPES } from '../../registry/seedIds';
import { type FieldMessage, fieldMessages, fieldSchema } from '../../registry/validation';

const GRUPO = { id: '01900000-0000-7000-8000-000000000004', nome: 'Itinerário' };
/** An itinerary holds its driver and vehicle for its day while it is one of these. */
const ABERTO = ['aberto', 'emAndamento'] as const;

const itinerarios = defineResource({
  name: 'itinerarios',
  fields: {
    numero: { kind: 'sequence' },
    data: { kind: 'date', required: true },
    // Choosing a route fills the stops with its points.
    rota_id: { kind: 'ref', ref: 'rotas' },
    motorista_id: { kind: 'ref', ref: 'usuarios', required: true, refFilter: { tipo_id: USER_TYPES.motorista.id } },
    veiculo_id: { kind: 'ref', ref: 'veiculos', required: true, refFilter: { ativo: 'true' } },
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
    km_inicial: { kind: 'int', min: 0, max: 9999999 },
    km_final: { kind: 'int', min: 0, max: 9999999 },
    paradas: {
      kind: 'lines',
      ordered: true,
      editableWhile: ['aberto'],
      fields: {
        ponto_id: { kind: 'ref', ref: 'pontos', required: true },
        solicitacao_id: { kind: 'ref', ref: 'solicitacoes' },
        tipo: { kind: 'enum', values: ['coleta', 'entrega'] },
        previsto_em: { kind: 'datetime' },
        // What the driver records when finishing the stop (PUT .../pontos/{paradaId}/finalizar).
        finalizado_em: { kind: 'datetime', readOnly: true },
        ocorrencia_id: { kind: 'ref', ref: 'ocorrencias', readOnly: true },
        observacao: { kind: 'text', max: 1000, readOnly: true },
        recebedor_nome: { kind: 'text', max: 200, readOnly: true },
        recebedor_documento: { kind: 'text', max: 30, readOnly: true },
        // Which document the receiver showed (RECEIVER_DOCUMENTS): the rule it was checked by.
        recebedor_documento_tipo: { kind: 'enum', values: ['cpf', 'rg', 'outro'], readOnly: true },
        lat: { kind: 'decimal', min: -90, max: 90, readOnly: true },
        lng: { kind: 'decimal', min: -180, max: 180, readOnly: true },
        foto_id: { kind: 'file', readOnly: true },
      },
    },
  },
  statuses: {
    field: 'status_id',
    values: {
      aberto: { id: '01900000-0000-7000-8002-000000000300', nome: 'Aberto' },
      emAndamento: { id: '01900000-0000-7000-8002-000000000301', nome: 'Em andamento' },
      concluido: { id: '01900000-0000-7000-8002-000000000302', nome: 'Concluído' },
      cancelado: { id: '01900000-0000-7000-8002-000000000303', nome: 'Cancelado' },
    },
  },
  workflow: {
    initial: 'aberto',
    transitions: {
      aberto: ['emAndamento', 'cancelado'],
      emAndamento: ['concluido', 'cancelado'],
    },
  },
  // An odometer does not run backwards.
  checks: [{ rule: 'not_after', field: 'km_inicial', other: 'km_final' }],
  uniqueWhile: [
    { fields: ['motorista_id', 'data'], status: ABERTO, message: 'resources.itinerarios.messages.itinerario_motorista' },
    { fields: ['veiculo_id', 'data'], status: ABERTO, message: 'resources.itinerarios.messages.itinerario_veiculo' },
  ],
  // A started itinerary is a record of the day: cancel it instead (its requests return to Aberta).
  deletableWhile: ['aberto', 'cancelado'],
  owner: { field: 'motorista_id', tipo: USER_TYPES.motorista.id },
  display: 'numero',
  list: ['numero', 'data', 'motorista_id', 'veiculo_id', 'rota_id', 'status_id'],
  filters: ['data', 'motorista_id', 'veiculo_id', 'rota_id', 'status_id'],
  search: ['numero', 'motorista_id', 'veiculo_id', 'rota_id'],
  sort: { field: 'numero', order: 'desc' },
  menu: {
    group: 'transporte',
    order: 6,
    icon: 'Route',
    path: '/v2/itinerarios',
    // The itinerary page of docs/domain.md "V2 pages": the form with its stops and the planning panel.
    paths: { '/v2/itinerarios/itinerario': 'create', '/v2/itinerarios/itinerario/:id': 'edit' },
    // A driver's own pages (docs/domain.md "Drivers and their itineraries"): the day's stops, and their map.
    ownerEntries: [
      { path: '/itinerarios-mobile', label: 'resources.itinerarios.messages.mobile.title', icon: 'Today' },
      { path: '/v2/maps', label: 'resources.itinerarios.messages.map.my_day', icon: 'Map' },
    ],
  },
  viewRole: 'view-itinerarios-menu',
  pages: {
    // The day's tracking board, under where the menu opens the itineraries.
    board: { path: '/v2/itinerarios/acompanhamento', access: 'view' },
    // The driver's day (docs/domain.md "Finishing stops"), shown in the menu to its owners (ownerEntries).
    mobile: { path: '/itinerarios-mobile', aliases: ['/itinerarios-mobile/:id'], access: 'owner' },
    map: { path: '/v2/maps', aliases: ['/maps'], access: { role: 'view-coleta-entrega' }, menu: { group: 'transporte', order: 11, icon: 'Map' } },
  },
});

const V = 'app.validation.';
const M = 'resources.itinerarios.messages.';
const stop = itinerarios.fields.paradas.fields;
const optional = (schema: z.ZodType) => schema.nullable().optional();

/**
 * The documents a receiver hands a driver (issue 28), each checked by its own rule: a CPF (11
 * digits, check digits right), an RG of any state with its letters and punctuation (MG-12.345.678,
 * M-1.234.567, 12.345.678-X SSP/SP: 5 to 14 digits, the last may be X, a state's letters before
 * them, an issuer's after), or another document (a CNH, a passport) of at least `OTHER_MIN`
 * characters, taken as typed. A CPF is stored as its digits, the others as typed (upper case, spaces
 * collapsed), so the proof of delivery reads as the document does.
 */
export const RECEIVER_DOCUMENTS = stop.recebedor_documento_tipo.values;
export type ReceiverDocument = (typeof RECEIVER_DOCUMENTS)[number];
export const OTHER_DOCUMENT_MIN = 5;
const PUNCTUATION = /[\s.\-/]/g;
const RG = new RegExp(`^(?:${UFS.join('|')}|M)?\\d{4,13}[\\dX](?:[A-Z]{2,12})?$`);
const tidy = (v: string) => v.trim().replace(/\s+/g, ' ');

/** The document as stored, or undefined when it is not a document of that kind. */
export const receiverDocument = (kind: ReceiverDocument, typed: string): string | undefined => {
  const text = tidy(typed);
  if (kind === 'cpf') {
    const d = text.replace(PUNCTUATION, '');
    return /^\d{11}$/.test(d) && isValidCpf(d) ? d : undefined;
  }
  if (kind === 'rg') return RG.test(text.toUpperCase().replace(PUNCTUATION, '')) ? text.toUpperCase() : undefined;
  return text.length >= OTHER_DOCUMENT_MIN ? text : undefined;
};

/** The kind of a document sent without one (a phone on a build before issue 28): 11 digits are a CPF, anything else an RG. */
export const documentKindOf = (typed: string): ReceiverDocument => (/^\d{11}$/.test(typed.replace(PUNCTUATION, '')) ? 'cpf' : 'rg');

/** What the driver records when finishing a stop (docs/domain.md "Finishing stops"): the same schema checks it in the dialog and in the API. */
export const finishBody = z.strictObject({
  finalizado_em: fieldSchema(stop.finalizado_em),
  ocorrencia_id: optional(fieldSchema(stop.ocorrencia_id)),
  observacao: optional(fieldSchema(stop.observacao)),
  recebedor_nome: optional(fieldSchema(stop.recebedor_nome)),
  recebedor_documento: optional(fieldSchema(stop.recebedor_documento)),
  recebedor_documento_tipo: optional(fieldSchema(stop.recebedor_documento_tipo)),
  lat: optional(fieldSchema(stop.lat)),
  lng: optional(fieldSchema(stop.lng)),
  foto_id: optional(fieldSchema(stop.foto_id)),
}).transform((body, ctx) => {
  const typed = body.recebedor_documento as string | null | undefined;
  if (!typed) return { ...body, recebedor_documento: null, recebedor_documento_tipo: null };
  const kind = (body.recebedor_documento_tipo as ReceiverDocument | null | undefined) ?? documentKindOf(typed);
  const stored = receiverDocument(kind, typed);
  if (stored === undefined) {
    ctx.addIssue({ code: 'custom', path: ['recebedor_documento'], message: `${M}documento_${kind}`, params: { min: OTHER_DOCUMENT_MIN } });
    return z.NEVER;
  }
  return { ...body, recebedor_documento: stored, recebedor_documento_tipo: kind };
});
export type FinishBody = z.output<typeof finishBody>;

/**
 * How far ahead of the clock a finish time may be: a phone's clock may run a little fast, but a
 * time beyond that was not lived yet (docs/domain.md "Finishing stops").
 */
export const FINISH_AHEAD_MINUTES = 5;

/** What a finish is checked against besides its own fields: the stop, its chosen occurrence, the day and the clock. */
export interface FinishContext {
  tipo?: string | null;
  /** The chosen occurrence asks for a photo. */
  exigeFoto: boolean;
  /** The itinerary's day (yyyy-MM-dd) and when it starts in the settings' time zone (ISO); a finish may not be before it. */
  day?: { data: string; inicio: string };
  /** The clock's time (ms): the server's, or the phone's when the dialog checks. */
  now: number;
}

/**
 * The rules of a finish beyond its schema, field by field: one declaration for the server (with
 * what it reads in the database) and the finish dialog (with what the driver's day carries), so a
 * finish the phone keeps offline is one the server will take.
 */
export const finishRules = (body: FinishBody, c: FinishContext): Record<string, FieldMessage> => {
  const out: Record<string, FieldMessage> = {};
  const at = Date.parse(body.finalizado_em as string);
  if (c.day && at < Date.parse(c.day.inicio)) {
    out.finalizado_em = { message: `${M}finalizado_antes`, args: { date: c.day.data.split('-').reverse().join('/') } };
  } else if (at > c.now + FINISH_AHEAD_MINUTES * 60_000) {
    out.finalizado_em = { message: `${M}finalizado_futuro`, args: { minutes: FINISH_AHEAD_MINUTES } };
  }
  // Goods handed over name who took them; a delivery that did not happen says why in its occurrence instead.
  if (c.tipo === 'entrega' && !body.ocorrencia_id && !body.recebedor_nome) out.recebedor_nome = { message: `${M}recebedor_obrigatorio` };
  if (c.exigeFoto && !body.foto_id) out.foto_id = { message: `${M}foto_obrigatoria` };
  return out;
};

/**
 * The finish dialog's check of what it is about to send, offline too: the body's schema and the
 * rules, every field's first problem at once (the schema's first). Empty when the server will take it.
 */
export const checkFinish = (input: z.input<typeof finishBody>, c: FinishContext): Record<string, FieldMessage> => {
  const parsed = finishBody.safeParse(input);
  if (parsed.success) return finishRules(parsed.data, c);
  // The rules read the time, the occurrence, the receiver and the photo, which the dialog sends as they are.
  return { ...finishRules(input as FinishBody, c), ...fieldMessages(parsed.error.issues) };
};

const day = z.strictObject({ data: queryDay.optional().describe('The day, yyyy-MM-dd (today in the settings\' time zone by default)') });

/** A place's address block, as a stop carries it. */
const address = z.object({
  logradouro: z.string().nullable(), numero: z.string().nullable(), complemento: z.string().nullable(),
  bairro: z.string().nullable(), cidade: z.string().nullable(), uf: z.string().nullable(), cep: z.string().nullable(),
});

/** The place of a stop as the driver's day carries it: a driver reads no places list. */
const stopPlace = address.extend({
  id: z.string(), codigo: z.string(), nome_fantazia: z.string(), latlng: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  telefone: z.string().nullable(), contato: z.string().nullable(), janela_inicio: z.string().nullable(), janela_fim: z.string().nullable(),
});

const latlng = z.object({ lat: z.number(), lng: z.number() }).nullable();

const itinerariosHome = defineOperations(itinerarios, {
  planItinerary: {
    method: 'POST',
    path: ':id/planejar',
    summary: 'Plan open requests into the itinerary: a pickup stop at each origin, a delivery stop at each destination',
    access: 'view',
    offline: 'create',
    body: z.strictObject({
      solicitacao_ids: z.array(z.uuid({ error: `${V}ref` }), { error: `${V}required` })
        .min(1, { error: `${V}lines_min` }).max(200, { error: `${V}lines_max` }),
    }),
    answers: { 200: recordSchema(itinerarios) },
  },
  finishStop: {
    method: 'PUT',
    path: ':id/pontos/:paradaId/finalizar',
    summary: 'Finish a stop (the driver at the place): time, occurrence, receiver, position, photo',
    // A driver finishes only the stops of their own itineraries (docs/architecture.md "Owner"); office staff need the view role.
    access: 'owner',
    offline: 'finish',
    body: finishBody,
    answers: { 200: recordSchema(itinerarios) },
  },
  getBoard: {
    method: 'GET',
    path: 'acompanhamento',
    summary: 'Tracking board: the itineraries of a day with their progress',
    access: 'view',
    query: day,
    answers: {
      200: z.object({
        data: z.array(z.object({
          id: z.string(), numero: z.number().int(), data: z.string(), status_id: z.string(), status: z.string(),
          motorista: z.object({ id: z.string(), nome: z.string() }),
          veiculo: z.object({ id: z.string(), placa: z.string() }),
          paradas_total: z.number().int(),
          paradas_finalizadas: z.number().int(),
          ultima_parada: z.object({ ponto: z.string(), finalizado_em: z.string() }).nullable(),
          ocorrencias: z.array(z.object({ ponto: z.string(), ocorrencia: z.string(), finalizado_em: z.string() })),
        })),
        total: z.number().int(),
      }),
    },
  },
  getMapStops: {
    method: 'GET',
    path: 'mapa',
    summary: "The stops of a day's itineraries with their places' positions, for the map",
    access: 'owner',
    query: day,
    answers: {
      200: z.object({
        data: z.array(z.object({
          id: z.string(), ordem: z.number().int(), tipo: z.enum(['coleta', 'entrega']).nullable(), previsto_em: z.string().nullable(),
          finalizado_em: z.string().nullable(), ocorrencia_id: z.string().nullable(), ocorrencia: z.string().nullable(),
          itinerario_id: z.string(), numero: z.number().int(), rota_id: z.string().nullable(), motorista: z.string(), placa: z.string(),
          ponto_id: z.string(), ponto: z.string(), cidade: z.string().nullable(), uf: z.string().nullable(), latlng, endereco: address,
        })),
        total: z.number().int(),
      }),
    },
  },
  getMyDay: {
    method: 'GET',
    path: 'meu',
    summary: "The signed-in driver's itinerary of the day (or the one named), with its stops and their places",
    access: 'signedIn',
    query: day.extend({ id: queryId.optional() }),
    answers: {
      200: recordSchema(itinerarios).extend({
        // When the day starts in the settings' time zone: the finish dialog checks a time against it offline too.
        dia_inicio: z.string(),
        paradas: z.array(lineSchema(itinerarios, 'paradas').extend({ ponto: stopPlace.nullable() })),
      }),
    },
  },
});

export default itinerariosHome;

declare module '../../registry/operations' {
  interface Homes {
    itinerarios: typeof itinerariosHome;
  }
}
