import type { HomeLabels, Widen } from '../../../registry/labels';
import type recebimentos from '../index';
import type en from './en';

const ar = {
  name: 'عمليات عدّ استلام |||| عدّ الاستلام |||| عمليات عدّ الاستلام |||| عمليات عدّ الاستلام |||| عمليات عدّ الاستلام |||| عمليات عدّ الاستلام',
  fields: {
    numero: 'الرقم',
    entrada_id: 'الإشعار الوارد',
    data: 'التاريخ',
    conferente_id: 'القائم بالعدّ',
    status_id: 'الحالة',
    confirmado_em: 'تاريخ التأكيد',
    itens: 'البنود المعدودة',
    observacao: 'ملاحظة',
  },
  lines: {
    itens: {
      entrada_item_id: 'بند الإشعار',
      quantidade_recebida: 'الكمية المستلمة',
      endereco: 'موقع التخزين',
      motivo_ressalva_id: 'سبب التحفظ',
      observacao: 'ملاحظة',
    },
  },
  statuses: { emContagem: 'قيد العدّ', contado: 'تم العدّ', confirmado: 'مؤكد', cancelado: 'ملغى' },
  messages: {
    title: 'الجرد',
    open: 'فتح الجرد',
    invoiced: 'المفوتر',
    counted: 'المعدود',
    difference: 'الفرق',
    differences: 'الفروق المعدود − المفوتر',
    no_differences: 'لا فروق',
    quantity: 'الكمية المستلمة',
    bin: 'الموقع',
    reason: 'التحفظ',
    note: 'ملاحظة',
    lot: 'الدفعة',
    expiry: 'الصلاحية',
    add_bin: 'إضافة موقع',
    remove_bin: 'إزالة الموقع',
    submit: 'إرسال الجرد',
    confirm: 'تأكيد الاستلام',
    recount: 'إعادة الجرد',
    blind: 'جرد أعمى: تظهر الكميات المفوترة بعد إرسال الجرد',
    submitted: 'تم إرسال الجرد',
    confirmed: 'تم تأكيد الاستلام: سُجّل المخزون',
    load_failed: 'تعذر تحميل الجرد',
    entrada_nao_recebivel: 'لا يمكن جرد هذا الوارد: حالته %{status}',
    recebimento_nao_contado: 'لا يمكن تأكيد إلا استلام تم جرده: حالته %{status}',
    entrada_item: 'ليس بندًا من هذا الوارد',
    recebimento_entrada_fixa: 'الجرد يخص واردًا واحدًا: افتح جردًا آخر لوارد آخر',
    recebimento_entrada: 'لهذا الإشعار الوارد بالفعل عدّ رقم %{other}',
  },
} satisfies HomeLabels<typeof recebimentos, 'ar', Widen<typeof en.messages>>;

export default ar;
