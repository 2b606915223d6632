import type { HomeLabels, Widen } from '../../../registry/labels';
import type expedicoes from '../index';
import type en from './en';

const pt = {
  name: 'Expedição |||| Expedições',
  fields: {
    numero_nf: 'Número da NF',
    serie: 'Série',
    chave_acesso: 'Chave de acesso',
    destinatario_id: 'Destinatário',
    cliente_id: 'Cliente',
    data: 'Data',
    status_id: 'Status',
    romaneio_id: 'Romaneio',
    volumes: 'Volumes',
    expedida_em: 'Expedida em',
    itens: 'Itens',
    observacao: 'Observação',
  },
  lines: {
    itens: { material_id: 'Material', lote: 'Lote', endereco: 'Endereço', quantidade: 'Quantidade', motivo_liberacao: 'Motivo da liberação (validade)' },
  },
  statuses: { aberta: 'Aberta', expedida: 'Expedida', cancelada: 'Cancelada' },
  messages: {
    motivo: {
      fefo: 'validade mais próxima (%{data}), restam %{dias} dias',
      fefo_cliente: 'validade mais próxima (%{data}) com ≥ %{minimo} dias restantes para este cliente (restam %{dias})',
      sem_validade: 'sem controle de validade',
      vencido: 'vencido em %{data}',
      validade_curta: 'restam só %{dias} dias em %{data}; este cliente exige %{minimo}',
      bloqueado: 'estoque bloqueado',
      falta: 'Estoque insuficiente: faltam %{falta}',
    },
    sugerir: 'Sugerir',
    sugerir_linha: 'Sugerir lote e endereço da linha %{n}',
    sugerido: 'Sugestão aplicada',
    escolha_material: 'Escolha antes o material e a quantidade',
    pulados: 'Ignorados',
    confirmar: 'Confirmar expedição',
    confirmada: 'Expedição confirmada',
    motivo_label: 'Por que este lote',
    nada: 'Sem estoque disponível',
    expedicao_nao_aberta: 'A nota %{numero} está %{status}: só uma nota aberta pode ser expedida',
    endereco_obrigatorio: 'Escolha o endereço de saída',
    lote_obrigatorio: 'Este material controla lote: escolha o lote',
    vencido_linha: 'Linha %{linha}: o lote %{lote} venceu em %{data}; lote vencido não pode ser expedido sem liberação',
    validade_curta_linha: 'Linha %{linha}: o lote %{lote} terá %{dias} dias de validade em %{dia}; este cliente exige %{minimo}',
    liberacao_sem_permissao: 'Linha %{linha}: só quem tem a permissão “%{papel}” pode liberar um lote fora da validade',
    liberacao_sem_permissao_campo: 'Só quem tem a permissão “%{papel}” pode liberar',
    validade: {
      bloqueia: 'Linha %{n}, lote %{lote}: %{motivo}. Escolha outro lote ou informe o motivo da liberação.',
      pedir: 'Linha %{n}, lote %{lote}: %{motivo}. Escolha outro lote ou peça a liberação a quem tem a permissão “%{papel}”.',
      liberado: 'Linha %{n}, lote %{lote}: %{motivo}; liberado: %{liberacao}',
    },
  },
} satisfies HomeLabels<typeof expedicoes, 'pt', Widen<typeof en.messages>>;

export default pt;
