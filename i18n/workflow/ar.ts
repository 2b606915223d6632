// Workflow records on screen: lifecycle buttons, the history tab, line items, stored files (ar).
const messages = {
  app: {
    workflow: {
      move_to: 'تغيير إلى %{status}',
      moved: 'تم تغيير الحالة إلى %{status}',
      current: 'الحالة الحالية',
      overdue: 'متأخرة',
      overdue_hint: 'تجاوزت التاريخ المتوقع ولم تُنجز',
      no_moves: 'لا توجد تغييرات أخرى في الحالة',
    },
    history: {
      tab: 'السجل',
      details: 'التفاصيل',
      empty: 'لم تُسجل أي تغييرات بعد',
      by: 'بواسطة %{user}',
      system: 'النظام',
      load_failed: 'تعذر تحميل السجل',
      changed: 'تم التغيير',
      empty_value: '(فارغ)',
      line: '%{lines} %{n}',
      line_added: 'أُضيف',
      line_removed: 'أُزيل',
      position: 'الموضع',
      more: 'عرض التغييرات الأقدم',
      actions: {
        create: 'أُنشئ',
        update: 'عُدّل',
        delete: 'حُذف',
        transition: 'تغيرت الحالة',
        planejar: 'خُططت الطلبات',
        finalizar: 'أُنهيت محطة',
        import: 'استُورد',
      },
    },
    lines: {
      add: 'إضافة بند',
      remove: 'إزالة البند %{n}',
      up: 'نقل البند %{n} إلى الأعلى',
      down: 'نقل البند %{n} إلى الأسفل',
      drag: 'إعادة ترتيب البند %{n}: اضغط المسافة ثم مفاتيح الأسهم',
      empty: 'لا توجد بنود بعد',
      number: 'البند',
      picked: 'تم التقاط البند %{n}.',
      over: 'البند %{n} فوق الموضع %{to}.',
      dropped: 'تم وضع البند %{n} في الموضع %{to}.',
      cancelled: 'أُلغيت إعادة الترتيب؛ عاد البند %{n} إلى الموضع %{to}.',
    },
    files: {
      photo: 'صورة',
      open: 'فتح الصورة',
      none: 'لا توجد صورة',
      load_failed: 'تعذر تحميل الملف',
    },
  },
};

export default messages;
