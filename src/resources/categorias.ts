import { defineResource } from '../registry/define';

export default defineResource({
  name: 'categorias',
  fields: {
    nome: { kind: 'text', required: true, unique: true, max: 120 },
    descricao: { kind: 'text', multiline: true },
  },
  display: 'nome',
  list: ['nome', 'descricao'],
  phoneList: ['descricao'],
  search: ['nome', 'descricao'],
  sort: { field: 'nome', order: 'asc' },
  menu: { group: 'configuracoes', order: 4, icon: 'Label' },
  viewRole: 'view-categorias',
});
