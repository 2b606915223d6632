// Packing lists: refusals and the printable manifest (ar).
const messages = {
  app: {
    errors: {
      expedicao_cancelada: 'إشعار الشحن %{nota} ملغى ولا يمكن إضافته إلى قائمة تعبئة',
      expedicao_em_romaneio: 'إشعار الشحن %{nota} موجود بالفعل في قائمة التعبئة %{romaneio}',
    },
    romaneios: {
      manifest: {
        print_open: 'طباعة بيان الشحن',
        title: 'بيان الحمولة',
        romaneio: 'قائمة التعبئة %{numero}',
        date: 'التاريخ',
        carrier: 'شركة النقل',
        plate: 'لوحة المركبة',
        driver: 'السائق',
        nf: 'الفاتورة',
        serie: 'السلسلة',
        key: 'مفتاح الوصول',
        consignee: 'المرسل إليه',
        volumes: 'الطرود',
        weight: 'الوزن (كغ)',
        totals: 'المجاميع',
        notes: 'لا إشعارات |||| إشعار واحد |||| إشعاران |||| %{smart_count} إشعارات |||| %{smart_count} إشعارًا |||| %{smart_count} إشعار',
        sign_driver: 'توقيع السائق',
        sign_dispatcher: 'توقيع المرسِل',
        print: 'طباعة',
        back: 'العودة إلى قائمة التعبئة',
        cnpj: 'CNPJ',
        loading: 'جارٍ تحميل البيان…',
        failed: 'تعذر تحميل البيان',
      },
    },
  },
};

export default messages;
