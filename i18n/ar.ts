// App catalog (ar, Modern Standard Arabic).
// resources.*.name carry Polyglot's six Arabic forms: zero |||| one |||| two |||| few |||| many |||| other.
// react-admin asks for count 1 (create/edit/show titles), 2 (list title, menu), 0 ("no results"/"empty" texts)
// and the selection size (bulk actions), so "two" holds the plural list title rather than the dual.
import type { AppMessages } from './en';
const ar: AppMessages = {
  app: {
    name: 'نظام الإدارة اللوجستية',
    menu: {
      dashboards: 'لوحات المعلومات',
      configuracoes: 'الإعدادات',
      gestao: 'الإدارة',
      transporte: 'النقل',
      armazenamento: 'التخزين',
      relatorios: 'التقارير',
    },
    validation: {
      required: 'مطلوب',
      invalid: 'قيمة غير صالحة',
      object: 'يُتوقَّع كائن',
      text: 'يجب أن يكون نصًا',
      too_long: 'يجب ألا يزيد عن %{max} من الأحرف',
      too_short: 'يجب ألا يقل عن %{min} من الأحرف',
      too_small: 'يجب ألا تقل القيمة عن %{min}',
      too_big: 'يجب ألا تزيد القيمة عن %{max}',
      email: 'يجب أن يكون عنوان بريد إلكتروني صالحًا',
      integer: 'يجب أن يكون عددًا صحيحًا',
      number: 'يجب أن يكون رقمًا',
      boolean: 'يجب أن تكون القيمة نعم أو لا',
      date: 'يجب أن يكون تاريخًا صالحًا (dd/MM/yyyy)',
      time: 'يجب أن يكون وقتًا صالحًا (HH:mm)',
      datetime: 'يجب أن يكون تاريخًا ووقتًا صالحين',
      enum: 'يجب اختيار أحد الخيارات المدرجة',
      ref: 'يجب أن يكون سجلًا موجودًا',
      cnpj: 'رقم CNPJ غير صالح',
      cpf: 'رقم CPF غير صالح',
      cpf_cnpj: 'رقم CPF أو CNPJ غير صالح',
      cep: 'الرمز البريدي (CEP) غير صالح',
      phone: 'رقم الهاتف غير صالح (10 أرقام)',
      mobile: 'رقم الجوال غير صالح (11 رقمًا)',
      card: 'رقم البطاقة غير صالح',
      uf: 'الولاية (UF) غير صالحة',
      latlng: 'إحداثيات غير صالحة',
      role: 'صلاحية غير معروفة',
      roles: 'يجب أن تكون قائمة صلاحيات',
      unknown_field: 'حقل غير معروف «%{field}»',
    },
    errors: {
      validation: 'بعض الحقول غير صالحة',
      bad_request: 'طلب غير صالح',
      unauthorized: 'يُرجى تسجيل الدخول مرة أخرى',
      forbidden: 'ليست لديك صلاحية الوصول إلى هذا المحتوى',
      not_found: 'السجل غير موجود',
      route_not_found: 'تعذّر العثور على هذه الصفحة',
      conflict_version: 'عدّل شخص آخر هذا السجل. أعد تحميله ثم طبّق تغييراتك مرة أخرى.',
      conflict_unique: 'يوجد سجل آخر بهذه القيمة بالفعل',
      conflict_reference: 'لا يمكن حذف هذا السجل لأنه لا يزال مستخدمًا في سجلات أخرى',
      missing_reference: 'السجل المُشار إليه غير موجود',
      rate_limited: 'عدد كبير جدًا من محاولات تسجيل الدخول الفاشلة. حاول مرة أخرى بعد %{seconds} ثانية.',
      bad_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      inactive: 'هذا الحساب غير نشط',
      token_invalid: 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
      role_escalation: 'لا يمكنك منح الصلاحية «%{role}» أو إزالتها لأنك لا تملكها',
      admin_only: 'لا يمكن تعديل حساب مسؤول إلا من قِبل مسؤول',
      bad_filter: 'عامل تصفية غير معروف «%{field}»',
      bad_sort: 'لا يمكن الفرز حسب «%{field}»',
      internal: 'حدث خطأ في الخادم',
    },
    auth: {
      email: 'البريد الإلكتروني',
    },
    home: {
      welcome: 'مرحبًا، %{name}',
      intro: 'اختر قسمًا من القائمة للبدء.',
    },
    notification: {
      access_denied: 'تم رفض الوصول',
      conflict: 'تعارض: تم تغيير السجل أو أن القيمة مستخدمة بالفعل',
    },
  },
  resources: {
    grupos: {
      name: 'مجموعات |||| مجموعة |||| المجموعات |||| المجموعات |||| المجموعات |||| المجموعات',
      fields: { nome: 'الاسم', descricao: 'الوصف' },
    },
    status: {
      name: 'حالات |||| حالة |||| الحالات |||| الحالات |||| الحالات |||| الحالات',
      fields: { nome: 'الاسم', grupo_id: 'المجموعة', ordem: 'الترتيب' },
    },
    tipos: {
      name: 'أنواع |||| نوع |||| الأنواع |||| الأنواع |||| الأنواع |||| الأنواع',
      fields: { nome: 'الاسم', grupo_id: 'المجموعة' },
    },
    categorias: {
      name: 'فئات |||| فئة |||| الفئات |||| الفئات |||| الفئات |||| الفئات',
      fields: { nome: 'الاسم', descricao: 'الوصف' },
    },
    usuarios: {
      name: 'مستخدمين |||| مستخدم |||| المستخدمون |||| المستخدمين |||| المستخدمين |||| المستخدمين',
      fields: {
        firstName: 'الاسم الأول',
        lastName: 'اسم العائلة',
        email: 'البريد الإلكتروني',
        password: 'كلمة المرور',
        cpf: 'CPF',
        telefone: 'الهاتف',
        celular: 'الجوال',
        tipo_id: 'نوع المستخدم',
        roles: 'الصلاحيات',
        ativo: 'نشط',
        cnh: 'رخصة القيادة (CNH)',
        cnh_categoria: 'فئة الرخصة',
        cnh_validade: 'تاريخ انتهاء الرخصة',
      },
    },
  },
  common: {
    fields: { id: 'المعرّف', created_at: 'تاريخ الإنشاء', updated_at: 'تاريخ التحديث', version: 'الإصدار' },
  },
};

export default ar;
