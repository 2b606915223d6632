import type { HomeLabels } from '../../../registry/labels';
import type recebimentos from '../index';

const en = {
  name: 'Receiving count |||| Receiving counts',
  fields: {
    numero: 'Number',
    entrada_id: 'Inbound note',
    data: 'Date',
    conferente_id: 'Counter',
    status_id: 'Status',
    confirmado_em: 'Confirmed at',
    itens: 'Counted items',
    observacao: 'Notes',
  },
  lines: {
    itens: {
      entrada_item_id: 'Inbound item',
      quantidade_recebida: 'Quantity received',
      endereco: 'Bin',
      motivo_ressalva_id: 'Exception reason',
      observacao: 'Notes',
    },
  },
  statuses: { emContagem: 'Counting', contado: 'Counted', confirmado: 'Confirmed', cancelado: 'Cancelled' },
  messages: {
    title: 'Count',
    open: 'Open count',
    invoiced: 'Invoiced',
    counted: 'Counted',
    difference: 'Difference',
    differences: 'Differences counted − invoiced',
    no_differences: 'No differences',
    quantity: 'Quantity received',
    bin: 'Bin',
    reason: 'Reason',
    note: 'Note',
    lot: 'Lot',
    expiry: 'Expiry',
    add_bin: 'Add bin',
    remove_bin: 'Remove bin',
    submit: 'Submit count',
    confirm: 'Confirm receipt',
    recount: 'Recount',
    blind: 'Blind count: the invoiced quantities show after the count is submitted',
    submitted: 'Count submitted',
    confirmed: 'Receipt confirmed: stock posted',
    load_failed: 'The count could not be loaded',
    entrada_nao_recebivel: 'This inbound note cannot be counted: it is %{status}',
    recebimento_nao_contado: 'Only a counted receipt can be confirmed: this one is %{status}',
    entrada_item: 'Not a line of this inbound note',
    recebimento_entrada_fixa: 'A count belongs to one inbound note: start another count for another note',
    recebimento_entrada: 'This inbound note already has count %{other}',
  },
} satisfies HomeLabels<typeof recebimentos, 'en'>;

export default en;
