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
  labels: {
    pt: {
      name: 'Fator de cálculo |||| Fatores de cálculo',
      fields: { descricao: 'Descrição', valor: 'Valor' },
    },
    en: {
      name: 'Calculation factor |||| Calculation factors',
      fields: { descricao: 'Description', valor: 'Value' },
    },
    fr: {
      name: 'Facteur de calcul |||| Facteurs de calcul',
      fields: { descricao: 'Description', valor: 'Valeur' },
    },
    es: {
      name: 'Factor de cálculo |||| Factores de cálculo',
      fields: { descricao: 'Descripción', valor: 'Valor' },
    },
    ar: {
      name: 'عوامل حساب |||| عامل حساب |||| عوامل الحساب |||| عوامل الحساب |||| عوامل الحساب |||| عوامل الحساب',
      fields: { descricao: 'الوصف', valor: 'القيمة' },
    },
  },
});
