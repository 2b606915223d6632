import type { HomeLabels, Widen } from '../../../registry/labels';
import type agendamentos from '../index';
import type en from './en';

const es = {
  name: 'Cita de muelle |||| Citas de muelle',
  fields: {
    numero: 'Número',
    tipo: 'Tipo',
    data: 'Fecha',
    hora_inicio: 'Inicio',
    hora_fim: 'Fin',
    doca: 'Muelle',
    transportadora_id: 'Transportista',
    fornecedor_id: 'Proveedor',
    cliente_id: 'Cliente',
    placa: 'Matrícula',
    motorista_nome: 'Conductor',
    status_id: 'Estado',
    notas: 'Facturas esperadas',
    observacao: 'Observación',
  },
  lines: {
    notas: { numero_nf: 'Número de factura', chave_acesso: 'Clave de acceso' },
  },
  values: { tipo: { recebimento: 'Recepción', expedicao: 'Expedición' } },
  statuses: {
    agendado: 'Agendada',
    emAndamento: 'En curso',
    concluido: 'Concluida',
    cancelado: 'Cancelada',
    naoCompareceu: 'No se presentó',
  },
  messages: {
    calendar: {
      calendar: 'Calendario',
      list: 'Lista',
      view: 'Vista',
      today: 'Hoy',
      previous: 'Anterior',
      next: 'Siguiente',
      day: 'Día',
      week: 'Semana',
      no_events: 'No hay citas en este período',
      dock: 'Muelle %{doca}',
      no_docks: 'Defina el número de muelles en la configuración',
      more: '+%{count} más',
      time: 'Hora',
      event: 'Cita',
      date: 'Fecha',
      all_day: 'Todo el día',
      load_failed: 'No se pudieron cargar las citas',
      navigation: 'Navegación del calendario',
      legend: 'Leyenda de colores',
      moved: 'Cita %{numero} movida',
      move_failed: 'La cita %{numero} no se movió',
    },
    form: {
      unusual_title: 'Fecha inusual',
      unusual_day: 'La cita es para el %{data}, fuera del período habitual (del %{de} al %{ate}). ¿Es correcta esta fecha?',
      unusual_save: 'Guardar de todos modos',
      unusual_fix: 'Corregir la fecha',
      overnight: 'Termina al día siguiente: %{data} a las %{fim}',
    },
    doca_ocupada: 'El muelle %{doca} ya está reservado por la cita %{other} el %{data}, de %{inicio} a %{fim}',
    doca: 'El muelle debe estar entre 1 y %{docas} (configuración)',
    nota_vazia: 'Indique el número de factura o la clave de acceso',
  },
} satisfies HomeLabels<typeof agendamentos, 'es', Widen<typeof en.messages>>;

export default es;
