import { defineResource } from '../registry/define';

export default defineResource({
  name: 'rotas',
  fields: {
    codigo: { kind: 'text', required: true, unique: true, max: 30 },
    nome: { kind: 'text', required: true, max: 200 },
    descricao: { kind: 'text', max: 1000, multiline: true },
    // The stops in the order they are driven.
    paradas: { kind: 'lines', ordered: true, min: 2, fields: { ponto_id: { kind: 'ref', ref: 'pontos', required: true } } },
    distancia_km: { kind: 'decimal', min: 0, max: 100000 },
    tempo_estimado_min: { kind: 'int', min: 0, max: 100000 },
  },
  display: 'nome',
  list: ['codigo', 'nome', 'distancia_km', 'tempo_estimado_min'],
  search: ['codigo', 'nome'],
  sort: { field: 'nome', order: 'asc' },
  menu: { group: 'transporte', order: 3, icon: 'AltRoute', path: '/v2/rotas' },
  viewRole: 'view-rotas-menu',
});
