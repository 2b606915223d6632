// List messages (pt-BR). Record titles without ra-language-pt-br's "#".
import type { ListsMessages } from './en';

const messages: ListsMessages = {
  ra: {
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
    },
    message: {
      delete_title: 'Remover %{name} %{recordRepresentation}',
    },
  },
  app: {
    lists: {
      pagination: 'Páginas da lista',
      capped_total: '%{count}+',
      load_failed: 'Não foi possível carregar a lista',
      retry: 'Tentar novamente',
    },
  },
};
export default messages;
