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
  labels: {
    pt: {
      name: 'Bandeira |||| Bandeiras',
      fields: { nome: 'Nome' },
    },
    en: {
      name: 'Card brand |||| Card brands',
      fields: { nome: 'Name' },
    },
    fr: {
      name: 'Marque de carte |||| Marques de carte',
      fields: { nome: 'Nom' },
    },
    es: {
      name: 'Marca de tarjeta |||| Marcas de tarjeta',
      fields: { nome: 'Nombre' },
    },
    ar: {
      name: 'علامات بطاقات |||| علامة بطاقة |||| علامات البطاقات |||| علامات البطاقات |||| علامات البطاقات |||| علامات البطاقات',
      fields: { nome: 'الاسم' },
    },
  },
});
