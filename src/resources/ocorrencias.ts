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
});
