// Receiving: the count screen of a recebimento and its refusals (es).
const messages = {
  app: {
    validation: {
      entrada_item: 'No es una línea de esta entrada',
      recebimento_entrada_fixa: 'Un conteo pertenece a una entrada: abra otro conteo para otra entrada',
    },
    errors: {
      entrada_nao_recebivel: 'Esta entrada no puede contarse: está %{status}',
      recebimento_nao_contado: 'Solo una recepción contada puede confirmarse: esta está %{status}',
    },
    receiving: {
      title: 'Conteo',
      open: 'Abrir conteo',
      invoiced: 'Facturado',
      counted: 'Contado',
      difference: 'Diferencia',
      differences: 'Diferencias contado − facturado',
      no_differences: 'Sin diferencias',
      quantity: 'Cantidad recibida',
      bin: 'Ubicación',
      reason: 'Salvedad',
      note: 'Observación',
      lot: 'Lote',
      expiry: 'Vencimiento',
      add_bin: 'Añadir ubicación',
      remove_bin: 'Quitar ubicación',
      submit: 'Enviar conteo',
      confirm: 'Confirmar recepción',
      recount: 'Recontar',
      blind: 'Conteo ciego: las cantidades facturadas aparecen después de enviar el conteo',
      submitted: 'Conteo enviado',
      confirmed: 'Recepción confirmada: stock registrado',
      load_failed: 'No se pudo cargar el conteo',
    },
  },
};

export default messages;
