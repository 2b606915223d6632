import type { HomeLabels } from '../../../registry/labels';
import type agendamentos from '../index';

const en = {
  name: 'Dock booking |||| Dock bookings',
  fields: {
    numero: 'Number',
    tipo: 'Type',
    data: 'Date',
    hora_inicio: 'Start',
    hora_fim: 'End',
    doca: 'Dock',
    transportadora_id: 'Carrier',
    fornecedor_id: 'Supplier',
    cliente_id: 'Client',
    placa: 'Plate',
    motorista_nome: 'Driver',
    status_id: 'Status',
    notas: 'Expected invoices',
    observacao: 'Notes',
  },
  lines: {
    notas: { numero_nf: 'Invoice number', chave_acesso: 'Access key' },
  },
  values: { tipo: { recebimento: 'Receiving', expedicao: 'Shipping' } },
  statuses: {
    agendado: 'Booked',
    emAndamento: 'In progress',
    concluido: 'Completed',
    cancelado: 'Cancelled',
    naoCompareceu: 'No-show',
  },
  messages: {
    calendar: {
      calendar: 'Calendar',
      list: 'List',
      view: 'View',
      today: 'Today',
      previous: 'Previous',
      next: 'Next',
      day: 'Day',
      week: 'Week',
      no_events: 'No bookings in this period',
      dock: 'Dock %{doca}',
      no_docks: 'Set the number of docks in the settings',
      more: '+%{count} more',
      time: 'Time',
      event: 'Booking',
      date: 'Date',
      all_day: 'All day',
      load_failed: 'Could not load the bookings',
    },
    doca_ocupada: 'Dock %{doca} is already booked by booking %{other} on %{data}, from %{inicio} to %{fim}',
    doca: 'The dock must be between 1 and %{docas} (settings)',
    nota_vazia: 'Enter the invoice number or the access key',
  },
} satisfies HomeLabels<typeof agendamentos, 'en'>;

export default en;
