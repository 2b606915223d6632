import { defineResource } from '../registry/define';

export default defineResource({
  name: 'grupos',
  fields: {
    nome: { kind: 'text', required: true, unique: true, max: 120 },
    descricao: { kind: 'text', multiline: true },
  },
  display: 'nome',
  list: ['nome', 'descricao'],
  phoneList: ['descricao'],
  search: ['nome', 'descricao'],
  sort: { field: 'nome', order: 'asc' },
  menu: { group: 'configuracoes', order: 1, icon: 'Workspaces' },
  viewRole: 'view-grupos',
});
