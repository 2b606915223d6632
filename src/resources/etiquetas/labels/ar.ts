import type { HomeLabels, Widen } from '../../../registry/labels';
import type etiquetas from '../index';
import en from './en';

const ar = {
  name: 'ملصقات |||| ملصق |||| ملصقان |||| ملصقات |||| ملصقًا |||| ملصق',
  messages: {
    dialog: {
      open: 'الملصقات',
      open_selected: 'ملصقات الصفوف المحددة',
      title: 'طباعة الملصقات',
      format: 'التنسيق',
      // The sizes isolated left to right (U+2066 … U+2069): in a right-to-left line 100 × 50 would read 50 × 100.
      formats: { 'pdf-a4': 'PDF، ورقة \u2066A4 (3 × 8)\u2069', 'pdf-termica': 'PDF، حراري \u2066100 × 50\u2069 مم', zpl: 'ZPL (طابعة Zebra)' },
      rows: 'الصفوف المراد وضع ملصقات لها',
      count: 'الملصقات: %{count}',
      none: 'اختر صفًا واحدًا على الأقل',
      palete: 'ملصق المنصة (SSCC)',
      sem_prefixo: 'حدّد بادئة الشركة GS1 في معلمات النظام لطباعة ملصقات المنصات',
      download: 'تنزيل',
      cancel: 'إلغاء',
      done: 'تم تنزيل الملصقات',
    },
    // What an Arabic-speaking user's labels print: Latin words (English), on purpose. Zebra printers
    // hold no Arabic font, pdf-lib's standard fonts have no Arabic glyphs and it shapes no Arabic
    // text, and a label's data are Latin codes read on a Brazilian floor (docs/decisions.md "Labels"):
    // the English words, taken from the English catalog.
    impresso: en.messages.impresso,
    linha_estoque: 'ليس صفًا من صفحات المخزون',
    sem_estoque: 'لا مخزون من هذه المادة والدفعة والموقع',
    gs1_invalido: 'قيمة غير صالحة لحقل GS1 الخاص بها',
    gs1_longo: 'طويل جدًا لملصق GS1 (20 حرفًا للدفعة، و90 للرمز)',
    gs1_caracteres: 'يقبل ملصق GS1 الحروف اللاتينية والأرقام و!"%&\'*+,-./:;<=>?_ فقط (بلا مسافات ولا علامات)',
    recebimento_nao_confirmado: 'تُطبع ملصقات الاستلام بعد تأكيده (التخزين)؛ حالته الآن %{status}',
    sem_prefixo: 'لا توجد بادئة شركة GS1 في معلمات النظام: ملصق المنصة (SSCC) يحتاج إليها',
    sscc_esgotado: 'لم يتبقَّ رقم تسلسلي SSCC لبادئة الشركة %{prefixo}',
  },
} satisfies HomeLabels<typeof etiquetas, 'ar', Widen<typeof en.messages>>;

export default ar;
