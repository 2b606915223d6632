import { defineResource } from '../registry/define';

export default defineResource({
  name: 'tipos',
  fields: {
    nome: { kind: 'text', required: true, max: 120 },
    grupo_id: { kind: 'ref', ref: 'grupos', required: true },
  },
  display: 'nome',
  list: ['nome', 'grupo_id'],
  phoneList: ['grupo_id'],
  filters: ['grupo_id'],
  // The dropdown asks for these by grupo (`?grupo=`, docs/domain.md "Dropdown lists"), without the view role.
  dropdownFilters: ['grupo_id'],
  search: ['nome'],
  sort: { field: 'nome', order: 'asc' },
  menu: { group: 'configuracoes', order: 3, icon: 'Category' },
  viewRole: 'view-tipos',
  labels: {
    pt: {
      name: 'Tipo |||| Tipos',
      fields: { nome: 'Nome', grupo_id: 'Grupo' },
    },
    en: {
      name: 'Type |||| Types',
      fields: { nome: 'Name', grupo_id: 'Group' },
    },
    fr: {
      name: 'Type |||| Types',
      fields: { nome: 'Nom', grupo_id: 'Groupe' },
    },
    es: {
      name: 'Tipo |||| Tipos',
      fields: { nome: 'Nombre', grupo_id: 'Grupo' },
    },
    ar: {
      name: 'أنواع |||| نوع |||| الأنواع |||| الأنواع |||| الأنواع |||| الأنواع',
      fields: { nome: 'الاسم', grupo_id: 'المجموعة' },
    },
  },
});
