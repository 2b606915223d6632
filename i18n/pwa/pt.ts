// The installable app: the offer of a new version (pt).
const messages = {
  app: {
    pwa: {
      short_name: 'Logística',
      update_available: 'Uma nova versão está disponível',
      reload: 'Recarregar',
    },
  },
};

export default messages;
