// Outbound screens: the FEFO pick suggestion and the shipment confirmation (en).
const messages = {
  app: {
    outbound: {
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
    },
    errors: {
      expedicao_nao_aberta: 'Note %{numero} is %{status}: only an open note can be shipped',
    },
    validation: {
      endereco_obrigatorio: 'Choose the bin to ship from',
      lote_obrigatorio: 'This material is tracked by lot: choose the lot',
    },
  },
};

export default messages;
