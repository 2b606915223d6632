import type { HomeLabels, Widen } from '../../../registry/labels';
import type agendamentos from '../index';
import type en from './en';

const ar = {
  name: 'حجوزات أرصفة |||| حجز رصيف |||| حجوزات الأرصفة |||| حجوزات الأرصفة |||| حجوزات الأرصفة |||| حجوزات الأرصفة',
  fields: {
    numero: 'الرقم',
    tipo: 'النوع',
    data: 'التاريخ',
    hora_inicio: 'البداية',
    hora_fim: 'النهاية',
    doca: 'الرصيف',
    transportadora_id: 'شركة النقل',
    fornecedor_id: 'المورد',
    cliente_id: 'العميل',
    placa: 'اللوحة',
    motorista_nome: 'السائق',
    status_id: 'الحالة',
    notas: 'الفواتير المتوقعة',
    observacao: 'ملاحظة',
  },
  lines: {
    notas: { numero_nf: 'رقم الفاتورة', chave_acesso: 'مفتاح الوصول' },
  },
  values: { tipo: { recebimento: 'استلام', expedicao: 'شحن' } },
  statuses: { agendado: 'محجوز', emAndamento: 'قيد التنفيذ', concluido: 'مكتمل', cancelado: 'ملغى', naoCompareceu: 'لم يحضر' },
  messages: {
    calendar: {
      calendar: 'التقويم',
      list: 'القائمة',
      view: 'العرض',
      today: 'اليوم',
      previous: 'السابق',
      next: 'التالي',
      day: 'يوم',
      week: 'أسبوع',
      no_events: 'لا توجد مواعيد في هذه الفترة',
      dock: 'الرصيف %{doca}',
      no_docks: 'حدد عدد الأرصفة في الإعدادات',
      more: '+%{count} أخرى',
      time: 'الوقت',
      event: 'موعد',
      date: 'التاريخ',
      all_day: 'طوال اليوم',
      load_failed: 'تعذر تحميل المواعيد',
      navigation: 'التنقل في التقويم',
      legend: 'دليل الألوان',
      moved: 'تم نقل الموعد %{numero}',
      move_failed: 'لم يتم نقل الموعد %{numero}',
    },
    form: {
      unusual_title: 'تاريخ غير معتاد',
      unusual_day: 'الموعد بتاريخ %{data}، خارج الفترة المعتادة (من %{de} إلى %{ate}). هل هذا التاريخ صحيح؟',
      unusual_save: 'احفظ على أي حال',
      unusual_fix: 'صحح التاريخ',
      overnight: 'ينتهي في اليوم التالي: %{data} الساعة %{fim}',
    },
    doca_ocupada: 'الرصيف %{doca} محجوز بالفعل بالموعد %{other} في %{data}، من %{inicio} إلى %{fim}',
    doca: 'يجب أن يكون رصيف التحميل بين 1 و %{docas} (الإعدادات)',
    nota_vazia: 'أدخل رقم الفاتورة أو مفتاح الوصول',
  },
} satisfies HomeLabels<typeof agendamentos, 'ar', Widen<typeof en.messages>>;

export default ar;
