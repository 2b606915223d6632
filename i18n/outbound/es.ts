// Outbound screens: the FEFO pick suggestion and the shipment confirmation (es).
const messages = {
  app: {
    outbound: {
      motivo: {
        fefo: 'vencimiento más próximo (%{data}), quedan %{dias} días',
        fefo_cliente: 'vencimiento más próximo (%{data}) con ≥ %{minimo} días restantes para este cliente (quedan %{dias})',
        sem_validade: 'sin control de vencimiento',
        vencido: 'vencido el %{data}',
        validade_curta: 'solo quedan %{dias} días al %{data}; este cliente exige %{minimo}',
        bloqueado: 'stock bloqueado',
        falta: 'Stock insuficiente: faltan %{falta}',
      },
      sugerir: 'Sugerir',
      sugerir_linha: 'Sugerir lote y ubicación de la línea %{n}',
      sugerido: 'Sugerencia aplicada',
      escolha_material: 'Elija primero el material y la cantidad',
      pulados: 'Omitidos',
      confirmar: 'Confirmar expedición',
      confirmada: 'Expedición confirmada',
      motivo_label: 'Por qué este lote',
      nada: 'Sin stock disponible',
    },
    errors: {
      expedicao_nao_aberta: 'La nota %{numero} está %{status}: solo una nota abierta puede expedirse',
    },
    validation: {
      endereco_obrigatorio: 'Elija la ubicación de salida',
      lote_obrigatorio: 'Este material controla lote: elija el lote',
    },
  },
};

export default messages;
