// The installable app: the offer of a new version (es).
const messages = {
  app: {
    pwa: {
      short_name: 'Logística',
      update_available: 'Hay una nueva versión disponible',
      reload: 'Recargar',
    },
  },
};

export default messages;
