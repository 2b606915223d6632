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
  labels: {
    pt: {
      name: 'Grupo |||| Grupos',
      fields: { nome: 'Nome', descricao: 'Descrição' },
    },
    en: {
      name: 'Group |||| Groups',
      fields: { nome: 'Name', descricao: 'Description' },
    },
    fr: {
      name: 'Groupe |||| Groupes',
      fields: { nome: 'Nom', descricao: 'Description' },
    },
    es: {
      name: 'Grupo |||| Grupos',
      fields: { nome: 'Nombre', descricao: 'Descripción' },
    },
    ar: {
      name: 'مجموعات |||| مجموعة |||| المجموعات |||| المجموعات |||| المجموعات |||| المجموعات',
      fields: { nome: 'الاسم', descricao: 'الوصف' },
    },
  },
});
