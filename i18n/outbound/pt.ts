// Outbound screens: the FEFO pick suggestion and the shipment confirmation (pt).
const messages = {
  app: {
    outbound: {
      motivo: {
        fefo: 'validade mais próxima (%{data}), restam %{dias} dias',
        fefo_cliente: 'validade mais próxima (%{data}) com ≥ %{minimo} dias restantes para este cliente (restam %{dias})',
        sem_validade: 'sem controle de validade',
        vencido: 'vencido em %{data}',
        validade_curta: 'restam só %{dias} dias em %{data}; este cliente exige %{minimo}',
        bloqueado: 'estoque bloqueado',
        falta: 'Estoque insuficiente: faltam %{falta}',
      },
      sugerir: 'Sugerir',
      sugerir_linha: 'Sugerir lote e endereço da linha %{n}',
      sugerido: 'Sugestão aplicada',
      escolha_material: 'Escolha antes o material e a quantidade',
      pulados: 'Ignorados',
      confirmar: 'Confirmar expedição',
      confirmada: 'Expedição confirmada',
      motivo_label: 'Por que este lote',
      nada: 'Sem estoque disponível',
    },
    errors: {
      expedicao_nao_aberta: 'A nota %{numero} está %{status}: só uma nota aberta pode ser expedida',
    },
    validation: {
      endereco_obrigatorio: 'Escolha o endereço de saída',
      lote_obrigatorio: 'Este material controla lote: escolha o lote',
    },
  },
};

export default messages;
