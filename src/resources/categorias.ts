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
  labels: {
    pt: {
      name: 'Categoria |||| Categorias',
      fields: { nome: 'Nome', descricao: 'Descrição' },
    },
    en: {
      name: 'Category |||| Categories',
      fields: { nome: 'Name', descricao: 'Description' },
    },
    fr: {
      name: 'Catégorie |||| Catégories',
      fields: { nome: 'Nom', descricao: 'Description' },
    },
    es: {
      name: 'Categoría |||| Categorías',
      fields: { nome: 'Nombre', descricao: 'Descripción' },
    },
    ar: {
      name: 'فئات |||| فئة |||| الفئات |||| الفئات |||| الفئات |||| الفئات',
      fields: { nome: 'الاسم', descricao: 'الوصف' },
    },
  },
});
