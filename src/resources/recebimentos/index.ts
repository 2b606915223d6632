import { z } from 'zod';
import { binField } from '../../registry/bin';
import { defineResource } from '../../registry/define';
import { defineOperations } from '../../registry/operations';
import { recordSchema } from '../../registry/recordSchema';
import { LINES_MAX } from '../../registry/validation';

const GRUPO = { id: '01900000-0000-7000-8000-00000000000f', nome: 'Recebimento' };

// The count of one entrada (its conferência), docs/domain.md "Warehousing".
const recebimentos = defineResource({
  name: 'recebimentos',
  fields: {
    numero: { kind: 'sequence' },
    entrada_id: { kind: 'ref', ref: 'entradas', required: true },
    data: { kind: 'datetime', stamp: 'create' },
    conferente_id: { kind: 'ref', ref: 'usuarios' },
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
    confirmado_em: { kind: 'datetime', stamp: { status: 'confirmado' } },
    itens: {
      kind: 'lines',
      editableWhile: ['emContagem'],
      fields: {
        // A line of the entrada (its id); one entrada line may be split over several bins.
        entrada_item_id: { kind: 'text', required: true, max: 36 },
        quantidade_recebida: { kind: 'decimal', required: true, min: 0 },
        endereco: { ...binField, required: true },
        motivo_ressalva_id: { kind: 'ref', ref: 'motivos-ressalvas' },
        observacao: { kind: 'text', max: 500 },
      },
    },
    observacao: { kind: 'text', max: 2000, multiline: true },
  },
  statuses: {
    field: 'status_id',
    values: {
      emContagem: { id: '01900000-0000-7000-8002-000000000600', nome: 'Em contagem' },
      contado: { id: '01900000-0000-7000-8002-000000000601', nome: 'Contado' },
      confirmado: { id: '01900000-0000-7000-8002-000000000602', nome: 'Confirmado' },
      cancelado: { id: '01900000-0000-7000-8002-000000000603', nome: 'Cancelado' },
    },
  },
  // Confirmado only through POST /v1/recebimentos/{id}/confirmar, which posts the stock.
  workflow: {
    initial: 'emContagem',
    transitions: { emContagem: ['contado', 'cancelado'], contado: ['emContagem', 'cancelado'] },
  },
  // One live count per entrada.
  uniqueWhile: [{ fields: ['entrada_id'], status: ['emContagem', 'contado', 'confirmado'], message: 'resources.recebimentos.messages.recebimento_entrada' }],
  editableWhile: ['emContagem', 'contado'],
  deletableWhile: ['emContagem', 'contado', 'cancelado'],
  display: 'numero',
  list: ['numero', 'entrada_id', 'data', 'conferente_id', 'status_id'],
  phoneList: ['entrada_id', 'status_id'],
  filters: ['entrada_id', 'status_id', 'conferente_id'],
  search: ['numero', 'entrada_id', 'conferente_id'],
  sort: { field: 'numero', order: 'desc' },
  menu: { group: 'armazenamento', order: 2.5, icon: 'FactCheck' },
  viewRole: 'view-entradas',
});

/**
 * The entrada lines whose counted total differs from the invoice (`differs`) with none of their
 * counted lines under a reason: the confirmation gives each one (docs/domain.md "Warehousing"). One
 * rule for the count screen, which asks, and the server, which refuses without them.
 */
export const unexplainedDifferences = <L extends { id: string }>(
  lines: readonly L[], differs: (line: L) => boolean, itens: readonly { entrada_item_id?: unknown; motivo_ressalva_id?: unknown }[],
): L[] => lines.filter((l) => differs(l)
  && !itens.some((i) => String(i.entrada_item_id).toLowerCase() === l.id.toLowerCase() && !!i.motivo_ressalva_id));

/** One entrada line as the count screen shows it; `quantidade` and `diferenca` only when the count is not blind. */
const countLine = z.object({
  id: z.string(),
  material_id: z.string(),
  codigo: z.string(),
  descricao: z.string(),
  unidade: z.string().nullable(),
  lote: z.string().nullable(),
  validade: z.string().nullable(),
  contado: z.number(),
  /** The codes a scan may name this line's material by: its own (a GTIN, maybe) and its supplier's, each with our units in one of it. */
  codigos: z.array(z.object({ codigo: z.string(), fator: z.number() })),
  quantidade: z.number().optional(),
  diferenca: z.number().optional(),
});

const recebimentosHome = defineOperations(recebimentos, {
  getCount: {
    method: 'GET',
    path: ':id/conferencia',
    summary: 'The count screen: the inbound lines, with invoiced quantities unless the count is blind and open',
    access: 'view',
    answers: {
      200: z.object({ id: z.string(), status_id: z.string(), entrada_id: z.string(), cega: z.boolean(), linhas: z.array(countLine) }),
    },
  },
  confirmReceipt: {
    method: 'POST',
    path: ':id/confirmar',
    summary: 'Confirm a counted receipt: posts its stock and closes the inbound note',
    description: 'An inbound line whose counted total differs from its invoiced quantity needs a reason: one of its counted '
      + 'lines carries one, or `motivos` gives it here (written on that line\'s counted lines without one); else 400 under `motivos`.',
    access: 'view',
    offline: 'create',
    body: z.strictObject({
      motivos: z.array(z.strictObject({
        entrada_item_id: z.uuid({ error: 'app.validation.ref' }),
        motivo_ressalva_id: z.uuid({ error: 'app.validation.ref' }),
      }), { error: 'app.validation.lines' }).max(LINES_MAX, { error: 'app.validation.lines_max' }).optional(),
    }, { error: (iss) => (iss.code === 'unrecognized_keys' ? 'app.validation.unknown_field' : 'app.validation.object') }).nullish(),
    answers: { 200: recordSchema(recebimentos) },
  },
});

export default recebimentosHome;

declare module '../../registry/operations' {
  interface Homes {
    recebimentos: typeof recebimentosHome;
  }
}
