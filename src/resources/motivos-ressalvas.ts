import { defineResource } from '../registry/define';

export default defineResource({
  name: 'motivos-ressalvas',
  fields: {
    nome: { kind: 'text', required: true, unique: true, max: 120 },
    descricao: { kind: 'text', max: 1000, multiline: true },
    // Counted units under such a reason go to the bin's blocked stock, which no shipment picks.
    bloqueia_estoque: { kind: 'bool', default: false },
  },
  display: 'nome',
  list: ['nome', 'descricao', 'bloqueia_estoque'],
  phoneList: ['descricao'],
  filters: ['bloqueia_estoque'],
  search: ['nome', 'descricao'],
  sort: { field: 'nome', order: 'asc' },
  menu: { group: 'armazenamento', order: 9, icon: 'Rule' },
  viewRole: 'view-motivos-ressalvas',
  labels: {
    pt: {
      name: 'Motivo de ressalva |||| Motivos de ressalva',
      fields: { nome: 'Nome', descricao: 'Descrição', bloqueia_estoque: 'Bloqueia o estoque' },
    },
    en: {
      name: 'Exception reason |||| Exception reasons',
      fields: { nome: 'Name', descricao: 'Description', bloqueia_estoque: 'Blocks stock' },
    },
    fr: {
      name: 'Motif de réserve |||| Motifs de réserve',
      fields: { nome: 'Nom', descricao: 'Description', bloqueia_estoque: 'Bloque le stock' },
    },
    es: {
      name: 'Motivo de salvedad |||| Motivos de salvedad',
      fields: { nome: 'Nombre', descricao: 'Descripción', bloqueia_estoque: 'Bloquea el stock' },
    },
    ar: {
      name: 'أسباب تحفظ |||| سبب تحفظ |||| أسباب التحفظ |||| أسباب التحفظ |||| أسباب التحفظ |||| أسباب التحفظ',
      fields: { nome: 'الاسم', descricao: 'الوصف', bloqueia_estoque: 'يوقف المخزون' },
    },
  },
});
