// Receiving: the count screen of a recebimento and its refusals (en).
const messages = {
  app: {
    validation: {
      entrada_item: 'Not a line of this inbound note',
      recebimento_entrada_fixa: 'A count belongs to one inbound note: start another count for another note',
    },
    errors: {
      entrada_nao_recebivel: 'This inbound note cannot be counted: it is %{status}',
      recebimento_nao_contado: 'Only a counted receipt can be confirmed: this one is %{status}',
    },
    receiving: {
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
    },
  },
};

export default messages;
