import type { HomeLabels } from '../../../registry/labels';
import type etiquetas from '../index';

const en = {
  name: 'Label |||| Labels',
  messages: {
    dialog: {
      open: 'Labels',
      open_selected: 'Labels for the selected rows',
      title: 'Print labels',
      format: 'Format',
      formats: { 'pdf-a4': 'PDF, A4 sheet (3 × 8)', 'pdf-termica': 'PDF, thermal 100 × 50 mm', zpl: 'ZPL (Zebra printer)' },
      rows: 'Rows to label',
      count: 'Labels: %{count}',
      none: 'Choose at least one row',
      palete: 'Pallet label (SSCC)',
      sem_prefixo: 'Set the GS1 company prefix in the system parameters to print pallet labels',
      download: 'Download',
      cancel: 'Cancel',
      done: 'Labels downloaded',
    },
    // Printed on the labels themselves (docs/decisions.md "Labels").
    impresso: {
      titulo: 'Labels',
      codigo: 'Code',
      lote: 'Lot',
      validade: 'Expiry',
      endereco: 'Bin',
      recebimento: 'Receipt',
      nf: 'Invoice',
      fornecedor: 'Supplier',
    },
    linha_estoque: 'Not a row of the stock pages',
    sem_estoque: 'No stock of this material, lot and bin',
    gs1_invalido: 'Not a valid value for its GS1 field',
    gs1_longo: 'Too long for a GS1 label (20 characters for a lot, 90 for a code)',
    gs1_caracteres: 'A GS1 label takes letters, digits and !"%&\'*+,-./:;<=>?_ only (no spaces or accents)',
    recebimento_nao_confirmado: 'A receipt\'s labels are printed once it is confirmed (put away); it is %{status}',
    sem_prefixo: 'No GS1 company prefix in the system parameters: a pallet label (SSCC) needs one',
    sscc_esgotado: 'No SSCC serial left for the company prefix %{prefixo}',
  },
} satisfies HomeLabels<typeof etiquetas, 'en'>;

export default en;
