// Packing lists: refusals and the printable manifest (pt).
const messages = {
  app: {
    errors: {
      expedicao_cancelada: 'A nota de saída %{nota} está cancelada e não pode entrar num romaneio',
      expedicao_em_romaneio: 'A nota de saída %{nota} já está no romaneio %{romaneio}',
    },
    romaneios: {
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
    },
  },
};

export default messages;
