import type { HomeLabels } from '../../../registry/labels';
import type expedicoes from '../index';

const en = {
  name: 'Outbound note |||| Outbound notes',
  fields: {
    numero_nf: 'Invoice number',
    serie: 'Series',
    chave_acesso: 'Access key',
    destinatario_id: 'Consignee',
    cliente_id: 'Client',
    data: 'Date',
    status_id: 'Status',
    romaneio_id: 'Packing list',
    volumes: 'Packages',
    expedida_em: 'Shipped at',
    itens: 'Items',
    observacao: 'Notes',
  },
  lines: {
    itens: { material_id: 'Material', lote: 'Lot', endereco: 'Bin', quantidade: 'Quantity', motivo_liberacao: 'Release reason (shelf life)' },
  },
  statuses: { aberta: 'Open', expedida: 'Shipped', cancelada: 'Cancelled' },
  messages: {
    motivo: {
      fefo: 'earliest expiry (%{data}), %{dias} days left',
      fefo_cliente: 'earliest expiry (%{data}) with ≥ %{minimo} days left for this client (%{dias} left)',
      sem_validade: 'no expiry control',
      vencido: 'expired on %{data}',
      validade_curta: 'only %{dias} days left on %{data}; this client needs %{minimo}',
      bloqueado: 'blocked stock',
      falta: 'Not enough stock: %{falta} missing',
    },
    sugerir: 'Suggest',
    sugerir_linha: 'Suggest lot and bin for line %{n}',
    sugerido: 'Suggestion applied',
    escolha_material: 'Choose the material and quantity first',
    pulados: 'Skipped',
    confirmar: 'Confirm shipment',
    confirmada: 'Shipment confirmed',
    motivo_label: 'Why this lot',
    nada: 'No stock available',
    expedicao_nao_aberta: 'Note %{numero} is %{status}: only an open note can be shipped',
    endereco_obrigatorio: 'Choose the bin to ship from',
    lote_obrigatorio: 'This material is tracked by lot: choose the lot',
    vencido_linha: 'Line %{linha}: lot %{lote} expired on %{data}; an expired lot cannot ship without a release',
    validade_curta_linha: 'Line %{linha}: lot %{lote} will have %{dias} days of shelf life on %{dia}; this client needs %{minimo}',
    liberacao_sem_permissao: 'Line %{linha}: only a user with the permission “%{papel}” may release a lot outside its shelf life',
    liberacao_sem_permissao_campo: 'Only a user with the permission “%{papel}” may release it',
    validade: {
      bloqueia: 'Line %{n}, lot %{lote}: %{motivo}. Choose another lot or give the release reason.',
      pedir: 'Line %{n}, lot %{lote}: %{motivo}. Choose another lot or ask a user with the permission “%{papel}” to release it.',
      liberado: 'Line %{n}, lot %{lote}: %{motivo}; released: %{liberacao}',
    },
  },
} satisfies HomeLabels<typeof expedicoes, 'en'>;

export default en;
