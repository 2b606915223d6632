import { z } from 'zod';
import { BIN, binField } from '../../registry/bin';
import { defineResource } from '../../registry/define';
import { defineOperations } from '../../registry/operations';
import { recordSchema } from '../../registry/recordSchema';
import type { Role } from '../../registry/roles';

const GRUPO = { id: '01900000-0000-7000-8000-000000000031', nome: 'Inventário' };

/** Who sees expected quantities, asks for recounts and approves (docs/domain.md "Roles"). */
export const SUPERVISOR_ROLE = 'aprovar-inventario' satisfies Role;

/**
 * A cycle count (docs/domain.md "Warehousing", "Cycle counts"): a supervisor chooses a scope and
 * counters; starting it makes one line per (bin, material, lot) holding stock in the scope;
 * counters count blind (no answer they get carries the expected quantity, which is kept outside
 * the record: server/db/systemTables.ts `inventariosPosicoes`); approval posts the differences.
 */
const inventarios = defineResource({
  name: 'inventarios',
  fields: {
    numero: { kind: 'sequence' },
    motivo: { kind: 'text', required: true, max: 200 },
    escopo: { kind: 'enum', values: ['enderecos', 'materiais', 'abc'], required: true, default: 'enderecos' },
    enderecos: { kind: 'lines', editableWhile: ['aberto'], showWhen: { escopo: ['enderecos'] }, max: 500, fields: { endereco: { ...binField, required: true } } },
    materiais: { kind: 'lines', editableWhile: ['aberto'], showWhen: { escopo: ['materiais'] }, max: 500, fields: { material_id: { kind: 'ref', ref: 'materiais', required: true } } },
    // ABC: the N materials with the most ledger movements (receipts and picks) over the last `abc_dias` days.
    abc_quantidade: { kind: 'int', min: 1, max: 500, showWhen: { escopo: ['abc'] } },
    abc_dias: { kind: 'int', min: 1, max: 730, default: 90, showWhen: { escopo: ['abc'] } },
    // A difference within either tolerance needs no recount (docs/decisions.md "Cycle counts").
    tolerancia: { kind: 'decimal', min: 0, default: 0 },
    tolerancia_percentual: { kind: 'decimal', min: 0, max: 100, default: 0 },
    contadores: { kind: 'lines', min: 1, editableWhile: ['aberto', 'emContagem'], max: 50, fields: { usuario_id: { kind: 'ref', ref: 'usuarios', required: true } } },
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
    iniciado_em: { kind: 'datetime', stamp: { status: 'emContagem' } },
    aprovado_em: { kind: 'datetime', stamp: { status: 'aprovado' } },
    // Written by the count's operations only; the expected quantity is deliberately not a field.
    itens: {
      kind: 'lines',
      readOnly: true,
      fields: {
        endereco: { ...binField, required: true },
        material_id: { kind: 'ref', ref: 'materiais', required: true },
        lote: { kind: 'text', max: 60 },
        validade: { kind: 'date' },
        /** Found by a counter where the system had none of it. */
        adicionada: { kind: 'bool', default: false },
        contado: { kind: 'decimal', min: 0 },
        contado_por: { kind: 'ref', ref: 'usuarios' },
        contado_em: { kind: 'datetime' },
        contagens: { kind: 'int', default: 0 },
        recontar: { kind: 'bool', default: false },
      },
    },
    observacao: { kind: 'text', max: 2000, multiline: true },
  },
  statuses: {
    field: 'status_id',
    values: {
      aberto: { id: '01900000-0000-7000-8002-000000003100', nome: 'Aberto' },
      emContagem: { id: '01900000-0000-7000-8002-000000003101', nome: 'Em contagem' },
      aprovado: { id: '01900000-0000-7000-8002-000000003102', nome: 'Aprovado' },
      cancelado: { id: '01900000-0000-7000-8002-000000003103', nome: 'Cancelado' },
    },
  },
  // Em contagem only through POST /iniciar (which makes the lines), Aprovado only through POST /aprovar (which posts the stock).
  workflow: {
    initial: 'aberto',
    transitions: { aberto: ['cancelado'], emContagem: ['cancelado'] },
  },
  editableWhile: ['aberto', 'emContagem'],
  deletableWhile: ['aberto', 'cancelado'],
  display: 'numero',
  list: ['numero', 'motivo', 'escopo', 'iniciado_em', 'status_id'],
  phoneList: ['motivo', 'status_id'],
  filters: ['status_id', 'escopo'],
  search: ['numero', 'motivo'],
  sort: { field: 'numero', order: 'desc' },
  menu: { group: 'armazenamento', order: 3.5, icon: 'Assignment' },
  viewRole: 'view-inventarios',
});

