// Warehouse resources: labels of their fields, lines and statuses, and their validation and refusal messages (ar).
const messages = {
  app: {
    validation: {
      chave_acesso: 'مفتاح وصول غير صالح: 44 خانة (أرقام؛ خانات CNPJ قد تحتوي على حروف)',
      chave_acesso_dv: 'مفتاح وصول غير صالح: رقم التحقق غير مطابق',
      digits: 'أرقام فقط',
      endereco: 'موقع تخزين غير صالح: استخدم الصيغة A-01-02-03 (ممر، رف، مستوى، موضع)',
      doca: 'يجب أن يكون رصيف التحميل بين 1 و %{docas} (الإعدادات)',
    },
    errors: {
      estoque_insuficiente: 'المخزون غير كافٍ: %{material}، الدفعة %{lote}، الموقع %{endereco}: المتاح %{disponivel}، المطلوب %{pedida}',
      estoque_insuficiente_linha: 'المتاح: %{disponivel}',
      recebimento_entrada: 'لهذا الإشعار الوارد بالفعل عدّ رقم %{other}',
    },
  },
  resources: {
    'motivos-ressalvas': {
      name: 'سبب تحفظ |||| أسباب التحفظ',
      fields: { nome: 'الاسم', descricao: 'الوصف', bloqueia_estoque: 'يحجز المخزون' },
    },
    'materiais-fornecedores': {
      name: 'رمز المورد |||| رموز المورد',
      fields: { fornecedor_id: 'المورد', codigo_fornecedor: 'رمز المورد', material_id: 'المادة', fator_conversao: 'معامل التحويل' },
    },
    agendamentos: {
      name: 'حجز رصيف |||| حجوزات الأرصفة',
      fields: {
        numero: 'الرقم', tipo: 'النوع', data: 'التاريخ', hora_inicio: 'البداية', hora_fim: 'النهاية', doca: 'الرصيف',
        transportadora_id: 'شركة النقل', fornecedor_id: 'المورد', cliente_id: 'العميل', placa: 'اللوحة',
        motorista_nome: 'السائق', status_id: 'الحالة', notas: 'الفواتير المتوقعة', observacao: 'ملاحظة',
      },
      lines: { notas: { chave_acesso: 'مفتاح الوصول' } },
      options: { tipo: { recebimento: 'استلام', expedicao: 'شحن' } },
      statuses: { agendado: 'محجوز', emAndamento: 'قيد التنفيذ', concluido: 'مكتمل', cancelado: 'ملغى', naoCompareceu: 'لم يحضر' },
    },
    entradas: {
      name: 'إشعار وارد |||| إشعارات واردة',
      fields: {
        numero_nf: 'رقم الفاتورة', serie: 'السلسلة', chave_acesso: 'مفتاح الوصول', fornecedor_id: 'المورد', empresa_id: 'الشركة',
        data_emissao: 'تاريخ الإصدار', agendamento_id: 'حجز الرصيف', status_id: 'الحالة', valor_total: 'القيمة الإجمالية',
        arquivo_id: 'ملف XML للفاتورة', itens: 'البنود',
      },
      lines: {
        itens: {
          material_id: 'المادة', codigo_fornecedor: 'رمز المورد', quantidade_nf: 'الكمية في الفاتورة', lote: 'الدفعة',
          validade: 'تاريخ الانتهاء', quantidade: 'الكمية', valor_unitario: 'سعر الوحدة',
        },
      },
      statuses: {
        aguardando: 'بانتظار الاستلام', emConferencia: 'قيد العدّ', recebida: 'مستلمة',
        recebidaComRessalva: 'مستلمة مع تحفظ', cancelada: 'ملغاة',
      },
    },
    recebimentos: {
      name: 'عدّ الاستلام |||| عمليات عدّ الاستلام',
      fields: {
        numero: 'الرقم', entrada_id: 'الإشعار الوارد', data: 'التاريخ', conferente_id: 'القائم بالعدّ', status_id: 'الحالة',
        confirmado_em: 'تاريخ التأكيد', itens: 'البنود المعدودة', observacao: 'ملاحظة',
      },
      lines: {
        itens: {
          entrada_item_id: 'بند الإشعار', quantidade_recebida: 'الكمية المستلمة', endereco: 'موقع التخزين',
          motivo_ressalva_id: 'سبب التحفظ', observacao: 'ملاحظة',
        },
      },
      statuses: { emContagem: 'قيد العدّ', contado: 'تم العدّ', confirmado: 'مؤكد', cancelado: 'ملغى' },
    },
    expedicoes: {
      name: 'إشعار صادر |||| إشعارات صادرة',
      fields: {
        numero_nf: 'رقم الفاتورة', serie: 'السلسلة', chave_acesso: 'مفتاح الوصول', destinatario_id: 'المرسل إليه',
        cliente_id: 'العميل', data: 'التاريخ', status_id: 'الحالة', romaneio_id: 'قائمة التعبئة', volumes: 'الطرود',
        expedida_em: 'تاريخ الشحن', itens: 'البنود', observacao: 'ملاحظة',
      },
      lines: { itens: { material_id: 'المادة', lote: 'الدفعة', endereco: 'موقع التخزين', quantidade: 'الكمية' } },
      statuses: { aberta: 'مفتوحة', expedida: 'مشحونة', cancelada: 'ملغاة' },
    },
    romaneios: {
      name: 'قائمة تعبئة |||| قوائم التعبئة',
      fields: {
        numero: 'الرقم', data: 'التاريخ', transportadora_id: 'شركة النقل', veiculo_id: 'المركبة', motorista_id: 'السائق',
        status_id: 'الحالة', expedicoes: 'الإشعارات الصادرة', volumes: 'الطرود', peso_total: 'الوزن الإجمالي (كغ)', observacao: 'ملاحظة',
      },
      lines: { expedicoes: { expedicao_id: 'إشعار صادر' } },
      statuses: { aberto: 'مفتوحة', fechado: 'مغلقة', cancelado: 'ملغاة' },
    },
    clientes: { fields: { validade_minima_dias: 'الحد الأدنى للصلاحية (أيام)' } },
    configuracoes: { fields: { conferencia_cega: 'عدّ أعمى' } },
  },
};
export default messages;
