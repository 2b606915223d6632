import type { HomeLabels, Widen } from '../../../registry/labels';
import type enderecos from '../index';
import type en from './en';

const ar = {
  name: 'مواقع تخزين |||| موقع تخزين |||| مواقع التخزين |||| مواقع التخزين |||| مواقع التخزين |||| مواقع التخزين',
  fields: {
    endereco: 'الموقع', zona: 'المنطقة', descricao: 'الوصف', capacidade: 'السعة (وحدات)', bloqueado: 'محظور', ativo: 'نشط',
  },
  pages: { transferencia: 'النقل بين المواقع' },
  messages: {
    desconhecido: 'الموقع %{endereco} غير مسجل',
    inativo: 'الموقع %{endereco} غير نشط',
    bloqueado: 'الموقع %{endereco} محظور: لا يستقبل مخزونًا',
    em_uso: 'الموقع %{endereco} يحتوي على مخزون: أخرجه أولًا',
    mesmo_endereco: 'اختر موقعًا مختلفًا عن موقع المصدر',
    suggestion: {
      title: 'الموقع المقترح',
      take: 'استخدام %{endereco}',
      none: 'لا يوجد موقع فارغ لاقتراحه',
      mesmo_lote: 'يحتوي بالفعل على هذه الدفعة (%{quantidade})',
      mesmo_material: 'يحتوي بالفعل على هذه المادة (%{quantidade})',
      vazio: 'فارغ، المنطقة %{zona}',
    },
    transfer: {
      title: 'النقل بين المواقع',
      intro: 'امسح كل رمز أو اكتبه؛ مفتاح Enter ينقل إلى الحقل التالي.',
      de: 'من الموقع',
      material: 'المنتج',
      lote: 'الدفعة',
      para: 'إلى الموقع',
      quantidade: 'الكمية',
      submit: 'نقل',
      done: 'تم نقل %{quantidade} من %{de} إلى %{para}',
      queued: 'حُفظ على هذا الجهاز؛ سيُرسل النقل عند عودة الاتصال',
      scan: 'امسح المصدر ثم المنتج ثم الوجهة',
      scan_de: 'امسح موقع المصدر',
      scan_material: 'امسح المنتج (GS1: المنتج والدفعة معًا)',
      scan_para: 'امسح موقع الوجهة',
      scan_no_product: 'هذا الرمز لا يدل على منتج: امسح المنتج',
      material_unknown: 'لا يوجد منتج بالرمز %{codigo}',
      available: 'المتاح في %{endereco}: %{quantidade}',
    },
  },
} satisfies HomeLabels<typeof enderecos, 'ar', Widen<typeof en.messages>>;

export default ar;
