import { z } from 'zod';
import { binField } from '../../registry/bin';
import { defineResource } from '../../registry/define';
import { defineOperations } from '../../registry/operations';
import { queryOptionalDay, queryOptionalId, queryQuantity, queryRequiredId } from '../../registry/query';
import { recordSchema } from '../../registry/recordSchema';

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
});

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
  confirmShipment: {
    method: 'POST',
    path: ':id/confirmar',
    summary: 'Ship the note: post its stock out (FEFO lines with lot and bin) and mark it Expedida',
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
