import { defineResource } from '../registry/define';

export default defineResource({
  name: 'ocorrencias',
  fields: {
    nome: { kind: 'text', required: true, max: 120 },
    descricao: { kind: 'text', max: 1000, multiline: true },
    tipo_id: { kind: 'ref', ref: 'tipos', group: { id: '01900000-0000-7000-8000-00000000000e', nome: 'Ocorrência' } },
    // A stop finished with this occurrence needs a photo (proof of delivery, damage).
    exige_foto: { kind: 'bool', default: false },
  },
  display: 'nome',
  // The driver's finish form asks for a photo when the chosen occurrence needs one.
  dropdown: ['exige_foto'],
  list: ['nome', 'tipo_id', 'exige_foto'],
  filters: ['tipo_id', 'exige_foto'],
  search: ['nome', 'descricao'],
  sort: { field: 'nome', order: 'asc' },
  menu: { group: 'transporte', order: 8, icon: 'ReportProblem' },
  viewRole: 'view-ocorrencias',
  labels: {
    pt: {
      name: 'Ocorrência |||| Ocorrências',
      fields: { nome: 'Nome', descricao: 'Descrição', tipo_id: 'Tipo', exige_foto: 'Exige foto' },
    },
    en: {
      name: 'Occurrence |||| Occurrences',
      fields: { nome: 'Name', descricao: 'Description', tipo_id: 'Type', exige_foto: 'Photo required' },
    },
    fr: {
      name: 'Incident |||| Incidents',
      fields: { nome: 'Nom', descricao: 'Description', tipo_id: 'Type', exige_foto: 'Photo obligatoire' },
    },
    es: {
      name: 'Incidencia |||| Incidencias',
      fields: { nome: 'Nombre', descricao: 'Descripción', tipo_id: 'Tipo', exige_foto: 'Requiere foto' },
    },
    ar: {
      name: 'وقائع |||| واقعة |||| الوقائع |||| الوقائع |||| الوقائع |||| الوقائع',
      fields: { nome: 'الاسم', descricao: 'الوصف', tipo_id: 'النوع', exige_foto: 'تتطلب صورة' },
    },
  },
});
