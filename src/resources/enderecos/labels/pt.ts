import type { HomeLabels, Widen } from '../../../registry/labels';
import type enderecos from '../index';
import type en from './en';

const pt = {
  name: 'Endereço de estoque |||| Endereços de estoque',
  fields: {
    endereco: 'Endereço', zona: 'Zona', descricao: 'Descrição', capacidade: 'Capacidade (unidades)', bloqueado: 'Bloqueado', ativo: 'Ativo',
  },
  pages: { transferencia: 'Transferência entre endereços' },
  messages: {
    desconhecido: 'O endereço %{endereco} não está cadastrado',
    inativo: 'O endereço %{endereco} está inativo',
    bloqueado: 'O endereço %{endereco} está bloqueado: não recebe estoque',
    em_uso: 'O endereço %{endereco} tem estoque: retire-o antes',
    mesmo_endereco: 'Escolha um endereço diferente do de origem',
    suggestion: {
      title: 'Endereço sugerido',
      take: 'Usar %{endereco}',
      none: 'Nenhum endereço livre para sugerir',
      mesmo_lote: 'já guarda este lote (%{quantidade})',
      mesmo_material: 'já guarda este material (%{quantidade})',
      vazio: 'vazio, zona %{zona}',
    },
    transfer: {
      title: 'Transferência entre endereços',
      intro: 'Leia ou digite cada código; Enter passa para o próximo campo.',
      de: 'Endereço de origem',
      material: 'Produto',
      lote: 'Lote',
      para: 'Endereço de destino',
      quantidade: 'Quantidade',
      submit: 'Transferir',
      done: '%{quantidade} movido(s) de %{de} para %{para}',
      queued: 'Salvo neste aparelho; a transferência será enviada quando a conexão voltar',
      scan: 'Leia a origem, o produto e o destino',
      scan_de: 'Leia o endereço de origem',
      scan_material: 'Leia o produto (GS1: produto e lote de uma vez)',
      scan_para: 'Leia o endereço de destino',
      scan_no_product: 'Este código não indica um produto: leia o produto',
      material_unknown: 'Nenhum produto com o código %{codigo}',
      available: 'Disponível em %{endereco}: %{quantidade}',
    },
  },
} satisfies HomeLabels<typeof enderecos, 'pt', Widen<typeof en.messages>>;

export default pt;
