import { defineResource } from '../../registry/define';

const GRUPO = { id: '01900000-0000-7000-8000-000000000002', nome: 'Ordem de serviço' };

export default defineResource({
  name: 'ordens-servico',
  fields: {
    numero: { kind: 'sequence' },
    cliente_id: { kind: 'ref', ref: 'clientes', required: true },
    empresa_id: { kind: 'ref', ref: 'empresas' },
    tipo_id: { kind: 'ref', ref: 'tipos', group: GRUPO },
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
    solicitacao_id: { kind: 'ref', ref: 'solicitacoes' },
    responsavel_id: { kind: 'ref', ref: 'usuarios' },
    data_abertura: { kind: 'datetime', stamp: 'create' },
    data_prevista: { kind: 'date' },
    data_conclusao: { kind: 'datetime', stamp: { status: 'concluida' } },
    descricao: { kind: 'text', required: true, max: 2000, multiline: true },
    valor: { kind: 'money', min: 0 },
  },
  statuses: {
    field: 'status_id',
    values: {
      aberta: { id: '01900000-0000-7000-8002-000000000100', nome: 'Aberta' },
      emAndamento: { id: '01900000-0000-7000-8002-000000000101', nome: 'Em andamento' },
      concluida: { id: '01900000-0000-7000-8002-000000000102', nome: 'Concluída' },
      cancelada: { id: '01900000-0000-7000-8002-000000000103', nome: 'Cancelada' },
    },
  },
  workflow: {
    initial: 'aberta',
    transitions: {
      aberta: ['emAndamento', 'cancelada'],
      emAndamento: ['concluida', 'cancelada'],
    },
  },
  overdue: { date: 'data_prevista', done: ['concluida', 'cancelada'] },
  // A concluded or cancelled order is a record of what was done: it no longer changes or goes away.
  editableWhile: ['aberta', 'emAndamento'],
  deletableWhile: ['aberta', 'emAndamento'],
  display: 'numero',
  list: ['numero', 'cliente_id', 'descricao', 'data_prevista', 'status_id', 'valor'],
  filters: ['cliente_id', 'status_id', 'responsavel_id', 'solicitacao_id'],
  search: ['numero', 'descricao', 'cliente_id'],
  sort: { field: 'numero', order: 'desc' },
  menu: { group: 'transporte', order: 9, icon: 'Assignment', path: '/v2/ordens-servico' },
  viewRole: 'view-ordens-servico',
});
