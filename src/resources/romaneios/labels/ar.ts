import type { HomeLabels, Widen } from '../../../registry/labels';
import type romaneios from '../index';
import type en from './en';

const ar = {
  name: 'قوائم تعبئة |||| قائمة تعبئة |||| قوائم التعبئة |||| قوائم التعبئة |||| قوائم التعبئة |||| قوائم التعبئة',
  fields: {
    numero: 'الرقم',
    data: 'التاريخ',
    transportadora_id: 'شركة النقل',
    veiculo_id: 'المركبة',
    motorista_id: 'السائق',
    status_id: 'الحالة',
    expedicoes: 'الإشعارات الصادرة',
    volumes: 'الطرود',
    peso_total: 'الوزن الإجمالي (كغ)',
    observacao: 'ملاحظة',
  },
  lines: {
    expedicoes: { expedicao_id: 'إشعار صادر' },
  },
  statuses: { aberto: 'مفتوحة', fechado: 'مغلقة', cancelado: 'ملغاة' },
  pages: { manifest: 'بيان الحمولة' },
  messages: {
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
    expedicao_cancelada: 'إشعار الشحن %{nota} ملغى ولا يمكن إضافته إلى قائمة تعبئة',
    expedicao_em_romaneio: 'إشعار الشحن %{nota} موجود بالفعل في قائمة التعبئة %{romaneio}',
  },
} satisfies HomeLabels<typeof romaneios, 'ar', Widen<typeof en.messages>>;

export default ar;
