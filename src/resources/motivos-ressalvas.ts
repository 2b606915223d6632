import { defineResource } from '../registry/define';

export default defineResource({
  name: 'motivos-ressalvas',
  fields: {
    nome: { kind: 'text', required: true, unique: true, max: 120 },
    descricao: { kind: 'text', max: 1000, multiline: true },
    // Counted units under such a reason go to the bin's blocked stock, which no shipment picks.
    bloqueia_estoque: { kind: 'bool', default: false },
  },
  display: 'nome',
  list: ['nome', 'descricao', 'bloqueia_estoque'],
  phoneList: ['descricao'],
  filters: ['bloqueia_estoque'],
  search: ['nome', 'descricao'],
  sort: { field: 'nome', order: 'asc' },
  menu: { group: 'armazenamento', order: 9, icon: 'Rule' },
  viewRole: 'view-motivos-ressalvas',
});
