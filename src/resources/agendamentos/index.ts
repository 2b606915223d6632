import { defineResource } from '../../registry/define';

const GRUPO = { id: '01900000-0000-7000-8000-000000000005', nome: 'Agendamento' };

export default defineResource({
  name: 'agendamentos',
  fields: {
    numero: { kind: 'sequence' },
    tipo: { kind: 'enum', values: ['recebimento', 'expedicao'], required: true, default: 'recebimento' },
    data: { kind: 'date', required: true },
    hora_inicio: { kind: 'time', required: true },
    // An end at or before the start is on the next day: a booking may run over midnight (at most 24 hours).
    hora_fim: { kind: 'time', required: true },
    // 1..configuracoes.docas; two live bookings of one dock never overlap (an exclusion constraint).
    doca: { kind: 'int', required: true, min: 1, max: 500 },
    transportadora_id: { kind: 'ref', ref: 'transportadoras' },
    fornecedor_id: { kind: 'ref', ref: 'fornecedores' },
    cliente_id: { kind: 'ref', ref: 'clientes' },
    placa: { kind: 'placa' },
    motorista_nome: { kind: 'text', max: 200 },
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
    // The NF-e the carrier brings, each by the supplier's NF number or its access key (one of them at least):
    // importing one of them links the entrada to this booking.
    notas: {
      kind: 'lines',
      fields: {
        numero_nf: { kind: 'text', max: 9, pattern: '[0-9]{1,9}', patternMessage: 'digits' },
        chave_acesso: { kind: 'text', max: 44, upper: true, pattern: '[0-9]{6}[0-9A-Z]{14}[0-9]{24}', patternMessage: 'chave_acesso' },
      },
    },
    observacao: { kind: 'text', max: 2000, multiline: true },
  },
  checks: [{ rule: 'different', field: 'hora_inicio', other: 'hora_fim' }],
  statuses: {
    field: 'status_id',
    values: {
      agendado: { id: '01900000-0000-7000-8002-000000000400', nome: 'Agendado' },
      emAndamento: { id: '01900000-0000-7000-8002-000000000401', nome: 'Em andamento' },
      concluido: { id: '01900000-0000-7000-8002-000000000402', nome: 'Concluído' },
      cancelado: { id: '01900000-0000-7000-8002-000000000403', nome: 'Cancelado' },
      naoCompareceu: { id: '01900000-0000-7000-8002-000000000404', nome: 'Não compareceu' },
    },
  },
  workflow: {
    initial: 'agendado',
    transitions: {
      agendado: ['emAndamento', 'cancelado', 'naoCompareceu'],
      emAndamento: ['concluido'],
    },
  },
  editableWhile: ['agendado'],
  deletableWhile: ['agendado', 'cancelado'],
  display: 'numero',
  list: ['numero', 'data', 'hora_inicio', 'hora_fim', 'doca', 'tipo', 'transportadora_id', 'status_id'],
  phoneList: ['data', 'status_id'],
  filters: ['data', 'doca', 'tipo', 'status_id', 'transportadora_id', 'fornecedor_id', 'cliente_id'],
  search: ['numero', 'placa', 'motorista_nome', 'transportadora_id', 'fornecedor_id', 'cliente_id'],
  sort: { field: 'numero', order: 'desc' },
  menu: { group: 'armazenamento', order: 1, icon: 'EventAvailable' },
  viewRole: 'view-agendamentos',
});
