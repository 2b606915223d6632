// List messages (en): pager, load failure, record titles. Keys live under app.lists; the ra.*
// entries set the record titles of every language here, since ra-language-pt-br writes
// "Cliente #Transportes Açaí Ltda".
const messages = {
  ra: {
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
    },
    message: {
      delete_title: 'Delete %{name} %{recordRepresentation}',
    },
  },
  app: {
    lists: {
      pagination: 'Pages of the list',
      capped_total: '%{count}+',
      load_failed: 'The list could not be loaded',
      retry: 'Try again',
    },
  },
};
export type ListsMessages = typeof messages;
export default messages;
