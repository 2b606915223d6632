// Shell messages (ar, Modern Standard Arabic): menu, top bar, footer, theme panel. Keys live under app.shell.
import type { ShellMessages } from './en';

const messages: ShellMessages = {
  app: {
    shell: {
      home: 'الرئيسية',
      menu: {
        label: 'القائمة الرئيسية',
        aeroportos: 'المطارات',
        pontos: 'النقاط',
        rotas: 'المسارات',
        materiais: 'المواد',
        solicitacoes: 'الطلبات',
        itinerarios: 'خطوط السير',
        veiculos: 'المركبات',
        ocorrencias: 'الحوادث',
        ordens_servico: 'أوامر الخدمة',
        insumos: 'المستلزمات',
        agendamentos: 'المواعيد',
        entradas: 'إشعارات الاستلام',
        expedicoes: 'إشعارات الصرف',
        produtos: 'المنتجات',
        romaneios: 'قوائم التحميل',
        motivos_ressalvas: 'أسباب التحفظ',
      },
      topbar: {
        toggle_menu: 'إظهار القائمة أو إخفاؤها',
        fullscreen: 'ملء الشاشة',
        exit_fullscreen: 'الخروج من ملء الشاشة',
        theme_settings: 'إعدادات المظهر',
        language: 'اللغة: %{language}',
      },
      user_menu: {
        profile: 'ملفي الشخصي',
        lock: 'قفل الشاشة',
        language: 'اللغة',
      },
      footer: {
        developed_by: 'من تطوير %{company}',
        developed_by_team: 'من تطوير فريق المنتج',
      },
      theme: {
        title: 'إعدادات المظهر',
        tabs: { settings: 'الإعدادات', chat: 'الدردشة', tasks: 'المهام' },
        chat: {
          note: 'محتوى تجريبي: هذه الدردشة لا ترسل الرسائل ولا تستقبلها.',
          dispatch: { role: 'الشحن', message: 'تم التحقق من قائمة التعبئة 1042، يمكن تحرير الرصيف 2.' },
          driver: { role: 'سائق', message: 'وصلت إلى العميل، أبدأ التفريغ.' },
          warehouse: { role: 'المستودع', message: 'اكتمل جرد الممر A، دون فروقات.' },
        },
        layoutType: { label: 'التخطيط', vertical: 'عمودي', horizontal: 'أفقي', detached: 'منفصل', two_column: 'عمودان' },
        layoutWidth: { label: 'العرض', fluid: 'مرن', boxed: 'محدود' },
        topbar: { label: 'لون الشريط العلوي', dark: 'داكن', light: 'فاتح' },
        menuPosition: { label: 'موضع القائمة', fixed: 'ثابت', scrollable: 'قابل للتمرير' },
        leftSidebarType: { label: 'لون الشريط الجانبي', dark: 'داكن', light: 'فاتح', brand: 'لون العلامة', gradient: 'متدرج' },
        leftSidebarSize: { label: 'حجم الشريط الجانبي', default: 'افتراضي', condensed: 'مختصر', compact: 'مدمج' },
        sidebarUserInfo: 'بيانات المستخدم في الشريط الجانبي',
        not_used: 'لا ينطبق على التخطيط «%{layout}»',
        reset: 'استعادة الإعدادات الافتراضية',
      },
    },
  },
};

export default messages;
