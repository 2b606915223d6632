import type { HomeLabels, Widen } from '../../../registry/labels';
import type etiquetas from '../index';
import type en from './en';

const pt = {
  name: 'Etiqueta |||| Etiquetas',
  messages: {
    dialog: {
      open: 'Etiquetas',
      open_selected: 'Etiquetas das linhas selecionadas',
      title: 'Imprimir etiquetas',
      format: 'Formato',
      formats: { 'pdf-a4': 'PDF, folha A4 (3 × 8)', 'pdf-termica': 'PDF, térmica 100 × 50 mm', zpl: 'ZPL (impressora Zebra)' },
      rows: 'Linhas a etiquetar',
      count: 'Etiquetas: %{count}',
      none: 'Escolha ao menos uma linha',
      palete: 'Etiqueta de palete (SSCC)',
      sem_prefixo: 'Defina o prefixo de empresa GS1 nos parâmetros do sistema para imprimir etiquetas de palete',
      download: 'Baixar',
      cancel: 'Cancelar',
      done: 'Etiquetas baixadas',
    },
    impresso: {
      titulo: 'Etiquetas',
      codigo: 'Código',
      lote: 'Lote',
      validade: 'Validade',
      endereco: 'Endereço',
      recebimento: 'Recebimento',
      nf: 'NF',
      fornecedor: 'Fornecedor',
    },
    linha_estoque: 'Não é uma linha das páginas de estoque',
    sem_estoque: 'Sem estoque deste material, lote e endereço',
    gs1_invalido: 'Valor inválido para o seu campo GS1',
    gs1_longo: 'Longo demais para uma etiqueta GS1 (20 caracteres para um lote, 90 para um código)',
    gs1_caracteres: 'Uma etiqueta GS1 aceita apenas letras, dígitos e !"%&\'*+,-./:;<=>?_ (sem espaços nem acentos)',
    recebimento_nao_confirmado: 'As etiquetas de um recebimento saem depois de confirmado (armazenado); ele está %{status}',
    sem_prefixo: 'Sem prefixo de empresa GS1 nos parâmetros do sistema: a etiqueta de palete (SSCC) precisa dele',
    sscc_esgotado: 'Não há mais série de SSCC para o prefixo de empresa %{prefixo}',
  },
} satisfies HomeLabels<typeof etiquetas, 'pt', Widen<typeof en.messages>>;

export default pt;
