// The installable app: the offer of a new version (ar).
const messages = {
  app: {
    pwa: {
      short_name: 'اللوجستيات',
      update_available: 'يتوفر إصدار جديد',
      reload: 'إعادة التحميل',
    },
  },
};

export default messages;
