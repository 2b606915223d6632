// Warehouse resources: labels of their fields, lines and statuses, and their validation and refusal messages (en).
const messages = {
  app: {
    validation: {
      chave_acesso: 'Invalid access key: 44 positions (digits; the CNPJ ones may hold letters)',
      chave_acesso_dv: 'Invalid access key: the check digit does not match',
      digits: 'Digits only',
      endereco: 'Invalid bin: use the format A-01-02-03 (aisle, rack, level, position)',
      doca: 'The dock must be between 1 and %{docas} (settings)',
    },
    errors: {
      estoque_insuficiente: 'Not enough stock: %{material}, lot %{lote}, bin %{endereco}: %{disponivel} available, %{pedida} asked',
      estoque_insuficiente_linha: 'Available: %{disponivel}',
      recebimento_entrada: 'This inbound note already has count %{other}',
    },
  },
  resources: {
    'motivos-ressalvas': {
      name: 'Exception reason |||| Exception reasons',
      fields: { nome: 'Name', descricao: 'Description', bloqueia_estoque: 'Blocks stock' },
    },
    'materiais-fornecedores': {
      name: 'Supplier code |||| Supplier codes',
      fields: { fornecedor_id: 'Supplier', codigo_fornecedor: 'Supplier code', material_id: 'Material', fator_conversao: 'Conversion factor' },
    },
    agendamentos: {
      name: 'Dock booking |||| Dock bookings',
      fields: {
        numero: 'Number', tipo: 'Type', data: 'Date', hora_inicio: 'Start', hora_fim: 'End', doca: 'Dock',
        transportadora_id: 'Carrier', fornecedor_id: 'Supplier', cliente_id: 'Client', placa: 'Plate',
        motorista_nome: 'Driver', status_id: 'Status', notas: 'Expected invoices', observacao: 'Notes',
      },
      lines: { notas: { chave_acesso: 'Access key' } },
      options: { tipo: { recebimento: 'Receiving', expedicao: 'Shipping' } },
      statuses: { agendado: 'Booked', emAndamento: 'In progress', concluido: 'Completed', cancelado: 'Cancelled', naoCompareceu: 'No-show' },
    },
    entradas: {
      name: 'Inbound note |||| Inbound notes',
      fields: {
        numero_nf: 'Invoice number', serie: 'Series', chave_acesso: 'Access key', fornecedor_id: 'Supplier', empresa_id: 'Company',
        data_emissao: 'Issue date', agendamento_id: 'Dock booking', status_id: 'Status', valor_total: 'Total value',
        arquivo_id: 'NF-e XML', itens: 'Items',
      },
      lines: {
        itens: {
          material_id: 'Material', codigo_fornecedor: 'Supplier code', quantidade_nf: 'Invoiced quantity', lote: 'Lot',
          validade: 'Expiry', quantidade: 'Quantity', valor_unitario: 'Unit price',
        },
      },
      statuses: {
        aguardando: 'Awaiting receipt', emConferencia: 'Being counted', recebida: 'Received',
        recebidaComRessalva: 'Received with exceptions', cancelada: 'Cancelled',
      },
    },
    recebimentos: {
      name: 'Receiving count |||| Receiving counts',
      fields: {
        numero: 'Number', entrada_id: 'Inbound note', data: 'Date', conferente_id: 'Counter', status_id: 'Status',
        confirmado_em: 'Confirmed at', itens: 'Counted items', observacao: 'Notes',
      },
      lines: {
        itens: {
          entrada_item_id: 'Inbound item', quantidade_recebida: 'Quantity received', endereco: 'Bin',
          motivo_ressalva_id: 'Exception reason', observacao: 'Notes',
        },
      },
      statuses: { emContagem: 'Counting', contado: 'Counted', confirmado: 'Confirmed', cancelado: 'Cancelled' },
    },
    expedicoes: {
      name: 'Outbound note |||| Outbound notes',
      fields: {
        numero_nf: 'Invoice number', serie: 'Series', chave_acesso: 'Access key', destinatario_id: 'Consignee',
        cliente_id: 'Client', data: 'Date', status_id: 'Status', romaneio_id: 'Packing list', volumes: 'Packages',
        expedida_em: 'Shipped at', itens: 'Items', observacao: 'Notes',
      },
      lines: { itens: { material_id: 'Material', lote: 'Lot', endereco: 'Bin', quantidade: 'Quantity' } },
      statuses: { aberta: 'Open', expedida: 'Shipped', cancelada: 'Cancelled' },
    },
    romaneios: {
      name: 'Packing list |||| Packing lists',
      fields: {
        numero: 'Number', data: 'Date', transportadora_id: 'Carrier', veiculo_id: 'Vehicle', motorista_id: 'Driver',
        status_id: 'Status', expedicoes: 'Outbound notes', volumes: 'Packages', peso_total: 'Total weight (kg)', observacao: 'Notes',
      },
      lines: { expedicoes: { expedicao_id: 'Outbound note' } },
      statuses: { aberto: 'Open', fechado: 'Closed', cancelado: 'Cancelled' },
    },
    clientes: { fields: { validade_minima_dias: 'Minimum shelf life (days)' } },
    configuracoes: { fields: { conferencia_cega: 'Blind count' } },
  },
};
export default messages;
