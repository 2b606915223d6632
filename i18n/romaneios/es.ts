// Packing lists: refusals and the printable manifest (es).
const messages = {
  app: {
    errors: {
      expedicao_cancelada: 'La nota de salida %{nota} está cancelada y no puede ir en un romaneo',
      expedicao_em_romaneio: 'La nota de salida %{nota} ya está en el romaneo %{romaneio}',
    },
    romaneios: {
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
    },
  },
};

export default messages;
