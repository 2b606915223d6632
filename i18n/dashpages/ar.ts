// The dashboard pages: figures, period picker, tables and exports (ar).
const messages = {
  "app": {
    "dashpages": {
      "all_zero": "لا شيء للرسم: كل الأرقام صفر (يعرضها الجدول).",
      "as_of": "محدّث في %{time}",
      "csv": "CSV",
      "csv_all": "تصدير كل الأرقام (CSV)",
      "csv_of": "ملف CSV لـ %{title}",
      "empty_dashboard": "لوحة المعلومات هذه فارغة: لا تحتوي على أي مؤشر بعد.",
      "load_failed": "تعذّر تحميل الأرقام.",
      "no_data": "لا توجد بيانات في هذه الفترة.",
      "print": "طباعة",
      "refreshing": "جارٍ تحديث الأرقام",
      "show_chart": "رسم بياني",
      "show_table": "جدول",
      "open_full": "فتح لوحة المعلومات",
      "titles": {
        "clientes": "لوحة معلومات العميل",
        "vazio": "لوحة معلومات فارغة"
      },
      "client": {
        "label": "العميل",
        "choose": "اختر عميلًا لرؤية أرقامه."
      },
      "period": {
        "label": "الفترة",
        "hoje": "اليوم",
        "7d": "آخر 7 أيام",
        "30d": "آخر 30 يومًا",
        "mes": "هذا الشهر",
        "intervalo": "نطاق تواريخ",
        "de": "من",
        "ate": "إلى",
        "shown": "من %{de} إلى %{ate}",
        "weekly": "نقطة واحدة لكل أسبوع"
      },
      "notes": {
        "sem_cliente_estoque": "المخزون ليس له عميل: لا يظهر لعميل واحد.",
        "sem_cliente_insumos": "المستلزمات تخص المركبة لا العميل: لا تظهر لعميل واحد."
      },
      "figures": {
        "resumo": "ملخص",
        "atrasadas": "أوامر متأخرة",
        "concluidas": "المنجزة في الفترة",
        "media_horas": "متوسط الساعات حتى الإنجاز",
        "no_sla": "المنجزة خلال %{horas} ساعة",
        "ordens_por_status": "الأوامر المفتوحة حسب الحالة",
        "abertas_concluidas": "المفتوحة مقابل المنجزة",
        "atrasadas_lista": "الأوامر المتأخرة (الأقدم أولًا)",
        "itinerarios_hoje": "خطوط سير اليوم",
        "paradas_finalizadas": "التوقفات المنجزة",
        "no_prazo": "التوقفات في الموعد",
        "insumos_total": "تكلفة المستلزمات",
        "itinerarios_por_status": "خطوط سير اليوم حسب الحالة",
        "pontualidade": "التوقفات حسب الالتزام بالموعد",
        "paradas_no_prazo": "في الموعد",
        "paradas_fora_do_prazo": "متأخرة",
        "paradas_sem_janela": "منجزة، بلا نافذة تسليم",
        "paradas_abertas": "غير منجزة",
        "ocorrencias": "الحوادث",
        "insumos_por_veiculo": "تكلفة المستلزمات لكل مركبة",
        "entradas_total": "الكمية المستلمة",
        "saidas_total": "الكمية المشحونة",
        "lotes_vencendo_total": "دفعات تنتهي خلال %{dias} يومًا",
        "bloqueado_total": "المخزون المحجوز",
        "movimentos": "الوارد والصادر يوميًا",
        "docas_hoje": "حجوزات اليوم لكل رصيف",
        "doca": "الرصيف %{doca}",
        "estoque_por_categoria": "المخزون حسب الفئة",
        "sem_categoria": "بلا فئة",
        "lotes_vencendo": "دفعات قريبة الانتهاء",
        "bloqueado": "المخزون المحجوز حسب المادة"
      },
      "columns": {
        "indicador": "المؤشر",
        "valor": "القيمة",
        "status": "الحالة",
        "total": "الإجمالي",
        "periodo": "الفترة",
        "abertas": "المفتوحة",
        "concluidas": "المنجزة",
        "numero": "الرقم",
        "cliente": "العميل",
        "data_prevista": "التاريخ المتوقع",
        "situacao": "الوضع",
        "paradas": "التوقفات",
        "ocorrencia": "الحادثة",
        "tipo": "النوع",
        "veiculo": "المركبة",
        "lancamentos": "القيود",
        "custo": "التكلفة",
        "entradas": "الوارد",
        "saidas": "الصادر",
        "doca": "الرصيف",
        "recebimento": "الاستلام",
        "expedicao": "الشحن",
        "categoria": "الفئة",
        "materiais": "المواد",
        "quantidade": "الكمية",
        "material": "المادة",
        "lote": "الدفعة",
        "validade": "تاريخ الانتهاء",
        "unidade": "الوحدة",
        "bloqueada": "المحجوزة"
      }
    }
  }
};

export default messages;
