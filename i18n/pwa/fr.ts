// The installable app: the offer of a new version (fr).
const messages = {
  app: {
    pwa: {
      short_name: 'Logistique',
      update_available: 'Une nouvelle version est disponible',
      reload: 'Recharger',
    },
  },
};

export default messages;
