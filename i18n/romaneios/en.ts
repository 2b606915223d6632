// Packing lists: refusals and the printable manifest (en).
const messages = {
  app: {
    errors: {
      expedicao_cancelada: 'Outbound note %{nota} is cancelled and cannot go on a packing list',
      expedicao_em_romaneio: 'Outbound note %{nota} is already on packing list %{romaneio}',
    },
    romaneios: {
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
    },
  },
};

export default messages;
