import type { HomeLabels, Widen } from '../../../registry/labels';
import type expedicoes from '../index';
import type en from './en';

const es = {
  name: 'Nota de salida |||| Notas de salida',
  fields: {
    numero_nf: 'Número de factura',
    serie: 'Serie',
    chave_acesso: 'Clave de acceso',
    destinatario_id: 'Destinatario',
    cliente_id: 'Cliente',
    data: 'Fecha',
    status_id: 'Estado',
    romaneio_id: 'Lista de empaque',
    volumes: 'Bultos',
    expedida_em: 'Expedida el',
    itens: 'Ítems',
    observacao: 'Observación',
  },
  lines: {
    itens: { material_id: 'Material', lote: 'Lote', endereco: 'Ubicación', quantidade: 'Cantidad', motivo_liberacao: 'Motivo de la liberación (vencimiento)' },
  },
  statuses: { aberta: 'Abierta', expedida: 'Expedida', cancelada: 'Cancelada' },
  messages: {
    motivo: {
      fefo: 'vencimiento más próximo (%{data}), quedan %{dias} días',
      fefo_cliente: 'vencimiento más próximo (%{data}) con ≥ %{minimo} días restantes para este cliente (quedan %{dias})',
      sem_validade: 'sin control de vencimiento',
      vencido: 'vencido el %{data}',
      validade_curta: 'solo quedan %{dias} días al %{data}; este cliente exige %{minimo}',
      bloqueado: 'stock bloqueado',
      falta: 'Stock insuficiente: faltan %{falta}',
    },
    sugerir: 'Sugerir',
    sugerir_linha: 'Sugerir lote y ubicación de la línea %{n}',
    sugerido: 'Sugerencia aplicada',
    escolha_material: 'Elija primero el material y la cantidad',
    pulados: 'Omitidos',
    confirmar: 'Confirmar expedición',
    confirmada: 'Expedición confirmada',
    motivo_label: 'Por qué este lote',
    nada: 'Sin stock disponible',
    expedicao_nao_aberta: 'La nota %{numero} está %{status}: solo una nota abierta puede expedirse',
    endereco_obrigatorio: 'Elija la ubicación de salida',
    lote_obrigatorio: 'Este material controla lote: elija el lote',
    vencido_linha: 'Línea %{linha}: el lote %{lote} venció el %{data}; un lote vencido no puede salir sin liberación',
    validade_curta_linha: 'Línea %{linha}: el lote %{lote} tendrá %{dias} días de vida útil el %{dia}; este cliente exige %{minimo}',
    liberacao_sem_permissao: 'Línea %{linha}: solo quien tiene el permiso «%{papel}» puede liberar un lote fuera de su vida útil',
    liberacao_sem_permissao_campo: 'Solo quien tiene el permiso «%{papel}» puede liberar',
    validade: {
      bloqueia: 'Línea %{n}, lote %{lote}: %{motivo}. Elija otro lote o indique el motivo de la liberación.',
      pedir: 'Línea %{n}, lote %{lote}: %{motivo}. Elija otro lote o pida la liberación a quien tiene el permiso «%{papel}».',
      liberado: 'Línea %{n}, lote %{lote}: %{motivo}; liberado: %{liberacao}',
    },
  },
} satisfies HomeLabels<typeof expedicoes, 'es', Widen<typeof en.messages>>;

export default es;
