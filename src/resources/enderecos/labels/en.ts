import type { HomeLabels } from '../../../registry/labels';
import type enderecos from '../index';

const en = {
  name: 'Storage bin |||| Storage bins',
  fields: {
    endereco: 'Bin', zona: 'Zone', descricao: 'Description', capacidade: 'Capacity (units)', bloqueado: 'Blocked', ativo: 'Active',
  },
  pages: { transferencia: 'Bin transfer' },
  messages: {
    desconhecido: 'Bin %{endereco} is not registered',
    inativo: 'Bin %{endereco} is inactive',
    bloqueado: 'Bin %{endereco} is blocked: it takes no stock in',
    em_uso: 'Bin %{endereco} holds stock: move it out first',
    mesmo_endereco: 'Choose a bin other than the origin',
    suggestion: {
      title: 'Suggested bin',
      take: 'Use %{endereco}',
      none: 'No free bin to suggest',
      mesmo_lote: 'already holds this lot (%{quantidade})',
      mesmo_material: 'already holds this material (%{quantidade})',
      vazio: 'empty, zone %{zona}',
    },
    transfer: {
      title: 'Bin transfer',
      intro: 'Scan or type each code; Enter moves to the next field.',
      de: 'From bin',
      material: 'Product',
      lote: 'Lot',
      para: 'To bin',
      quantidade: 'Quantity',
      submit: 'Transfer',
      done: 'Moved %{quantidade} from %{de} to %{para}',
      queued: 'Saved on this device; the transfer is sent when the connection returns',
      scan: 'Scan from-bin, product, to-bin',
      scan_de: 'Scan the bin to move from',
      scan_material: 'Scan the product (GS1: product and lot at once)',
      scan_para: 'Scan the bin to move to',
      scan_no_product: 'This code names no product: scan the product',
      material_unknown: 'No product with the code %{codigo}',
      available: 'Available in %{endereco}: %{quantidade}',
    },
  },
} satisfies HomeLabels<typeof enderecos, 'en'>;

export default en;
