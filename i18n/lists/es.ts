// List messages (es).
import type { ListsMessages } from './en';

const messages: ListsMessages = {
  ra: {
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
    },
    message: {
      delete_title: 'Eliminar %{name} %{recordRepresentation}',
    },
  },
  app: {
    lists: {
      pagination: 'Páginas de la lista',
      capped_total: '%{count}+',
      load_failed: 'No se pudo cargar la lista',
      retry: 'Reintentar',
    },
  },
};
export default messages;
