import { defineResource } from '../registry/define';

/**
 * Whether each unit is counted whole (a box, a piece) or measured (kilograms, litres): the one home
 * of a unit's wholeness. The stock ledger and the notes refuse half a box (server/stock/units.ts).
 */
export const UNIDADE_INTEIRA = { UN: true, KG: false, CX: true, PC: true, L: false, M3: false } as const;
export type Unidade = keyof typeof UNIDADE_INTEIRA;
export const UNIDADES_INTEIRAS = (Object.keys(UNIDADE_INTEIRA) as Unidade[]).filter((u) => UNIDADE_INTEIRA[u]);

export default defineResource({
  name: 'materiais',
  fields: {
    codigo: { kind: 'text', required: true, unique: true, max: 60 },
    descricao: { kind: 'text', required: true, max: 300 },
    categoria_id: { kind: 'ref', ref: 'categorias' },
    tipo_id: { kind: 'ref', ref: 'tipos', group: { id: '01900000-0000-7000-8000-00000000000b', nome: 'Produto' } },
    unidade: { kind: 'enum', values: ['UN', 'KG', 'CX', 'PC', 'L', 'M3'] as const satisfies readonly Unidade[], required: true, default: 'UN' },
    peso_kg: { kind: 'decimal', min: 0 },
    volume_m3: { kind: 'decimal', min: 0 },
    valor_unitario: { kind: 'money', min: 0 },
    // The warehouse tracks lots and expiry dates only of materials that ask for it.
    controla_lote: { kind: 'bool', default: false },
    controla_validade: { kind: 'bool', default: false },
    ativo: { kind: 'bool', default: true },
  },
  display: 'codigo',
  // A code alone ("CX-DIPIRONA", "7891000315507") is hard to pick from: dropdowns and references show the description too.
  represent: '%{codigo} - %{descricao}',
  list: ['codigo', 'descricao', 'unidade', 'categoria_id', 'ativo'],
  filters: ['categoria_id', 'tipo_id', 'unidade', 'ativo'],
  search: ['codigo', 'descricao', 'categoria_id'],
  sort: { field: 'codigo', order: 'asc' },
  menu: { group: 'transporte', order: 4, icon: 'Inventory2', path: '/v2/materiais' },
  viewRole: 'view-coleta-entrega',
  labels: {
    pt: {
      name: 'Material |||| Materiais',
      fields: {
        codigo: 'Código',
        descricao: 'Descrição',
        categoria_id: 'Categoria',
        tipo_id: 'Tipo',
        unidade: 'Unidade',
        peso_kg: 'Peso (kg)',
        volume_m3: 'Volume (m³)',
        valor_unitario: 'Valor unitário',
        controla_lote: 'Controla lote',
        controla_validade: 'Controla validade',
        ativo: 'Ativo',
      },
      values: {
        unidade: { UN: 'Unidade', KG: 'Quilograma', CX: 'Caixa', PC: 'Peça', L: 'Litro', M3: 'Metro cúbico' },
      },
      messages: {
        fracao: 'A unidade %{unidade} (%{codigo}) só aceita números inteiros',
        fracao_linha: 'Linha %{linha}: %{quantidade} %{codigo}; a unidade %{unidade} (%{codigo}) só aceita números inteiros',
      },
    },
    en: {
      name: 'Material |||| Materials',
      fields: {
        codigo: 'Code',
        descricao: 'Description',
        categoria_id: 'Category',
        tipo_id: 'Type',
        unidade: 'Unit',
        peso_kg: 'Weight (kg)',
        volume_m3: 'Volume (m³)',
        valor_unitario: 'Unit price',
        controla_lote: 'Track lots',
        controla_validade: 'Track expiry dates',
        ativo: 'Active',
      },
      values: {
        unidade: { UN: 'Unit', KG: 'Kilogram', CX: 'Box', PC: 'Piece', L: 'Litre', M3: 'Cubic metre' },
      },
      messages: {
        fracao: 'The unit %{unidade} (%{codigo}) takes whole numbers only',
        fracao_linha: 'Line %{linha}: %{quantidade} %{codigo}; the unit %{unidade} (%{codigo}) takes whole numbers only',
      },
    },
    fr: {
      name: 'Article |||| Articles',
      fields: {
        codigo: 'Code',
        descricao: 'Désignation',
        categoria_id: 'Catégorie',
        tipo_id: 'Type',
        unidade: 'Unité',
        peso_kg: 'Poids (kg)',
        volume_m3: 'Volume (m³)',
        valor_unitario: 'Prix unitaire',
        controla_lote: 'Suivi des lots',
        controla_validade: 'Suivi des dates de péremption',
        ativo: 'Actif',
      },
      values: {
        unidade: { UN: 'Unité', KG: 'Kilogramme', CX: 'Carton', PC: 'Pièce', L: 'Litre', M3: 'Mètre cube' },
      },
      messages: {
        fracao: 'L\'unité %{unidade} (%{codigo}) n\'accepte que des nombres entiers',
        fracao_linha: 'Ligne %{linha} : %{quantidade} %{codigo} ; l\'unité %{unidade} (%{codigo}) n\'accepte que des nombres entiers',
      },
    },
    es: {
      name: 'Material |||| Materiales',
      fields: {
        codigo: 'Código',
        descricao: 'Descripción',
        categoria_id: 'Categoría',
        tipo_id: 'Tipo',
        unidade: 'Unidad',
        peso_kg: 'Peso (kg)',
        volume_m3: 'Volumen (m³)',
        valor_unitario: 'Precio unitario',
        controla_lote: 'Controla lote',
        controla_validade: 'Controla vencimiento',
        ativo: 'Activo',
      },
      values: {
        unidade: { UN: 'Unidad', KG: 'Kilogramo', CX: 'Caja', PC: 'Pieza', L: 'Litro', M3: 'Metro cúbico' },
      },
      messages: {
        fracao: 'La unidad %{unidade} (%{codigo}) solo admite números enteros',
        fracao_linha: 'Línea %{linha}: %{quantidade} %{codigo}; la unidad %{unidade} (%{codigo}) solo admite números enteros',
      },
    },
    ar: {
      name: 'مواد |||| مادة |||| المواد |||| المواد |||| المواد |||| المواد',
      fields: {
        codigo: 'الرمز',
        descricao: 'الوصف',
        categoria_id: 'الفئة',
        tipo_id: 'النوع',
        unidade: 'الوحدة',
        peso_kg: 'الوزن (كغ)',
        volume_m3: 'الحجم (م³)',
        valor_unitario: 'سعر الوحدة',
        controla_lote: 'تتبع الدفعات',
        controla_validade: 'تتبع تاريخ الصلاحية',
        ativo: 'نشط',
      },
      values: {
        unidade: { UN: 'وحدة', KG: 'كيلوغرام', CX: 'صندوق', PC: 'قطعة', L: 'لتر', M3: 'متر مكعب' },
      },
      messages: {
        fracao: 'الوحدة %{unidade} (%{codigo}) تقبل الأعداد الصحيحة فقط',
        fracao_linha: 'السطر %{linha}: %{quantidade} %{codigo}؛ الوحدة %{unidade} (%{codigo}) تقبل الأعداد الصحيحة فقط',
      },
    },
  },
});
