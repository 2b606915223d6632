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
  labels: {
    pt: {
      name: 'Código do fornecedor |||| Códigos do fornecedor',
      fields: {
        fornecedor_id: 'Fornecedor',
        codigo_fornecedor: 'Código do fornecedor',
        material_id: 'Material',
        fator_conversao: 'Fator de conversão',
      },
    },
    en: {
      name: 'Supplier code |||| Supplier codes',
      fields: {
        fornecedor_id: 'Supplier',
        codigo_fornecedor: 'Supplier code',
        material_id: 'Material',
        fator_conversao: 'Conversion factor',
      },
    },
    fr: {
      name: 'Code fournisseur |||| Codes fournisseur',
      fields: {
        fornecedor_id: 'Fournisseur',
        codigo_fornecedor: 'Code fournisseur',
        material_id: 'Article',
        fator_conversao: 'Facteur de conversion',
      },
    },
    es: {
      name: 'Código del proveedor |||| Códigos del proveedor',
      fields: {
        fornecedor_id: 'Proveedor',
        codigo_fornecedor: 'Código del proveedor',
        material_id: 'Material',
        fator_conversao: 'Factor de conversión',
      },
    },
    ar: {
      name: 'رموز مورد |||| رمز المورد |||| رموز المورد |||| رموز المورد |||| رموز المورد |||| رموز المورد',
      fields: {
        fornecedor_id: 'المورد',
        codigo_fornecedor: 'رمز المورد',
        material_id: 'المادة',
        fator_conversao: 'معامل التحويل',
      },
    },
  },
});
