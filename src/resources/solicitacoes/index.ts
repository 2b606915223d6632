import { defineResource } from '../../registry/define';

const GRUPO = { id: '01900000-0000-7000-8000-000000000003', nome: 'Solicitação' };

type Line = Record<string, unknown>;
const sum = (field: string) => (r: Record<string, unknown>) =>
  Math.round(((r.itens as Line[] | undefined) ?? []).reduce((acc, l) => acc + (typeof l[field] === 'number' ? (l[field] as number) : 0), 0) * 1e4) / 1e4;

export default defineResource({
  name: 'solicitacoes',
  fields: {
    numero: { kind: 'sequence' },
    cliente_id: { kind: 'ref', ref: 'clientes', required: true },
    tipo_id: { kind: 'ref', ref: 'tipos', group: GRUPO },
    origem_id: { kind: 'ref', ref: 'pontos', required: true },
    destino_id: { kind: 'ref', ref: 'pontos', required: true },
    aeroporto_id: { kind: 'ref', ref: 'aeroportos' },
    data_prevista: { kind: 'date', required: true },
    status_id: { kind: 'ref', ref: 'status', group: GRUPO },
    itens: {
      kind: 'lines',
      min: 1,
      fields: {
        material_id: { kind: 'ref', ref: 'materiais', required: true },
        quantidade: { kind: 'decimal', required: true, positive: true },
        peso_kg: { kind: 'decimal', min: 0 },
        volume_m3: { kind: 'decimal', min: 0 },
      },
    },
    peso_total: { kind: 'decimal', computed: sum('peso_kg') },
    volume_total: { kind: 'decimal', computed: sum('volume_m3') },
    observacao: { kind: 'text', max: 2000, multiline: true },
  },
  checks: [{ rule: 'different', field: 'origem_id', other: 'destino_id' }],
  statuses: {
    field: 'status_id',
    values: {
      aberta: { id: '01900000-0000-7000-8002-000000000200', nome: 'Aberta' },
      planejada: { id: '01900000-0000-7000-8002-000000000201', nome: 'Planejada' },
      emAndamento: { id: '01900000-0000-7000-8002-000000000202', nome: 'Em andamento' },
      concluida: { id: '01900000-0000-7000-8002-000000000203', nome: 'Concluída' },
      cancelada: { id: '01900000-0000-7000-8002-000000000204', nome: 'Cancelada' },
    },
  },
  workflow: {
    initial: 'aberta',
    transitions: {
      aberta: ['planejada', 'cancelada'],
      planejada: ['emAndamento', 'cancelada'],
      emAndamento: ['concluida'],
    },
  },
  display: 'numero',
  list: ['numero', 'cliente_id', 'origem_id', 'destino_id', 'data_prevista', 'status_id'],
  filters: ['cliente_id', 'status_id', 'origem_id', 'destino_id', 'data_prevista'],
  search: ['numero', 'observacao', 'cliente_id', 'origem_id', 'destino_id'],
  sort: { field: 'numero', order: 'desc' },
  menu: { group: 'transporte', order: 5, icon: 'RequestPage', path: '/v2/solicitacoes' },
  viewRole: 'view-solicitacoes-menu',
});
