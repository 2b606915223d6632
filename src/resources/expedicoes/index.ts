import { z } from 'zod';
import { BIN, binField } from '../../registry/bin';
import { defineResource } from '../../registry/define';
import { defineOperations } from '../../registry/operations';
import { queryOptionalDay, queryOptionalId, queryQuantity, queryRequiredId, queryText } from '../../registry/query';
import { recordSchema } from '../../registry/recordSchema';
import type { Role } from '../../registry/roles';

const GRUPO = { id: '01900000-0000-7000-8000-000000000007', nome: 'Expedição' };

// An outbound note (docs/domain.md "Warehousing"): confirming it posts − movements of its lines.
const expedicoes = defineResource({
  name: 'expedicoes',
  fields: {
    numero_nf: { kind: 'text', required: true, max: 9, pattern: '[0-9]{1,9}', patternMessage: 'digits' },
    serie: { kind: 'text', max: 3, pattern: '[0-9]{1,3}', patternMessage: 'digits' },
    chave_acesso: { kind: 'text', unique: true, max: 44, upper: true, pattern: '[0-9]{6}[0-9A-Z]{14}[0-9]{24}', patternMessage: 'chave_acesso' },
    destinatario_id: { kind: 'ref', ref: 'destinatarios', required: true },
    cliente_id: { kind: 'ref', ref: 'clientes' },
    data: { kind: 'date', required: true },
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
    // The packing list that carries it: kept by the romaneio's own lines (src/resources/romaneios/server.ts).
    romaneio_id: { kind: 'ref', ref: 'romaneios', readOnly: true },
    volumes: { kind: 'int', min: 0, max: 100000 },
    expedida_em: { kind: 'datetime', stamp: { status: 'expedida' } },
    itens: {
      kind: 'lines',
      min: 1,
      editableWhile: ['aberta'],
      fields: {
        material_id: { kind: 'ref', ref: 'materiais', required: true },
        lote: { kind: 'text', max: 60 },
        endereco: binField,
        quantidade: { kind: 'decimal', required: true, positive: true },
        // Why a lot expired or short of the client's minimum shelf life ships anyway; only a holder of
        // `liberar-validade` may write it (src/resources/expedicoes/server.ts), the history keeps who did.
        motivo_liberacao: { kind: 'text', max: 500 },
      },
    },
    // What was picked by scanning (docs/domain.md "Picking by scanning"): one row per note line,
    // lot and bin, written only by POST /v1/expedicoes/{id}/separar; the history keeps who and when.
    separacoes: {
      kind: 'lines',
      readOnly: true,
      fields: {
        item_id: { kind: 'text', max: 36 },
        material_id: { kind: 'ref', ref: 'materiais', required: true },
        lote: { kind: 'text', max: 60 },
        endereco: binField,
        quantidade: { kind: 'decimal', required: true, positive: true },
        // Why a lot that was not the suggested one was taken, in the picker's language.
        motivo: { kind: 'text', max: 500 },
      },
    },
    observacao: { kind: 'text', max: 2000, multiline: true },
  },
  statuses: {
    field: 'status_id',
    values: {
      aberta: { id: '01900000-0000-7000-8002-000000000700', nome: 'Aberta' },
      expedida: { id: '01900000-0000-7000-8002-000000000701', nome: 'Expedida' },
      cancelada: { id: '01900000-0000-7000-8002-000000000702', nome: 'Cancelada' },
    },
  },
  // Expedida only through POST /v1/expedicoes/{id}/confirmar, which posts the stock.
  workflow: {
    initial: 'aberta',
    transitions: { aberta: ['cancelada'] },
  },
  editableWhile: ['aberta'],
  deletableWhile: ['aberta', 'cancelada'],
  display: 'numero_nf',
  list: ['numero_nf', 'serie', 'destinatario_id', 'cliente_id', 'data', 'romaneio_id', 'status_id'],
  phoneList: ['destinatario_id', 'status_id'],
  filters: ['status_id', 'destinatario_id', 'cliente_id', 'data', 'romaneio_id'],
  search: ['numero_nf', 'chave_acesso', 'destinatario_id', 'cliente_id'],
  sort: { field: 'data', order: 'desc' },
  menu: { group: 'armazenamento', order: 3, icon: 'Outbox' },
  viewRole: 'view-saidas',
  pages: {
    // The phone's picking screen of one note, opened from its page.
    picking: { path: '/expedicoes/:id/separacao', access: 'view' },
  },
});

/**
 * Who may ship a line whose lot is expired or short of the client's minimum shelf life, giving the
 * line's `motivo_liberacao` (docs/decisions.md "Shelf life, whole units, drill-downs").
 */
export const RELEASE_ROLE = 'liberar-validade' satisfies Role;

// As the server holds a line and as the form does (whose values are still unknown).
type ReleaseLine = { id?: unknown; material_id?: unknown; lote?: unknown; motivo_liberacao?: unknown };

/**
 * A line's release as stored, on the same material and lot: it stays whoever saves the note again
 * (the server lets only RELEASE_ROLE write or move one; the form mirrors it).
 */
export const releaseKept = (line: ReleaseLine, stored: readonly ReleaseLine[]): boolean => {
  const was = line.id ? stored.find((l) => l.id === line.id) : undefined;
  return !!was && (was.motivo_liberacao ?? null) === (line.motivo_liberacao ?? null)
    && was.material_id === line.material_id && (was.lote ?? '') === (line.lote ?? '');
};

