// The installable app: the offer of a new version (en).
const messages = {
  app: {
    pwa: {
      short_name: 'Logistics',
      update_available: 'A new version is available',
      reload: 'Reload',
    },
  },
};

export default messages;
