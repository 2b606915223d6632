// List messages (fr).
import type { ListsMessages } from './en';

const messages: ListsMessages = {
  ra: {
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
    },
    message: {
      delete_title: 'Supprimer %{name} %{recordRepresentation}',
    },
  },
  app: {
    lists: {
      pagination: 'Pages de la liste',
      capped_total: '%{count}+',
      load_failed: 'La liste n’a pas pu être chargée',
      retry: 'Réessayer',
    },
  },
};
export default messages;
