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
  labels: {
    pt: {
      name: 'Rota |||| Rotas',
      fields: {
        codigo: 'Código',
        nome: 'Nome',
        descricao: 'Descrição',
        paradas: 'Paradas',
        distancia_km: 'Distância (km)',
        tempo_estimado_min: 'Tempo estimado (min)',
      },
      lines: {
        paradas: { ponto_id: 'Ponto' },
      },
    },
    en: {
      name: 'Route |||| Routes',
      fields: {
        codigo: 'Code',
        nome: 'Name',
        descricao: 'Description',
        paradas: 'Stops',
        distancia_km: 'Distance (km)',
        tempo_estimado_min: 'Estimated time (min)',
      },
      lines: {
        paradas: { ponto_id: 'Point' },
      },
    },
    fr: {
      name: 'Tournée |||| Tournées',
      fields: {
        codigo: 'Code',
        nome: 'Nom',
        descricao: 'Description',
        paradas: 'Arrêts',
        distancia_km: 'Distance (km)',
        tempo_estimado_min: 'Durée estimée (min)',
      },
      lines: {
        paradas: { ponto_id: 'Point' },
      },
    },
    es: {
      name: 'Ruta |||| Rutas',
      fields: {
        codigo: 'Código',
        nome: 'Nombre',
        descricao: 'Descripción',
        paradas: 'Paradas',
        distancia_km: 'Distancia (km)',
        tempo_estimado_min: 'Tiempo estimado (min)',
      },
      lines: {
        paradas: { ponto_id: 'Punto' },
      },
    },
    ar: {
      name: 'مسارات |||| مسار |||| المسارات |||| المسارات |||| المسارات |||| المسارات',
      fields: {
        codigo: 'الرمز',
        nome: 'الاسم',
        descricao: 'الوصف',
        paradas: 'نقاط التوقف',
        distancia_km: 'المسافة (كم)',
        tempo_estimado_min: 'الوقت المقدّر (بالدقائق)',
      },
      lines: {
        paradas: { ponto_id: 'النقطة' },
      },
    },
  },
});
