import { defineResource } from '../registry/define';

export default defineResource({
  name: 'fator-calculos',
  fields: {
    descricao: { kind: 'text', required: true, max: 200 },
    valor: { kind: 'decimal', required: true },
  },
  display: 'valor',
  dropdown: ['descricao'],
  represent: '%{valor} - %{descricao}',
  list: ['descricao', 'valor'],
  phoneList: [],
  search: ['descricao'],
  sort: { field: 'descricao', order: 'asc' },
  listShape: 'array',
  menu: { group: 'configuracoes', order: 7, icon: 'Calculate' },
  viewRole: 'admin',
});
