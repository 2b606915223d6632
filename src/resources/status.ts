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
});