/** One lot and bin to pick, or one skipped, and why, in the caller's language. */
const pickLine = z.object({
  material_id: z.string(),
  lote: z.string(),
  validade: z.string().nullable(),
  endereco: z.string(),
  quantidade: z.number(),
  disponivel: z.number().optional(),
  codigo: z.string().describe('fefo, sem_validade; for a skipped lot vencido, validade_curta or bloqueado'),
  motivo: z.string(),
});

/** One stop of the pick list: a note line's lot in a bin, how much to take there and how much was taken. */
const pickTask = z.object({
  item_id: z.string(),
  linha: z.number().int().describe('The note line, from 1'),
  material_id: z.string(),
  codigo: z.string(),
  descricao: z.string().nullable(),
  controla_lote: z.boolean(),
  lote: z.string(),
  validade: z.string().nullable(),
  endereco: z.string(),
  quantidade: z.number().describe('What this stop gives the line: picked plus still to pick'),
  separado: z.number(),
  codigo_motivo: z.enum(['fefo', 'sem_validade', 'linha', 'separado']),
  motivo: z.string(),
});

const pickList = z.object({
  id: z.string(),
  numero_nf: z.string(),
  aberta: z.boolean(),
  tarefas: z.array(pickTask).describe('In bin order, so the picker walks the aisles once'),
  linhas: z.array(z.object({
    item_id: z.string(), linha: z.number().int(), material_id: z.string(), codigo: z.string(), descricao: z.string().nullable(),
    controla_lote: z.boolean(), quantidade: z.number(), separado: z.number(),
  })),
  completa: z.boolean().describe('Every line is picked: the note may be confirmed'),
});

const V = 'app.validation.';

const expedicoesHome = defineOperations(expedicoes, {
  suggestPicking: {
    method: 'GET',
    path: 'sugestao',
    summary: 'FEFO pick suggestion for a material and quantity, with the reason of each lot chosen or skipped',
    access: 'view',
    query: z.strictObject({
      material_id: queryRequiredId,
      quantidade: queryQuantity,
      cliente_id: queryOptionalId.describe('The client whose minimum shelf life applies'),
      data: queryOptionalDay.describe('The shipping day (today in the settings\' time zone by default)'),
    }),
    answers: {
      200: z.object({
        data: z.string(),
        quantidade: z.number(),
        linhas: z.array(pickLine),
        puladas: z.array(pickLine),
        falta: z.number(),
        mensagem_falta: z.string().optional(),
      }),
    },
  },
  checkShelfLife: {
    method: 'GET',
    path: 'validade',
    summary: 'Whether a lot may ship to a client on a day: expired, short of the client\'s minimum shelf life, or fine',
    description: 'The rule the save and the confirmation apply (a lot\'s expiry is its earliest balance\'s, in the bin when one is given); '
      + 'the form asks it for a lot typed by hand. `codigo` is null when the lot may ship.',
    access: 'view',
    query: z.strictObject({
      material_id: queryRequiredId,
      lote: queryText.optional(),
      endereco: queryText.optional(),
      cliente_id: queryOptionalId.describe('The client whose minimum shelf life applies'),
      data: queryOptionalDay.describe('The note\'s day; a past day is judged as today'),
    }),
    answers: {
      200: z.object({
        data: z.string().describe('The day judged'),
        validade: z.string().nullable(),
        dias: z.number().nullable(),
        minimo: z.number(),
        codigo: z.enum(['vencido', 'validade_curta']).nullable(),
        motivo: z.string().nullable().describe('Why it may not ship, in the caller\'s language'),
      }),
    },
  },
  getPickList: {
    method: 'GET',
    path: ':id/separacao',
    summary: 'The note\'s pick list: every line\'s lots and bins (FEFO), in bin order, with what is already picked',
    access: 'view',
    answers: { 200: pickList },
  },
  recordPick: {
    method: 'POST',
    path: ':id/separar',
    summary: 'Record a pick scanned by a picker: a lot from a bin for a line of the note, held for it until shipping',
    description: 'A lot other than the suggested one is refused when it breaks FEFO or the client\'s minimum shelf life, '
      + 'accepted with `motivo` when it does not; an expired or blocked lot, more than the line needs, and a bin without that lot are refused.',
    access: 'view',
    body: z.strictObject({
      material_id: z.uuid({ error: `${V}ref` }),
      lote: z.string().trim().max(60, { error: `${V}too_long` }).nullish(),
      endereco: z.string({ error: `${V}required` }).trim().toUpperCase().regex(BIN, { error: `${V}endereco` }),
      quantidade: z.number({ error: `${V}number` }).finite({ error: `${V}number` }).positive({ error: `${V}positive` }).optional()
        .describe('1 by default: one per scan'),
      item_id: z.uuid({ error: `${V}ref` }).optional().describe('The note line; by default the first of the material that still needs it'),
    }),
    answers: {
      200: z.object({
        separacao: z.object({ item_id: z.string(), linha: z.number().int(), material_id: z.string(), lote: z.string(), endereco: z.string(), quantidade: z.number() }),
        sugerido: z.boolean().describe('The lot and bin were on the pick list'),
        motivo: z.string().nullable().describe('Why another lot was accepted, in the caller\'s language'),
        lista: pickList,
      }),
    },
  },
  confirmShipment: {
    method: 'POST',
    path: ':id/confirmar',
    summary: 'Ship the note: post its stock out (the picked lots and bins, else its lines\' lots and bins) and mark it Expedida',
    access: 'view',
    offline: 'create',
    answers: { 200: recordSchema(expedicoes) },
  },
});

export default expedicoesHome;

declare module '../../registry/operations' {
  interface Homes {
    expedicoes: typeof expedicoesHome;
  }
}
