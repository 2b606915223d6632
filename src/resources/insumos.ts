import { defineResource } from '../registry/define';
import { TIPO_USUARIO_IDS } from '../registry/seedIds';

const GRUPO = { id: '01900000-0000-7000-8000-00000000000d', nome: 'Insumo' };

const times = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? Math.round(a * b * 100) / 100 : null;

export default defineResource({
  name: 'insumos',
  fields: {
    data: { kind: 'datetime', required: true },
    veiculo_id: { kind: 'ref', ref: 'veiculos', required: true },
    motorista_id: { kind: 'ref', ref: 'usuarios', refFilter: { tipo_id: TIPO_USUARIO_IDS.motorista } },
    // Where it was supplied (a fuel station, a toll plaza).
    ponto_id: { kind: 'ref', ref: 'pontos' },
    descricao: { kind: 'text', required: true, max: 300 },
    tipo_id: { kind: 'ref', ref: 'tipos', group: GRUPO },
    quantidade: { kind: 'decimal', min: 0 },
    valor_unitario: { kind: 'money', min: 0 },
    valor_total: { kind: 'money', computed: (r) => times(r.quantidade, r.valor_unitario) },
    bandeira_id: { kind: 'ref', ref: 'bandeiras' },
    cartao: { kind: 'card' },
    fator_calculo_id: { kind: 'ref', ref: 'fator-calculos' },
    // The card operator's answer (Aprovado, Negado, ...), coloured as docs/domain.md "Status colours" says.
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
  },
  // Chosen from the operator's answer, not a lifecycle: no workflow.
  statuses: {
    field: 'status_id',
    values: {
      aprovado: { id: '01900000-0000-7000-8002-000000000c00', nome: 'Aprovado' },
      negado: { id: '01900000-0000-7000-8002-000000000c01', nome: 'Negado' },
      naoAutorizado: { id: '01900000-0000-7000-8002-000000000c02', nome: 'Não autorizado' },
      sucesso: { id: '01900000-0000-7000-8002-000000000c03', nome: 'Operação realizada com sucesso' },
    },
  },
  display: 'descricao',
  list: ['data', 'veiculo_id', 'descricao', 'valor_total', 'status_id'],
  filters: ['veiculo_id', 'motorista_id', 'tipo_id', 'status_id'],
  search: ['descricao', 'cartao', 'veiculo_id'],
  sort: { field: 'data', order: 'desc' },
  menu: { group: 'transporte', order: 10, icon: 'LocalGasStation' },
  viewRole: 'view-coleta-entrega',
});
