import type { HomeLabels, Widen } from '../../../registry/labels';
import type etiquetas from '../index';
import type en from './en';

const es = {
  name: 'Etiqueta |||| Etiquetas',
  messages: {
    dialog: {
      open: 'Etiquetas',
      open_selected: 'Etiquetas de las filas seleccionadas',
      title: 'Imprimir etiquetas',
      format: 'Formato',
      formats: { 'pdf-a4': 'PDF, hoja A4 (3 × 8)', 'pdf-termica': 'PDF, térmica 100 × 50 mm', zpl: 'ZPL (impresora Zebra)' },
      rows: 'Filas a etiquetar',
      count: 'Etiquetas: %{count}',
      none: 'Elija al menos una fila',
      palete: 'Etiqueta de palé (SSCC)',
      sem_prefixo: 'Defina el prefijo de empresa GS1 en los parámetros del sistema para imprimir etiquetas de palé',
      download: 'Descargar',
      cancel: 'Cancelar',
      done: 'Etiquetas descargadas',
    },
    impresso: {
      titulo: 'Etiquetas',
      codigo: 'Código',
      lote: 'Lote',
      validade: 'Caducidad',
      endereco: 'Ubicación',
      recebimento: 'Recepción',
      nf: 'Factura',
      fornecedor: 'Proveedor',
    },
    linha_estoque: 'No es una fila de las páginas de stock',
    sem_estoque: 'Sin stock de este material, lote y ubicación',
    gs1_invalido: 'Valor no válido para su campo GS1',
    gs1_longo: 'Demasiado largo para una etiqueta GS1 (20 caracteres para un lote, 90 para un código)',
    gs1_caracteres: 'Una etiqueta GS1 solo acepta letras, dígitos y !"%&\'*+,-./:;<=>?_ (sin espacios ni acentos)',
    recebimento_nao_confirmado: 'Las etiquetas de una recepción se imprimen una vez confirmada (almacenada); está %{status}',
    sem_prefixo: 'Sin prefijo de empresa GS1 en los parámetros del sistema: la etiqueta de palé (SSCC) lo necesita',
    sscc_esgotado: 'No quedan series de SSCC para el prefijo de empresa %{prefixo}',
  },
} satisfies HomeLabels<typeof etiquetas, 'es', Widen<typeof en.messages>>;

export default es;
