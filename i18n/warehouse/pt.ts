// Warehouse resources: labels of their fields, lines and statuses, and their validation and refusal messages (pt).
const messages = {
  app: {
    validation: {
      chave_acesso: 'Chave de acesso inválida: 44 posições (números; as do CNPJ podem ter letras)',
      chave_acesso_dv: 'Chave de acesso inválida: o dígito verificador não confere',
      digits: 'Somente números',
      endereco: 'Endereço inválido: use o formato A-01-02-03 (rua, prédio, nível, posição)',
      doca: 'A doca deve estar entre 1 e %{docas} (configurações)',
    },
    errors: {
      estoque_insuficiente: 'Estoque insuficiente: %{material}, lote %{lote}, endereço %{endereco}: disponível %{disponivel}, pedido %{pedida}',
      estoque_insuficiente_linha: 'Disponível: %{disponivel}',
      recebimento_entrada: 'Esta entrada já tem a conferência %{other}',
    },
  },
  resources: {
    'motivos-ressalvas': {
      name: 'Motivo de ressalva |||| Motivos de ressalva',
      fields: { nome: 'Nome', descricao: 'Descrição', bloqueia_estoque: 'Bloqueia o estoque' },
    },
    'materiais-fornecedores': {
      name: 'Código do fornecedor |||| Códigos do fornecedor',
      fields: { fornecedor_id: 'Fornecedor', codigo_fornecedor: 'Código do fornecedor', material_id: 'Material', fator_conversao: 'Fator de conversão' },
    },
    agendamentos: {
      name: 'Agendamento |||| Agendamentos',
      fields: {
        numero: 'Número', tipo: 'Tipo', data: 'Data', hora_inicio: 'Início', hora_fim: 'Fim', doca: 'Doca',
        transportadora_id: 'Transportadora', fornecedor_id: 'Fornecedor', cliente_id: 'Cliente', placa: 'Placa',
        motorista_nome: 'Motorista', status_id: 'Status', notas: 'Notas fiscais esperadas', observacao: 'Observação',
      },
      lines: { notas: { chave_acesso: 'Chave de acesso' } },
      options: { tipo: { recebimento: 'Recebimento', expedicao: 'Expedição' } },
      statuses: { agendado: 'Agendado', emAndamento: 'Em andamento', concluido: 'Concluído', cancelado: 'Cancelado', naoCompareceu: 'Não compareceu' },
    },
    entradas: {
      name: 'Entrada |||| Entradas',
      fields: {
        numero_nf: 'Número da NF', serie: 'Série', chave_acesso: 'Chave de acesso', fornecedor_id: 'Fornecedor', empresa_id: 'Empresa',
        data_emissao: 'Data de emissão', agendamento_id: 'Agendamento', status_id: 'Status', valor_total: 'Valor total',
        arquivo_id: 'XML da NF-e', itens: 'Itens',
      },
      lines: {
        itens: {
          material_id: 'Material', codigo_fornecedor: 'Código do fornecedor', quantidade_nf: 'Quantidade na NF', lote: 'Lote',
          validade: 'Validade', quantidade: 'Quantidade', valor_unitario: 'Valor unitário',
        },
      },
      statuses: {
        aguardando: 'Aguardando recebimento', emConferencia: 'Em conferência', recebida: 'Recebida',
        recebidaComRessalva: 'Recebida com ressalva', cancelada: 'Cancelada',
      },
    },
    recebimentos: {
      name: 'Conferência |||| Conferências',
      fields: {
        numero: 'Número', entrada_id: 'Entrada', data: 'Data', conferente_id: 'Conferente', status_id: 'Status',
        confirmado_em: 'Confirmado em', itens: 'Itens contados', observacao: 'Observação',
      },
      lines: {
        itens: {
          entrada_item_id: 'Item da entrada', quantidade_recebida: 'Quantidade recebida', endereco: 'Endereço',
          motivo_ressalva_id: 'Motivo de ressalva', observacao: 'Observação',
        },
      },
      statuses: { emContagem: 'Em contagem', contado: 'Contado', confirmado: 'Confirmado', cancelado: 'Cancelado' },
    },
    expedicoes: {
      name: 'Expedição |||| Expedições',
      fields: {
        numero_nf: 'Número da NF', serie: 'Série', chave_acesso: 'Chave de acesso', destinatario_id: 'Destinatário',
        cliente_id: 'Cliente', data: 'Data', status_id: 'Status', romaneio_id: 'Romaneio', volumes: 'Volumes',
        expedida_em: 'Expedida em', itens: 'Itens', observacao: 'Observação',
      },
      lines: { itens: { material_id: 'Material', lote: 'Lote', endereco: 'Endereço', quantidade: 'Quantidade' } },
      statuses: { aberta: 'Aberta', expedida: 'Expedida', cancelada: 'Cancelada' },
    },
    romaneios: {
      name: 'Romaneio |||| Romaneios',
      fields: {
        numero: 'Número', data: 'Data', transportadora_id: 'Transportadora', veiculo_id: 'Veículo', motorista_id: 'Motorista',
        status_id: 'Status', expedicoes: 'Expedições', volumes: 'Volumes', peso_total: 'Peso total (kg)', observacao: 'Observação',
      },
      lines: { expedicoes: { expedicao_id: 'Expedição' } },
      statuses: { aberto: 'Aberto', fechado: 'Fechado', cancelado: 'Cancelado' },
    },
    clientes: { fields: { validade_minima_dias: 'Validade mínima (dias)' } },
    configuracoes: { fields: { conferencia_cega: 'Conferência cega' } },
  },
};
export default messages;
