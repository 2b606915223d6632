import { defineResource } from '../registry/define';

export default defineResource({
  name: 'materiais',
  fields: {
    codigo: { kind: 'text', required: true, unique: true, max: 60 },
    descricao: { kind: 'text', required: true, max: 300 },
    categoria_id: { kind: 'ref', ref: 'categorias' },
    tipo_id: { kind: 'ref', ref: 'tipos', group: { id: '01900000-0000-7000-8000-00000000000b', nome: 'Produto' } },
    unidade: { kind: 'enum', values: ['UN', 'KG', 'CX', 'PC', 'L', 'M3'], required: true, default: 'UN' },
    peso_kg: { kind: 'decimal', min: 0 },
    volume_m3: { kind: 'decimal', min: 0 },
    valor_unitario: { kind: 'money', min: 0 },
    // The warehouse tracks lots and expiry dates only of materials that ask for it.
    controla_lote: { kind: 'bool', default: false },
    controla_validade: { kind: 'bool', default: false },
    ativo: { kind: 'bool', default: true },
  },
  display: 'codigo',
  list: ['codigo', 'descricao', 'unidade', 'categoria_id', 'ativo'],
  filters: ['categoria_id', 'tipo_id', 'unidade', 'ativo'],
  search: ['codigo', 'descricao', 'categoria_id'],
  sort: { field: 'codigo', order: 'asc' },
  menu: { group: 'transporte', order: 4, icon: 'Inventory2', path: '/v2/materiais' },
  viewRole: 'view-coleta-entrega',
});