const Q = 'resources.inventarios.messages.quantidade';
const quantity = z.number({ error: Q }).finite({ error: Q }).min(0, { error: Q }).max(1e12, { error: Q });
const strict = { error: (iss: { code: string }) => (iss.code === 'unrecognized_keys' ? 'app.validation.unknown_field' : 'app.validation.object') };

/** One line as a counter sees it: where, what, and what was counted; never what the system expects. */
export const sheetLine = z.object({
  id: z.string(),
  endereco: z.string(),
  material_id: z.string(),
  codigo: z.string(),
  descricao: z.string(),
  unidade: z.string().nullable(),
  controla_lote: z.boolean(),
  lote: z.string().nullable(),
  validade: z.string().nullable(),
  adicionada: z.boolean(),
  contado: z.number().nullable(),
  contado_por: z.string().nullable(),
  contagens: z.number(),
  recontar: z.boolean(),
});

/** One line as a supervisor reviews it: expected at the count's ledger position, counted, the difference and what moved since. */
const reviewLine = sheetLine.extend({
  contado_por_nome: z.string().nullable(),
  esperado: z.number(),
  diferenca: z.number().nullable(),
  movimentado: z.number(),
  fora_tolerancia: z.boolean(),
  seq: z.number().nullable(),
});

const inventariosHome = defineOperations(inventarios, {
  startCount: {
    method: 'POST',
    path: ':id/iniciar',
    summary: 'Start a count: makes one line per bin, material and lot holding stock in its scope',
    access: { role: SUPERVISOR_ROLE },
    answers: { 200: recordSchema(inventarios) },
  },
  getCountSheet: {
    method: 'GET',
    path: ':id/folha',
    summary: 'The counter\'s sheet: the lines in bin order, without expected quantities',
    access: 'view',
    answers: { 200: z.object({ id: z.string(), numero: z.number(), status_id: z.string(), contador: z.boolean(), linhas: z.array(sheetLine) }) },
  },
  countLine: {
    method: 'POST',
    path: ':id/itens/:itemId/contar',
    summary: 'Count one line (typed or scanned): remembers the ledger position of its balance',
    description: 'Only a counter of the count; a line counted by someone else is 409; a line marked for recount must be counted by another user than its last counter (403).',
    access: 'view',
    offline: 'update',
    body: z.strictObject({ quantidade: quantity }, strict),
    answers: { 200: sheetLine },
  },
  addLine: {
    method: 'POST',
    path: ':id/itens',
    summary: 'Add and count a line for a product found where the system has none',
    access: 'view',
    offline: 'update',
    body: z.strictObject({
      id: z.uuid({ error: 'app.validation.ref' }).optional(),
      endereco: z.string({ error: 'app.validation.endereco' }).trim().toUpperCase().regex(BIN, { error: 'app.validation.endereco' }),
      material_id: z.uuid({ error: 'app.validation.ref' }),
      lote: z.string().trim().max(60, { error: 'app.validation.too_long' }).optional(),
      validade: z.iso.date({ error: 'app.validation.date' }).optional(),
      quantidade: quantity,
    }, strict),
    answers: { 201: sheetLine },
  },
  requestRecount: {
    method: 'POST',
    path: ':id/itens/:itemId/recontar',
    summary: 'Ask for a line to be counted again, by another user than its last counter',
    access: { role: SUPERVISOR_ROLE },
    answers: { 200: sheetLine },
  },
  getCountReview: {
    method: 'GET',
    path: ':id/revisao',
    summary: 'The supervisor\'s review: expected, counted and difference per line',
    access: { role: SUPERVISOR_ROLE },
    answers: { 200: z.object({ id: z.string(), numero: z.number(), status_id: z.string(), linhas: z.array(reviewLine) }) },
  },
  approveCount: {
    method: 'POST',
    path: ':id/aprovar',
    summary: 'Approve a count: posts every difference to the stock ledger as an adjustment, all or nothing',
    access: { role: SUPERVISOR_ROLE },
    answers: { 200: recordSchema(inventarios) },
  },
});

export default inventariosHome;

declare module '../../registry/operations' {
  interface Homes {
    inventarios: typeof inventariosHome;
  }
}

/**
 * Whether a difference needs a recount: beyond the absolute tolerance AND beyond the percentage of
 * the expected balance (within either is close enough; docs/decisions.md "Cycle counts").
 */
export const beyondTolerance = (diferenca: number, esperado: number, tolerancia: number, percentual: number): boolean => {
  const d = Math.abs(diferenca);
  return d > tolerancia && d > (Math.abs(esperado) * percentual) / 100;
};
