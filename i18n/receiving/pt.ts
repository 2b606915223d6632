// Receiving: the count screen of a recebimento and its refusals (pt).
const messages = {
  app: {
    validation: {
      entrada_item: 'Não é um item desta entrada',
      recebimento_entrada_fixa: 'Uma conferência pertence a uma entrada: abra outra conferência para outra entrada',
    },
    errors: {
      entrada_nao_recebivel: 'Esta entrada não pode ser conferida: está %{status}',
      recebimento_nao_contado: 'Só um recebimento contado pode ser confirmado: este está %{status}',
    },
    receiving: {
      title: 'Conferência',
      open: 'Abrir conferência',
      invoiced: 'Faturado',
      counted: 'Contado',
      difference: 'Diferença',
      differences: 'Diferenças contado − faturado',
      no_differences: 'Sem diferenças',
      quantity: 'Quantidade recebida',
      bin: 'Endereço',
      reason: 'Ressalva',
      note: 'Observação',
      lot: 'Lote',
      expiry: 'Validade',
      add_bin: 'Adicionar endereço',
      remove_bin: 'Remover endereço',
      submit: 'Enviar contagem',
      confirm: 'Confirmar recebimento',
      recount: 'Recontar',
      blind: 'Conferência cega: as quantidades da nota aparecem depois de enviar a contagem',
      submitted: 'Contagem enviada',
      confirmed: 'Recebimento confirmado: estoque lançado',
      load_failed: 'Não foi possível carregar a conferência',
    },
  },
};

export default messages;
