import { defineResource } from '../../registry/define';
import { USER_TYPES } from '../../registry/seedIds';

const GRUPO = { id: '01900000-0000-7000-8000-000000000008', nome: 'Romaneio' };

// A packing list (docs/domain.md "Warehousing"): expedições for one carrier, vehicle and driver.
export default defineResource({
  name: 'romaneios',
  fields: {
    numero: { kind: 'sequence' },
    data: { kind: 'date', required: true },
    transportadora_id: { kind: 'ref', ref: 'transportadoras' },
    veiculo_id: { kind: 'ref', ref: 'veiculos' },
    motorista_id: { kind: 'ref', ref: 'usuarios', refFilter: { tipo_id: USER_TYPES.motorista.id } },
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
    // The notes it carries: the one home of that fact (each expedição's romaneio_id follows it).
    expedicoes: {
      kind: 'lines',
      min: 1,
      editableWhile: ['aberto'],
      fields: {
        expedicao_id: { kind: 'ref', ref: 'expedicoes', required: true },
      },
    },
    // Summed by the server from its notes: their volumes, and their items' quantity × the material's weight.
    volumes: { kind: 'int', readOnly: true },
    peso_total: { kind: 'decimal', readOnly: true },
    observacao: { kind: 'text', max: 2000, multiline: true },
  },
  statuses: {
    field: 'status_id',
    values: {
      aberto: { id: '01900000-0000-7000-8002-000000000800', nome: 'Aberto' },
      fechado: { id: '01900000-0000-7000-8002-000000000801', nome: 'Fechado' },
      cancelado: { id: '01900000-0000-7000-8002-000000000802', nome: 'Cancelado' },
    },
  },
  workflow: {
    initial: 'aberto',
    transitions: { aberto: ['fechado', 'cancelado'], fechado: ['aberto'] },
  },
  editableWhile: ['aberto'],
  deletableWhile: ['aberto', 'cancelado'],
  display: 'numero',
  list: ['numero', 'data', 'transportadora_id', 'veiculo_id', 'motorista_id', 'volumes', 'peso_total', 'status_id'],
  phoneList: ['data', 'status_id'],
  filters: ['data', 'transportadora_id', 'veiculo_id', 'motorista_id', 'status_id'],
  search: ['numero', 'transportadora_id', 'veiculo_id', 'motorista_id'],
  sort: { field: 'numero', order: 'desc' },
  menu: { group: 'armazenamento', order: 8, icon: 'ReceiptLong' },
  viewRole: 'view-romaneios',
  pages: {
    // A packing list's printable manifest.
    manifest: { path: '/romaneios/:id/manifesto', access: 'view' },
  },
});
