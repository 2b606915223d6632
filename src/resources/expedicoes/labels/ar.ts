import type { HomeLabels, Widen } from '../../../registry/labels';
import type expedicoes from '../index';
import type en from './en';

const ar = {
  name: 'إشعارات صادرة |||| إشعار صادر |||| الإشعارات الصادرة |||| الإشعارات الصادرة |||| الإشعارات الصادرة |||| الإشعارات الصادرة',
  fields: {
    numero_nf: 'رقم الفاتورة',
    serie: 'السلسلة',
    chave_acesso: 'مفتاح الوصول',
    destinatario_id: 'المرسل إليه',
    cliente_id: 'العميل',
    data: 'التاريخ',
    status_id: 'الحالة',
    romaneio_id: 'قائمة التعبئة',
    volumes: 'الطرود',
    expedida_em: 'تاريخ الشحن',
    itens: 'البنود',
    observacao: 'ملاحظة',
  },
  lines: {
    itens: { material_id: 'المادة', lote: 'الدفعة', endereco: 'موقع التخزين', quantidade: 'الكمية', motivo_liberacao: 'سبب الاستثناء (الصلاحية)' },
  },
  statuses: { aberta: 'مفتوحة', expedida: 'مشحونة', cancelada: 'ملغاة' },
  messages: {
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
    expedicao_nao_aberta: 'المذكرة %{numero} في حالة %{status}: لا يمكن شحن إلا مذكرة مفتوحة',
    endereco_obrigatorio: 'اختر موقع الصرف',
    lote_obrigatorio: 'هذه المادة تُتتبع بالدفعة: اختر الدفعة',
    vencido_linha: 'السطر %{linha}: انتهت صلاحية الدفعة %{lote} في %{data}؛ لا تُشحن دفعة منتهية دون استثناء',
    validade_curta_linha: 'السطر %{linha}: ستبقى للدفعة %{lote} %{dias} يومًا من الصلاحية في %{dia}؛ يشترط هذا العميل %{minimo}',
    liberacao_sem_permissao: 'السطر %{linha}: وحده من يملك صلاحية «%{papel}» يمكنه استثناء دفعة خارج الصلاحية',
    liberacao_sem_permissao_campo: 'وحده من يملك صلاحية «%{papel}» يمكنه الاستثناء',
    validade: {
      bloqueia: 'السطر %{n}، الدفعة %{lote}: %{motivo}. اختر دفعة أخرى أو اذكر سبب الاستثناء.',
      pedir: 'السطر %{n}، الدفعة %{lote}: %{motivo}. اختر دفعة أخرى أو اطلب الاستثناء ممن يملك صلاحية «%{papel}».',
      liberado: 'السطر %{n}، الدفعة %{lote}: %{motivo}؛ مستثنى: %{liberacao}',
    },
  },
} satisfies HomeLabels<typeof expedicoes, 'ar', Widen<typeof en.messages>>;

export default ar;
