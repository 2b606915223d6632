import type { HomeLabels, Widen } from '../../../registry/labels';
import type agendamentos from '../index';
import type en from './en';

const pt = {
  name: 'Agendamento |||| Agendamentos',
  fields: {
    numero: 'Número',
    tipo: 'Tipo',
    data: 'Data',
    hora_inicio: 'Início',
    hora_fim: 'Fim',
    doca: 'Doca',
    transportadora_id: 'Transportadora',
    fornecedor_id: 'Fornecedor',
    cliente_id: 'Cliente',
    placa: 'Placa',
    motorista_nome: 'Motorista',
    status_id: 'Status',
    notas: 'Notas fiscais esperadas',
    observacao: 'Observação',
  },
  lines: {
    notas: { numero_nf: 'Número da NF', chave_acesso: 'Chave de acesso' },
  },
  values: { tipo: { recebimento: 'Recebimento', expedicao: 'Expedição' } },
  statuses: {
    agendado: 'Agendado',
    emAndamento: 'Em andamento',
    concluido: 'Concluído',
    cancelado: 'Cancelado',
    naoCompareceu: 'Não compareceu',
  },
  messages: {
    calendar: {
      calendar: 'Calendário',
      list: 'Lista',
      view: 'Visualização',
      today: 'Hoje',
      previous: 'Anterior',
      next: 'Próximo',
      day: 'Dia',
      week: 'Semana',
      no_events: 'Nenhum agendamento neste período',
      dock: 'Doca %{doca}',
      no_docks: 'Defina o número de docas nas configurações',
      more: '+%{count} mais',
      time: 'Hora',
      event: 'Agendamento',
      date: 'Data',
      all_day: 'Dia inteiro',
      load_failed: 'Não foi possível carregar os agendamentos',
      navigation: 'Navegação do calendário',
      legend: 'Legenda das cores',
      moved: 'Agendamento %{numero} movido',
      move_failed: 'O agendamento %{numero} não foi movido',
    },
    form: {
      unusual_title: 'Data fora do habitual',
      unusual_day: 'O agendamento é para %{data}, fora do período habitual (de %{de} a %{ate}). Confirma esta data?',
      unusual_save: 'Salvar assim mesmo',
      unusual_fix: 'Corrigir a data',
      overnight: 'Termina no dia seguinte: %{data} às %{fim}',
    },
    doca_ocupada: 'A doca %{doca} já está reservada pelo agendamento %{other} em %{data}, das %{inicio} às %{fim}',
    doca: 'A doca deve estar entre 1 e %{docas} (configurações)',
    nota_vazia: 'Informe o número da NF ou a chave de acesso',
  },
} satisfies HomeLabels<typeof agendamentos, 'pt', Widen<typeof en.messages>>;

export default pt;
