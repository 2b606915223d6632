// Outbound screens: the FEFO pick suggestion and the shipment confirmation (ar).
const messages = {
  app: {
    outbound: {
      motivo: {
        fefo: 'أقرب تاريخ انتهاء (%{data})، متبقٍ %{dias} يومًا',
        fefo_cliente: 'أقرب تاريخ انتهاء (%{data}) مع ≥ %{minimo} يومًا متبقية لهذا العميل (المتبقي %{dias})',
        sem_validade: 'بدون تتبع لتاريخ الانتهاء',
        vencido: 'منتهي الصلاحية في %{data}',
        validade_curta: 'متبقٍ %{dias} يومًا فقط حتى %{data}؛ يحتاج هذا العميل %{minimo}',
        bloqueado: 'مخزون محجوب',
        falta: 'المخزون غير كافٍ: ينقص %{falta}',
      },
      sugerir: 'اقتراح',
      sugerir_linha: 'اقتراح الدفعة والموقع للسطر %{n}',
      sugerido: 'تم تطبيق الاقتراح',
      escolha_material: 'اختر المادة والكمية أولاً',
      pulados: 'المستبعد',
      confirmar: 'تأكيد الشحن',
      confirmada: 'تم تأكيد الشحن',
      motivo_label: 'سبب اختيار هذه الدفعة',
      nada: 'لا يوجد مخزون متاح',
    },
    errors: {
      expedicao_nao_aberta: 'المذكرة %{numero} في حالة %{status}: لا يمكن شحن إلا مذكرة مفتوحة',
    },
    validation: {
      endereco_obrigatorio: 'اختر موقع الصرف',
      lote_obrigatorio: 'هذه المادة تُتتبع بالدفعة: اختر الدفعة',
    },
  },
};

export default messages;
