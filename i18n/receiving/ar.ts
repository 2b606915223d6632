// Receiving: the count screen of a recebimento and its refusals (ar).
const messages = {
  app: {
    validation: {
      entrada_item: 'ليس بندًا من هذا الوارد',
      recebimento_entrada_fixa: 'الجرد يخص واردًا واحدًا: افتح جردًا آخر لوارد آخر',
    },
    errors: {
      entrada_nao_recebivel: 'لا يمكن جرد هذا الوارد: حالته %{status}',
      recebimento_nao_contado: 'لا يمكن تأكيد إلا استلام تم جرده: حالته %{status}',
    },
    receiving: {
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
    },
  },
};

export default messages;
