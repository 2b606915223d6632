import type { HomeLabels } from '../../../registry/labels';
import type romaneios from '../index';

const en = {
  name: 'Packing list |||| Packing lists',
  fields: {
    numero: 'Number',
    data: 'Date',
    transportadora_id: 'Carrier',
    veiculo_id: 'Vehicle',
    motorista_id: 'Driver',
    status_id: 'Status',
    expedicoes: 'Outbound notes',
    volumes: 'Packages',
    peso_total: 'Total weight (kg)',
    observacao: 'Notes',
  },
  lines: {
    expedicoes: { expedicao_id: 'Outbound note' },
  },
  statuses: { aberto: 'Open', fechado: 'Closed', cancelado: 'Cancelled' },
  pages: { manifest: 'Load manifest' },
  messages: {
    manifest: {
      print_open: 'Print manifest',
      title: 'Load manifest',
      romaneio: 'Packing list %{numero}',
      date: 'Date',
      carrier: 'Carrier',
      plate: 'Vehicle plate',
      driver: 'Driver',
      nf: 'NF',
      serie: 'Series',
      key: 'Access key',
      consignee: 'Consignee',
      volumes: 'Volumes',
      weight: 'Weight (kg)',
      totals: 'Totals',
      notes: '%{smart_count} note |||| %{smart_count} notes',
      sign_driver: 'Driver\'s signature',
      sign_dispatcher: 'Dispatcher\'s signature',
      print: 'Print',
      back: 'Back to the packing list',
      cnpj: 'CNPJ',
      loading: 'Loading manifest…',
      failed: 'The manifest could not be loaded',
    },
    expedicao_cancelada: 'Outbound note %{nota} is cancelled and cannot go on a packing list',
    expedicao_em_romaneio: 'Outbound note %{nota} is already on packing list %{romaneio}',
  },
} satisfies HomeLabels<typeof romaneios, 'en'>;

export default en;
