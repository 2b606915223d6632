// Warehouse resources: labels of their fields, lines and statuses, and their validation and refusal messages (es).
const messages = {
  app: {
    validation: {
      chave_acesso: 'Clave de acceso no válida: 44 posiciones (dígitos; las del CNPJ pueden tener letras)',
      chave_acesso_dv: 'Clave de acceso no válida: el dígito verificador no coincide',
      digits: 'Solo dígitos',
      endereco: 'Ubicación no válida: use el formato A-01-02-03 (pasillo, estantería, nivel, posición)',
      doca: 'El muelle debe estar entre 1 y %{docas} (configuración)',
    },
    errors: {
      estoque_insuficiente: 'Stock insuficiente: %{material}, lote %{lote}, ubicación %{endereco}: %{disponivel} disponible(s), %{pedida} pedido(s)',
      estoque_insuficiente_linha: 'Disponible: %{disponivel}',
      recebimento_entrada: 'Esta nota de entrada ya tiene el conteo %{other}',
    },
  },
  resources: {
    'motivos-ressalvas': {
      name: 'Motivo de salvedad |||| Motivos de salvedad',
      fields: { nome: 'Nombre', descricao: 'Descripción', bloqueia_estoque: 'Bloquea el stock' },
    },
    'materiais-fornecedores': {
      name: 'Código del proveedor |||| Códigos del proveedor',
      fields: { fornecedor_id: 'Proveedor', codigo_fornecedor: 'Código del proveedor', material_id: 'Material', fator_conversao: 'Factor de conversión' },
    },
    agendamentos: {
      name: 'Cita de muelle |||| Citas de muelle',
      fields: {
        numero: 'Número', tipo: 'Tipo', data: 'Fecha', hora_inicio: 'Inicio', hora_fim: 'Fin', doca: 'Muelle',
        transportadora_id: 'Transportista', fornecedor_id: 'Proveedor', cliente_id: 'Cliente', placa: 'Matrícula',
        motorista_nome: 'Conductor', status_id: 'Estado', notas: 'Facturas esperadas', observacao: 'Observación',
      },
      lines: { notas: { chave_acesso: 'Clave de acceso' } },
      options: { tipo: { recebimento: 'Recepción', expedicao: 'Expedición' } },
      statuses: { agendado: 'Agendada', emAndamento: 'En curso', concluido: 'Concluida', cancelado: 'Cancelada', naoCompareceu: 'No se presentó' },
    },
    entradas: {
      name: 'Nota de entrada |||| Notas de entrada',
      fields: {
        numero_nf: 'Número de factura', serie: 'Serie', chave_acesso: 'Clave de acceso', fornecedor_id: 'Proveedor', empresa_id: 'Empresa',
        data_emissao: 'Fecha de emisión', agendamento_id: 'Cita de muelle', status_id: 'Estado', valor_total: 'Valor total',
        arquivo_id: 'XML de la NF-e', itens: 'Ítems',
      },
      lines: {
        itens: {
          material_id: 'Material', codigo_fornecedor: 'Código del proveedor', quantidade_nf: 'Cantidad facturada', lote: 'Lote',
          validade: 'Vencimiento', quantidade: 'Cantidad', valor_unitario: 'Precio unitario',
        },
      },
      statuses: {
        aguardando: 'Esperando recepción', emConferencia: 'En conteo', recebida: 'Recibida',
        recebidaComRessalva: 'Recibida con salvedades', cancelada: 'Cancelada',
      },
    },
    recebimentos: {
      name: 'Conteo de recepción |||| Conteos de recepción',
      fields: {
        numero: 'Número', entrada_id: 'Nota de entrada', data: 'Fecha', conferente_id: 'Contador', status_id: 'Estado',
        confirmado_em: 'Confirmado el', itens: 'Ítems contados', observacao: 'Observación',
      },
      lines: {
        itens: {
          entrada_item_id: 'Ítem de la nota', quantidade_recebida: 'Cantidad recibida', endereco: 'Ubicación',
          motivo_ressalva_id: 'Motivo de salvedad', observacao: 'Observación',
        },
      },
      statuses: { emContagem: 'En conteo', contado: 'Contado', confirmado: 'Confirmado', cancelado: 'Cancelado' },
    },
    expedicoes: {
      name: 'Nota de salida |||| Notas de salida',
      fields: {
        numero_nf: 'Número de factura', serie: 'Serie', chave_acesso: 'Clave de acceso', destinatario_id: 'Destinatario',
        cliente_id: 'Cliente', data: 'Fecha', status_id: 'Estado', romaneio_id: 'Lista de empaque', volumes: 'Bultos',
        expedida_em: 'Expedida el', itens: 'Ítems', observacao: 'Observación',
      },
      lines: { itens: { material_id: 'Material', lote: 'Lote', endereco: 'Ubicación', quantidade: 'Cantidad' } },
      statuses: { aberta: 'Abierta', expedida: 'Expedida', cancelada: 'Cancelada' },
    },
    romaneios: {
      name: 'Lista de empaque |||| Listas de empaque',
      fields: {
        numero: 'Número', data: 'Fecha', transportadora_id: 'Transportista', veiculo_id: 'Vehículo', motorista_id: 'Conductor',
        status_id: 'Estado', expedicoes: 'Notas de salida', volumes: 'Bultos', peso_total: 'Peso total (kg)', observacao: 'Observación',
      },
      lines: { expedicoes: { expedicao_id: 'Nota de salida' } },
      statuses: { aberto: 'Abierta', fechado: 'Cerrada', cancelado: 'Cancelada' },
    },
    clientes: { fields: { validade_minima_dias: 'Vida útil mínima (días)' } },
    configuracoes: { fields: { conferencia_cega: 'Conteo ciego' } },
  },
};
export default messages;
