// Travail hors ligne : la file d'envoi et les données conservées (fr).
const messages = {
  app: {
    offline: {
      not_cached: 'Hors ligne, et cette page n\'a pas encore été ouverte sur cet appareil',
      depends_on: 'Non envoyé : dépend d\'une autre modification refusée par le serveur',
    },
  },
};

export default messages;
