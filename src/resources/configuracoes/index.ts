import { defineResource } from '../../registry/define';

// docs/domain.md "Current settings": the first row is the current settings.
export default defineResource({
  name: 'configuracoes',
  fields: {
    nome_empresa: { kind: 'text', required: true, max: 200 },
    cnpj: { kind: 'cnpj' },
    fator_cubagem: { kind: 'decimal', default: 300, min: 0 },
    fuso_horario: { kind: 'timezone', default: 'America/Sao_Paulo' },
    mapa_tile_url: { kind: 'text', max: 300 },
    mapa_lat: { kind: 'decimal', min: -90, max: 90 },
    mapa_lng: { kind: 'decimal', min: -180, max: 180 },
    sla_ordem_servico_horas: { kind: 'int', min: 0, max: 8760 },
    docas: { kind: 'int', min: 0, max: 500 },
    // A blind count: the counter sees the invoiced quantities only after submitting the count.
    conferencia_cega: { kind: 'bool', default: false },
  },
  display: 'nome_empresa',
  // Every signed-in user reads the current settings (docs/domain.md "Current settings"); only view-configuracoes edits them.
  dropdown: ['cnpj', 'fator_cubagem', 'fuso_horario', 'mapa_tile_url', 'mapa_lat', 'mapa_lng', 'sla_ordem_servico_horas', 'docas', 'conferencia_cega'],
  list: ['nome_empresa', 'cnpj', 'fuso_horario', 'docas'],
  phoneList: ['cnpj', 'fuso_horario'],
  search: ['nome_empresa'],
  sort: { field: 'created_at', order: 'asc' },
  sections: {
    empresa: ['nome_empresa', 'cnpj', 'fuso_horario'],
    operacao: ['fator_cubagem', 'sla_ordem_servico_horas', 'docas', 'conferencia_cega'],
    mapa: ['mapa_lat', 'mapa_lng', 'mapa_tile_url'],
  },
  menu: { group: 'configuracoes', order: 5, icon: 'Tune' },
  viewRole: 'view-configuracoes',
  // The menu entry opens the current settings' edit page directly, where they cannot be deleted.
});
