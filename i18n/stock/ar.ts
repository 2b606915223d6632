// Stock pages, the ledger and adjustments (ar).
const messages = {
  "app": {
    "stock": {
      "titles": {
        "movimentos": "حركات المخزون"
      },
      "fields": {
        "material_codigo": "المادة",
        "material_descricao": "الوصف",
        "material_unidade": "الوحدة",
        "categoria_nome": "الفئة",
        "lote": "الدفعة",
        "endereco": "الموقع",
        "validade": "تاريخ الانتهاء",
        "quantidade": "الكمية",
        "reservada": "محجوزة",
        "bloqueada": "موقوفة",
        "disponivel": "متاحة",
        "origem": "المصدر",
        "documento_id": "المستند",
        "motivo": "السبب",
        "usuario_nome": "المستخدم",
        "created_at": "التاريخ",
        "seq": "رقم"
      },
      "filters": {
        "q": "بحث",
        "material_id": "المادة",
        "categoria_id": "الفئة",
        "lote": "الدفعة",
        "endereco": "الموقع",
        "vencendo_em_dias": "تنتهي خلال (أيام)",
        "origem": "المصدر",
        "status": "الحالة",
        "created_at_gte": "من",
        "created_at_lte": "إلى"
      },
      "chips": {
        "vencido": "منتهية",
        "vencendo": "قاربت الانتهاء"
      },
      "origem": {
        "recebimento": "استلام",
        "expedicao": "شحن",
        "ajuste": "تسوية"
      },
      "status": {
        "disponivel": "متاحة",
        "reservada": "محجوزة",
        "bloqueada": "موقوفة"
      },
      "ledger": "الحركات",
      "ledger_of": "حركات %{material}",
      "adjust": {
        "open": "تسوية",
        "title": "تسوية المخزون",
        "material": "المادة",
        "lote": "الدفعة",
        "validade": "تاريخ الانتهاء",
        "endereco": "الموقع",
        "quantidade": "الكمية (+ إدخال، − إخراج)",
        "bloqueada": "منها موقوفة (بإشارة)",
        "motivo": "السبب",
        "submit": "تسجيل التسوية",
        "cancel": "إلغاء",
        "done": "تم تسجيل التسوية"
      },
      "empty": "لا يوجد مخزون بهذه المرشحات"
    },
    "validation": {
      "nao_zero": "يجب ألا تكون صفرًا"
    }
  }
};

export default messages;
