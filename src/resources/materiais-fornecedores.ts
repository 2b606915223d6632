import { defineResource } from '../registry/define';

// docs/domain.md "Warehousing": how a supplier's product code (the NF-e's cProd) maps to our material.
export default defineResource({
  name: 'materiais-fornecedores',
  fields: {
    fornecedor_id: { kind: 'ref', ref: 'fornecedores', required: true },
    codigo_fornecedor: { kind: 'text', required: true, max: 60 },
    material_id: { kind: 'ref', ref: 'materiais', required: true },
    // Units of ours in one unit the supplier invoices (a box of 12 is 12).
    fator_conversao: { kind: 'decimal', required: true, positive: true, default: 1 },
  },
  display: 'codigo_fornecedor',
  list: ['fornecedor_id', 'codigo_fornecedor', 'material_id', 'fator_conversao'],
  phoneList: ['material_id'],
  filters: ['fornecedor_id', 'material_id'],
  search: ['codigo_fornecedor', 'fornecedor_id', 'material_id'],
  sort: { field: 'codigo_fornecedor', order: 'asc' },
  // Kept on the supplier's page and filled by the NF-e import; no menu entry of its own (SPEC 2's menu).
  menu: { group: 'gestao', order: 41, icon: 'SwapHoriz', hidden: true },
  viewRole: 'view-fornecedores',
});
