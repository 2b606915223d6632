import { z } from 'zod';
import { defineResource } from '../../registry/define';
import { FILE_MAX_BYTES } from '../../registry/limits';
import { NFE_WARNINGS, nfePlan } from '../../registry/nfe';
import { defineOperations } from '../../registry/operations';
import { queryBool } from '../../registry/query';
import { recordSchema } from '../../registry/recordSchema';
import materiais from '../materiais';

const GRUPO = { id: '01900000-0000-7000-8000-000000000006', nome: 'Entrada' };

// An inbound note (docs/domain.md "Warehousing"): created by the API or by importing the supplier's NF-e XML.
const entradas = defineResource({
  name: 'entradas',
  fields: {
    numero_nf: { kind: 'text', required: true, max: 9, pattern: '[0-9]{1,9}', patternMessage: 'digits' },
    serie: { kind: 'text', max: 3, pattern: '[0-9]{1,3}', patternMessage: 'digits' },
    // 44 positions; since July 2026 the issuer's CNPJ inside it may be alphanumeric. Its check digit is verified by the server.
    chave_acesso: { kind: 'text', unique: true, max: 44, upper: true, pattern: '[0-9]{6}[0-9A-Z]{14}[0-9]{24}', patternMessage: 'chave_acesso' },
    fornecedor_id: { kind: 'ref', ref: 'fornecedores', required: true },
    empresa_id: { kind: 'ref', ref: 'empresas' },
    data_emissao: { kind: 'date', required: true },
    agendamento_id: { kind: 'ref', ref: 'agendamentos' },
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
    valor_total: { kind: 'money', min: 0 },
    // The imported NF-e XML, as the supplier sent it.
    arquivo_id: { kind: 'file', readOnly: true },
    itens: {
      kind: 'lines',
      min: 1,
      editableWhile: ['aguardando'],
      fields: {
        material_id: { kind: 'ref', ref: 'materiais', required: true },
        // The supplier's code and quantity as invoiced (cProd, qCom), before the unit conversion.
        codigo_fornecedor: { kind: 'text', max: 60 },
        quantidade_nf: { kind: 'decimal', min: 0 },
        lote: { kind: 'text', max: 60 },
        validade: { kind: 'date' },
        quantidade: { kind: 'decimal', required: true, positive: true },
        valor_unitario: { kind: 'money', min: 0 },
      },
    },
  },
  statuses: {
    field: 'status_id',
    values: {
      aguardando: { id: '01900000-0000-7000-8002-000000000500', nome: 'Aguardando recebimento' },
      emConferencia: { id: '01900000-0000-7000-8002-000000000501', nome: 'Em conferência' },
      recebida: { id: '01900000-0000-7000-8002-000000000502', nome: 'Recebida' },
      recebidaComRessalva: { id: '01900000-0000-7000-8002-000000000503', nome: 'Recebida com ressalva' },
      cancelada: { id: '01900000-0000-7000-8002-000000000504', nome: 'Cancelada' },
    },
  },
  // A count moves it into and out of Em conferência; its confirmation makes it Recebida (src/resources/recebimentos/server.ts).
  workflow: {
    initial: 'aguardando',
    transitions: { aguardando: ['cancelada'] },
  },
  editableWhile: ['aguardando'],
  deletableWhile: ['aguardando', 'cancelada'],
  display: 'numero_nf',
  list: ['numero_nf', 'serie', 'fornecedor_id', 'data_emissao', 'valor_total', 'status_id'],
  phoneList: ['fornecedor_id', 'status_id'],
  filters: ['fornecedor_id', 'status_id', 'data_emissao', 'agendamento_id', 'empresa_id'],
  search: ['numero_nf', 'chave_acesso', 'fornecedor_id'],
  sort: { field: 'data_emissao', order: 'desc' },
  menu: { group: 'armazenamento', order: 2, icon: 'MoveToInbox' },
  viewRole: 'view-entradas',
});

const M = 'resources.entradas.messages.';
/** A parameter given once or repeated (`?confirmar=a&confirmar=b`), always read as a list. */
const repeated = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(500)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);
/** `<what>:<supplier code>`: a choice the user made in the preview for one code of the NF-e. */
const choice = (what: string, key: string) => z.string().max(120).regex(new RegExp(`^(?:${what}):.{1,60}$`, 's'), { error: `${M}${key}` });
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

const entradasHome = defineOperations(entradas, {
  importNfe: {
    method: 'POST',
    path: 'nfe',
    summary: 'Import a supplier NF-e XML (body, application/xml): with dry_run=true the preview, writing nothing; else the entrada',
    access: 'view',
    offline: 'create',
    query: z.strictObject({
      dry_run: queryBool.optional().describe('true: answer the preview (200) and write nothing'),
      material: repeated(choice(UUID, 'escolha_material')).optional()
        .describe('`<material id>:<cProd>`: that supplier code is this material, remembered for the supplier'),
      unidade: repeated(choice(materiais.fields.unidade.values.join('|'), 'escolha_unidade')).optional()
        .describe('`<unit>:<cProd>`: the unit of the new material of a code whose uCom is not one of ours'),
      confirmar: repeated(z.enum(NFE_WARNINGS, { error: 'app.validation.enum' })).optional()
        .describe('Each warning of the preview (`avisos[].codigo`) the user confirmed; the import refuses while one is not'),
    }),
    body: { raw: ['application/xml', 'text/xml'], as: 'text', description: 'The NF-e XML as the supplier sent it (nfeProc or NFe)' },
    bodyLimit: FILE_MAX_BYTES,
    answers: { 200: nfePlan, 201: recordSchema(entradas) },
  },
});

export default entradasHome;

declare module '../../registry/operations' {
  interface Homes {
    entradas: typeof entradasHome;
  }
}
