import type { HomeLabels, Widen } from '../../../registry/labels';
import type romaneios from '../index';
import type en from './en';

const es = {
  name: 'Lista de empaque |||| Listas de empaque',
  fields: {
    numero: 'Número',
    data: 'Fecha',
    transportadora_id: 'Transportista',
    veiculo_id: 'Vehículo',
    motorista_id: 'Conductor',
    status_id: 'Estado',
    expedicoes: 'Notas de salida',
    volumes: 'Bultos',
    peso_total: 'Peso total (kg)',
    observacao: 'Observación',
  },
  lines: {
    expedicoes: { expedicao_id: 'Nota de salida' },
  },
  statuses: { aberto: 'Abierta', fechado: 'Cerrada', cancelado: 'Cancelada' },
  pages: { manifest: 'Manifiesto de carga' },
  messages: {
    manifest: {
      print_open: 'Imprimir manifiesto',
      title: 'Manifiesto de carga',
      romaneio: 'Romaneo %{numero}',
      date: 'Fecha',
      carrier: 'Transportista',
      plate: 'Matrícula del vehículo',
      driver: 'Conductor',
      nf: 'NF',
      serie: 'Serie',
      key: 'Clave de acceso',
      consignee: 'Destinatario',
      volumes: 'Bultos',
      weight: 'Peso (kg)',
      totals: 'Totales',
      notes: '%{smart_count} nota |||| %{smart_count} notas',
      sign_driver: 'Firma del conductor',
      sign_dispatcher: 'Firma del expedidor',
      print: 'Imprimir',
      back: 'Volver al romaneo',
      cnpj: 'CNPJ',
      loading: 'Cargando manifiesto…',
      failed: 'No se pudo cargar el manifiesto',
    },
    expedicao_cancelada: 'La nota de salida %{nota} está cancelada y no puede ir en un romaneo',
    expedicao_em_romaneio: 'La nota de salida %{nota} ya está en el romaneo %{romaneio}',
  },
} satisfies HomeLabels<typeof romaneios, 'es', Widen<typeof en.messages>>;

export default es;
