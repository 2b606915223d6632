// List messages (ar).
import type { ListsMessages } from './en';

const messages: ListsMessages = {
  ra: {
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
    },
    message: {
      delete_title: 'حذف %{name} %{recordRepresentation}',
    },
  },
  app: {
    lists: {
      pagination: 'صفحات القائمة',
      capped_total: 'أكثر من %{count}',
      load_failed: 'تعذّر تحميل القائمة',
      retry: 'إعادة المحاولة',
    },
  },
};
export default messages;
