import type { HomeLabels, Widen } from '../../../registry/labels';
import type recebimentos from '../index';
import type en from './en';

const pt = {
  name: 'Conferência |||| Conferências',
  fields: {
    numero: 'Número',
    entrada_id: 'Entrada',
    data: 'Data',
    conferente_id: 'Conferente',
    status_id: 'Status',
    confirmado_em: 'Confirmado em',
    itens: 'Itens contados',
    observacao: 'Observação',
  },
  lines: {
    itens: {
      entrada_item_id: 'Item da entrada',
      quantidade_recebida: 'Quantidade recebida',
      endereco: 'Endereço',
      motivo_ressalva_id: 'Motivo de ressalva',
      observacao: 'Observação',
    },
  },
  statuses: { emContagem: 'Em contagem', contado: 'Contado', confirmado: 'Confirmado', cancelado: 'Cancelado' },
  messages: {
    title: 'Conferência',
    open: 'Abrir conferência',
    invoiced: 'Faturado',
    counted: 'Contado',
    difference: 'Diferença',
    differences: 'Diferenças contado − faturado',
    no_differences: 'Sem diferenças',
    quantity: 'Quantidade recebida',
    bin: 'Endereço',
    reason: 'Ressalva',
    note: 'Observação',
    lot: 'Lote',
    expiry: 'Validade',
    add_bin: 'Adicionar endereço',
    remove_bin: 'Remover endereço',
    submit: 'Enviar contagem',
    confirm: 'Confirmar recebimento',
    recount: 'Recontar',
    blind: 'Conferência cega: as quantidades da nota aparecem depois de enviar a contagem',
    submitted: 'Contagem enviada',
    confirmed: 'Recebimento confirmado: estoque lançado',
    load_failed: 'Não foi possível carregar a conferência',
    entrada_nao_recebivel: 'Esta entrada não pode ser conferida: está %{status}',
    recebimento_nao_contado: 'Só um recebimento contado pode ser confirmado: este está %{status}',
    entrada_item: 'Não é um item desta entrada',
    recebimento_entrada_fixa: 'Uma conferência pertence a uma entrada: abra outra conferência para outra entrada',
    recebimento_entrada: 'Esta entrada já tem a conferência %{other}',
  },
} satisfies HomeLabels<typeof recebimentos, 'pt', Widen<typeof en.messages>>;

export default pt;
