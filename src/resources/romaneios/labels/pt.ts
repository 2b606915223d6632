import type { HomeLabels, Widen } from '../../../registry/labels';
import type romaneios from '../index';
import type en from './en';

const pt = {
  name: 'Romaneio |||| Romaneios',
  fields: {
    numero: 'Número',
    data: 'Data',
    transportadora_id: 'Transportadora',
    veiculo_id: 'Veículo',
    motorista_id: 'Motorista',
    status_id: 'Status',
    expedicoes: 'Expedições',
    volumes: 'Volumes',
    peso_total: 'Peso total (kg)',
    observacao: 'Observação',
  },
  lines: {
    expedicoes: { expedicao_id: 'Expedição' },
  },
  statuses: { aberto: 'Aberto', fechado: 'Fechado', cancelado: 'Cancelado' },
  pages: { manifest: 'Manifesto de carga' },
  messages: {
    manifest: {
      print_open: 'Imprimir manifesto',
      title: 'Manifesto de carga',
      romaneio: 'Romaneio %{numero}',
      date: 'Data',
      carrier: 'Transportadora',
      plate: 'Placa do veículo',
      driver: 'Motorista',
      nf: 'NF',
      serie: 'Série',
      key: 'Chave de acesso',
      consignee: 'Destinatário',
      volumes: 'Volumes',
      weight: 'Peso (kg)',
      totals: 'Totais',
      notes: '%{smart_count} nota |||| %{smart_count} notas',
      sign_driver: 'Assinatura do motorista',
      sign_dispatcher: 'Assinatura do expedidor',
      print: 'Imprimir',
      back: 'Voltar ao romaneio',
      cnpj: 'CNPJ',
      loading: 'Carregando manifesto…',
      failed: 'Não foi possível carregar o manifesto',
    },
    expedicao_cancelada: 'A nota de saída %{nota} está cancelada e não pode entrar num romaneio',
    expedicao_em_romaneio: 'A nota de saída %{nota} já está no romaneio %{romaneio}',
  },
} satisfies HomeLabels<typeof romaneios, 'pt', Widen<typeof en.messages>>;

export default pt;
