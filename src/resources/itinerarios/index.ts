import { defineResource } from '../../registry/define';
import { TIPO_USUARIO_IDS } from '../../registry/seedIds';

const GRUPO = { id: '01900000-0000-7000-8000-000000000004', nome: 'Itinerário' };
/** An itinerary holds its driver and vehicle for its day while it is one of these. */
const ABERTO = ['aberto', 'emAndamento'] as const;

export default defineResource({
  name: 'itinerarios',
  fields: {
    numero: { kind: 'sequence' },
    data: { kind: 'date', required: true },
    // Choosing a route fills the stops with its points.
    rota_id: { kind: 'ref', ref: 'rotas' },
    motorista_id: { kind: 'ref', ref: 'usuarios', required: true, refFilter: { tipo_id: TIPO_USUARIO_IDS.motorista } },
    veiculo_id: { kind: 'ref', ref: 'veiculos', required: true, refFilter: { ativo: 'true' } },
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
    km_inicial: { kind: 'int', min: 0, max: 9999999 },
    km_final: { kind: 'int', min: 0, max: 9999999 },
    paradas: {
      kind: 'lines',
      ordered: true,
      editableWhile: ['aberto'],
      fields: {
        ponto_id: { kind: 'ref', ref: 'pontos', required: true },
        solicitacao_id: { kind: 'ref', ref: 'solicitacoes' },
        tipo: { kind: 'enum', values: ['coleta', 'entrega'] },
        previsto_em: { kind: 'datetime' },
        // What the driver records when finishing the stop (PUT .../pontos/{paradaId}/finalizar).
        finalizado_em: { kind: 'datetime', readOnly: true },
        ocorrencia_id: { kind: 'ref', ref: 'ocorrencias', readOnly: true },
        observacao: { kind: 'text', max: 1000, readOnly: true },
        recebedor_nome: { kind: 'text', max: 200, readOnly: true },
        recebedor_documento: { kind: 'text', max: 20, readOnly: true },
        lat: { kind: 'decimal', min: -90, max: 90, readOnly: true },
        lng: { kind: 'decimal', min: -180, max: 180, readOnly: true },
        foto_id: { kind: 'file', readOnly: true },
      },
    },
  },
  statuses: {
    field: 'status_id',
    values: {
      aberto: { id: '01900000-0000-7000-8002-000000000300', nome: 'Aberto' },
      emAndamento: { id: '01900000-0000-7000-8002-000000000301', nome: 'Em andamento' },
      concluido: { id: '01900000-0000-7000-8002-000000000302', nome: 'Concluído' },
      cancelado: { id: '01900000-0000-7000-8002-000000000303', nome: 'Cancelado' },
    },
  },
  workflow: {
    initial: 'aberto',
    transitions: {
      aberto: ['emAndamento', 'cancelado'],
      emAndamento: ['concluido', 'cancelado'],
    },
  },
  // An odometer does not run backwards.
  checks: [{ rule: 'not_after', field: 'km_inicial', other: 'km_final' }],
  uniqueWhile: [
    { fields: ['motorista_id', 'data'], status: ABERTO, message: 'app.errors.itinerario_motorista' },
    { fields: ['veiculo_id', 'data'], status: ABERTO, message: 'app.errors.itinerario_veiculo' },
  ],
  // A started itinerary is a record of the day: cancel it instead (its requests return to Aberta).
  deletableWhile: ['aberto', 'cancelado'],
  owner: { field: 'motorista_id', tipo: TIPO_USUARIO_IDS.motorista },
  display: 'numero',
  list: ['numero', 'data', 'motorista_id', 'veiculo_id', 'rota_id', 'status_id'],
  filters: ['data', 'motorista_id', 'veiculo_id', 'rota_id', 'status_id'],
  search: ['numero', 'motorista_id', 'veiculo_id', 'rota_id'],
  sort: { field: 'numero', order: 'desc' },
  menu: {
    group: 'transporte',
    order: 6,
    icon: 'Route',
    path: '/v2/itinerarios',
    // The itinerary page of docs/domain.md "V2 pages": the form with its stops and the planning panel.
    paths: { '/v2/itinerarios/itinerario': 'create', '/v2/itinerarios/itinerario/:id': 'edit' },
    // A driver's own pages (docs/domain.md "Drivers and their itineraries"): the day's stops, and their map.
    ownerEntries: [
      { path: '/itinerarios-mobile', label: 'app.transport.mobile.title', icon: 'Today' },
      { path: '/v2/maps', label: 'app.transport.map.my_day', icon: 'Map' },
    ],
  },
  viewRole: 'view-itinerarios-menu',
  screens: {
    list: () => import('./ItinerarioList'),
    create: () => import('./ItinerarioCreate'),
    edit: () => import('./ItinerarioEdit'),
    show: () => import('./ItinerarioShow'),
  },
});
