// Travail hors ligne : la file d'envoi et les données conservées (fr).
const messages = {
  app: {
    offline: {
      needs_network: "Cette action a besoin d'une connexion : réessayez une fois en ligne",
      not_cached: 'Hors ligne, et cette page n\'a pas encore été ouverte sur cet appareil',
      depends_on: 'Non envoyé : dépend d\'une autre modification refusée par le serveur',
      tasks: {
        list: 'Modifications en attente de synchronisation',
        finish: 'Terminer l\'arrêt %{n} de l\'itinéraire %{numero}',
        finish_unknown: 'Terminer un arrêt',
        create: 'Nouvel enregistrement %{resource} : %{name}',
        create_unnamed: 'Nouvel enregistrement %{resource}',
        update: 'Modifier %{resource} %{name}',
        update_unnamed: 'Modifier %{resource}',
        delete: 'Supprimer %{resource} %{name}',
        delete_unnamed: 'Supprimer %{resource}',
        record: 'enregistrement',
        photo: 'Photo',
        file: 'Fichier',
        captured: 'Fait le %{time}',
        waiting: 'En attente de synchronisation',
        sending: 'Envoi…',
        refused: 'Refusé : %{message}',
        open: 'Ouvrir',
        retry: 'Réessayer',
        discard: 'Abandonner',
        discard_title: 'Abandonner cette modification ?',
        discard_text: '« %{what} » ne sera jamais envoyé au serveur.',
        sync_now: 'Synchroniser',
        stale: 'Une modification attend depuis plus de 3 jours : le navigateur peut effacer les données d\'une application inutilisée. Connectez-vous pour synchroniser.',
      },
      badge: '%{smart_count} modification pas encore acceptée, la plus ancienne %{age} |||| %{smart_count} modifications pas encore acceptées, la plus ancienne %{age}',
      sync: {
        title: 'Veuillez patienter !',
        text: 'synchronisation des données.',
        progress: '%{n} sur %{m}',
      },
      signout: {
        title: 'Modifications pas encore envoyées',
        text: '%{smart_count} modification attend d\'être envoyée au serveur. Si vous vous déconnectez, elle reste sur cet appareil jusqu\'à votre prochaine connexion. |||| %{smart_count} modifications attendent d\'être envoyées au serveur. Si vous vous déconnectez, elles restent sur cet appareil jusqu\'à votre prochaine connexion.',
        sync: 'Synchroniser',
        anyway: 'Se déconnecter quand même',
        not_all: 'Toutes les modifications n\'ont pas été acceptées : voir l\'onglet des tâches.',
      },
      notice: 'Hors ligne · données de %{time}',
      waiting_mark: 'En attente de synchronisation',
      queued_finish: 'Enregistré sur cet appareil ; sera envoyé au retour de la connexion',
      queued_save: 'Enregistré sur cet appareil ; en attente de synchronisation',
    },
  },
};

export default messages;
