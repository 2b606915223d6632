import type { HomeLabels, Widen } from '../../../registry/labels';
import type recebimentos from '../index';
import type en from './en';

const es = {
  name: 'Conteo de recepción |||| Conteos de recepción',
  fields: {
    numero: 'Número',
    entrada_id: 'Nota de entrada',
    data: 'Fecha',
    conferente_id: 'Contador',
    status_id: 'Estado',
    confirmado_em: 'Confirmado el',
    itens: 'Ítems contados',
    observacao: 'Observación',
  },
  lines: {
    itens: {
      entrada_item_id: 'Ítem de la nota',
      quantidade_recebida: 'Cantidad recibida',
      endereco: 'Ubicación',
      motivo_ressalva_id: 'Motivo de salvedad',
      observacao: 'Observación',
    },
  },
  statuses: { emContagem: 'En conteo', contado: 'Contado', confirmado: 'Confirmado', cancelado: 'Cancelado' },
  messages: {
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
    entrada_nao_recebivel: 'Esta entrada no puede contarse: está %{status}',
    recebimento_nao_contado: 'Solo una recepción contada puede confirmarse: esta está %{status}',
    entrada_item: 'No es una línea de esta entrada',
    recebimento_entrada_fixa: 'Un conteo pertenece a una entrada: abra otro conteo para otra entrada',
    recebimento_entrada: 'Esta nota de entrada ya tiene el conteo %{other}',
  },
} satisfies HomeLabels<typeof recebimentos, 'es', Widen<typeof en.messages>>;

export default es;
