import { defineResource } from '../../registry/define';
import { GRUPO_IDS, STATUS_IDS } from '../../registry/seedIds';

const S = STATUS_IDS.ordemServico;

export default defineResource({
  name: 'ordens-servico',
  fields: {
    numero: { kind: 'sequence' },
    cliente_id: { kind: 'ref', ref: 'clientes', required: true },
    empresa_id: { kind: 'ref', ref: 'empresas' },
    tipo_id: { kind: 'ref', ref: 'tipos', refFilter: { grupo_id: GRUPO_IDS.ordemServico } },
    status_id: { kind: 'ref', ref: 'status', refFilter: { grupo_id: GRUPO_IDS.ordemServico } },
    solicitacao_id: { kind: 'ref', ref: 'solicitacoes' },
    responsavel_id: { kind: 'ref', ref: 'usuarios' },
    data_abertura: { kind: 'datetime', stamp: 'create' },
    data_prevista: { kind: 'date' },
    data_conclusao: { kind: 'datetime', stamp: { status: S.concluida } },
    descricao: { kind: 'text', required: true, max: 2000, multiline: true },
    valor: { kind: 'money', min: 0 },
  },
  workflow: {
    field: 'status_id',
    initial: S.aberta,
    transitions: {
      [S.aberta]: [S.emAndamento, S.cancelada],
      [S.emAndamento]: [S.concluida, S.cancelada],
    },
  },
  overdue: { date: 'data_prevista', done: [S.concluida, S.cancelada] },
  display: 'numero',
  list: ['numero', 'cliente_id', 'descricao', 'data_prevista', 'status_id', 'valor'],
  filters: ['cliente_id', 'status_id', 'responsavel_id', 'solicitacao_id'],
  search: ['numero', 'descricao'],
  sort: { field: 'numero', order: 'desc' },
  menu: { group: 'transporte', order: 9, icon: 'Assignment', path: '/v2/ordens-servico' },
  viewRole: 'view-ordens-servico',
});
