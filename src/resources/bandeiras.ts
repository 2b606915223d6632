import { defineResource } from '../registry/define';

export default defineResource({
  name: 'bandeiras',
  fields: {
    nome: { kind: 'text', required: true, unique: true, max: 80 },
  },
  display: 'nome',
  list: ['nome'],
  phoneList: [],
  search: ['nome'],
  sort: { field: 'nome', order: 'asc' },
  listShape: 'array',
  menu: { group: 'configuracoes', order: 6, icon: 'CreditCard' },
  viewRole: 'admin',
});
