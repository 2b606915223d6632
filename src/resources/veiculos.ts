import { defineResource } from '../registry/define';

export default defineResource({
  name: 'veiculos',
  fields: {
    placa: { kind: 'placa', required: true, unique: true },
    modelo: { kind: 'text', required: true, max: 120 },
    marca: { kind: 'text', max: 120 },
    ano: { kind: 'int', year: true, min: 1950, max: 2100 },
    tipo_id: { kind: 'ref', ref: 'tipos', group: { id: '01900000-0000-7000-8000-00000000000c', nome: 'Veículo' } },
    capacidade_kg: { kind: 'decimal', min: 0 },
    capacidade_m3: { kind: 'decimal', min: 0 },
    renavam: { kind: 'renavam', unique: true },
    transportadora_id: { kind: 'ref', ref: 'transportadoras' },
    ativo: { kind: 'bool', default: true },
  },
  display: 'placa',
  list: ['placa', 'modelo', 'marca', 'ano', 'tipo_id', 'ativo'],
  filters: ['tipo_id', 'transportadora_id', 'ativo'],
  search: ['placa', 'modelo', 'marca', 'renavam'],
  sort: { field: 'placa', order: 'asc' },
  menu: { group: 'transporte', order: 7, icon: 'DirectionsCar' },
  viewRole: 'view-veiculos',
});
