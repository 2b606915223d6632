import { defineResource } from '../registry/define';

export default defineResource({
  name: 'status',
  fields: {
    nome: { kind: 'text', required: true, max: 120, tone: 'status' },
    grupo_id: { kind: 'ref', ref: 'grupos', required: true },
    ordem: { kind: 'int', min: 0, max: 9999 },
  },
  display: 'nome',
  list: ['nome', 'grupo_id', 'ordem'],
  phoneList: ['grupo_id', 'ordem'],
  filters: ['grupo_id'],
  // The dropdown asks for these by grupo (`?grupo=`, docs/domain.md "Dropdown lists"), without the view role.
  dropdownFilters: ['grupo_id'],
  search: ['nome'],
  sort: { field: 'ordem', order: 'asc' },
  menu: { group: 'configuracoes', order: 2, icon: 'Flag' },
  viewRole: 'view-status',
  labels: {
    pt: {
      name: 'Status |||| Status',
      fields: { nome: 'Nome', grupo_id: 'Grupo', ordem: 'Ordem' },
    },
    en: {
      name: 'Status |||| Statuses',
      fields: { nome: 'Name', grupo_id: 'Group', ordem: 'Order' },
    },
    fr: {
      name: 'Statut |||| Statuts',
      fields: { nome: 'Nom', grupo_id: 'Groupe', ordem: 'Ordre' },
    },
    es: {
      name: 'Estado |||| Estados',
      fields: { nome: 'Nombre', grupo_id: 'Grupo', ordem: 'Orden' },
    },
    ar: {
      name: 'حالات |||| حالة |||| الحالات |||| الحالات |||| الحالات |||| الحالات',
      fields: { nome: 'الاسم', grupo_id: 'المجموعة', ordem: 'الترتيب' },
    },
  },
});
