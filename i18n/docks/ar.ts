// Dock bookings: the dock calendar and the refusals of a taken slot (ar).
const messages = {
  app: {
    errors: {
      doca_ocupada: "الرصيف %{doca} محجوز بالفعل بالموعد %{other} في %{data}، من %{inicio} إلى %{fim}",
      conflict_exclusion: "هذه الفترة محجوزة بالفعل على هذا الرصيف",
    },
    docks: {
      calendar: {
        calendar: "التقويم",
        list: "القائمة",
        view: "العرض",
        today: "اليوم",
        previous: "السابق",
        next: "التالي",
        day: "يوم",
        week: "أسبوع",
        no_events: "لا توجد مواعيد في هذه الفترة",
        dock: "الرصيف %{doca}",
        no_docks: "حدد عدد الأرصفة في الإعدادات",
        more: "+%{count} أخرى",
        time: "الوقت",
        event: "موعد",
        date: "التاريخ",
        all_day: "طوال اليوم",
        load_failed: "تعذر تحميل المواعيد",
      },
    },
  },
};

export default messages;
