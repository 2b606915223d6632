// Form messages (ar): sections, masked inputs, version conflicts, role names. Keys under app.forms and app.roles.names.
// The count follows a colon, so one text reads right for every number.
import type en from './en';

const messages: typeof en = {
  app: {
    forms: {
      latlng: {
        pick: 'انقر على الخريطة لتحديد النقطة، أو اكتب الإحداثيات',
        map: 'خريطة لتحديد النقطة',
        clear: 'مسح الموقع',
        lat: 'خط العرض',
        lng: 'خط الطول',
        tiles_unavailable: 'خريطة الخلفية غير متاحة: لا تزال النقاط معروضة',
      },
      sections: {
        identificacao: 'بيانات التعريف',
        endereco: 'العنوان',
        contato: 'الاتصال',
        acesso: 'الدخول',
        habilitacao: 'رخصة القيادة',
        empresa: 'الشركة',
        operacao: 'التشغيل',
        mapa: 'الخريطة',
      },
      max_digits: 'الحد الأقصى لعدد الأرقام: %{max}، ولم يُقبل الرقم الزائد',
      max_characters: 'الحد الأقصى لعدد الأحرف: %{max}، ولم يُقبل الحرف الزائد',
      number_ambiguous: 'قد تعني %{grouped} أو %{decimal}: اكتب إحدى الصيغتين',
      no_options: 'لا توجد خيارات',
      current_settings_delete: 'لا يمكن حذف الإعدادات الحالية',
      conflict: {
        reload: 'إعادة تحميل السجل',
        reloaded: 'تم تحميل أحدث نسخة. ما كتبته لا يزال في النموذج: راجعه ثم احفظ مرة أخرى.',
        theirs: '%{field}: حفظ الشخص الآخر «%{value}»',
        theirs_changed: '%{field}: غيّره الشخص الآخر أيضًا',
        theirs_cleared: '%{field}: أفرغه الشخص الآخر',
      },
      field_failed: 'تعذّر عرض «%{field}». كل ما كُتب في النموذج ما زال هنا.',
      unsaved_restored: 'عاد إلى النموذج ما كتبته ولم تحفظه. راجعه ثم احفظ.',
    },
    roles: {
      // Every role of docs/domain.md "Roles" (src/registry/roles.ts) as the user form shows it.
      names: {
        admin: 'مدير النظام (كل الصلاحيات)',
        'view-dashboard': 'قائمة لوحات المعلومات',
        'view-dashboard-ordens-servico': 'لوحة أوامر الخدمة',
        'view-dashboard-transportes': 'لوحة النقل',
        'view-dashboard-armazenamento': 'لوحة التخزين',
        'view-configuracoes': 'قائمة الإعدادات وإعدادات الشركة',
        'view-grupos': 'المجموعات',
        'view-status': 'الحالات',
        'view-tipos': 'الأنواع',
        'view-categorias': 'الفئات',
        'view-gestao': 'قائمة الإدارة وشركات النقل والمستلمون',
        'view-empresas': 'الشركات',
        'view-clientes': 'العملاء',
        'view-users': 'المستخدمون',
        'view-fornecedores': 'الموردون',
        'view-coleta-entrega': 'قائمة النقل والمطارات والمواد والمستلزمات',
        'view-pontos-menu': 'النقاط',
        'view-rotas-menu': 'المسارات',
        'view-solicitacoes-menu': 'الطلبات',
        'view-itinerarios-menu': 'خطوط السير',
        'view-veiculos': 'المركبات',
        'view-ocorrencias': 'الحوادث',
        'view-ordens-servico': 'أوامر الخدمة',
        'view-armazenamento': 'قائمة التخزين',
        'view-agendamentos': 'المواعيد',
        'view-entradas': 'إشعارات الاستلام وعمليات الاستلام',
        'view-saidas': 'إشعارات الصرف',
        'view-produtos': 'المخزون',
        'view-romaneios': 'قوائم التحميل',
        'view-motivos-ressalvas': 'أسباب التحفظ',
        'liberar-validade': 'السماح بشحن دفعات منتهية أو قصيرة الصلاحية',
      },
    },
  },
};
export default messages;
