// Workflow records on screen: lifecycle buttons, the history tab, line items, stored files (fr).
const messages = {
  app: {
    workflow: {
      move_to: 'Passer à %{status}',
      moved: 'Statut changé en %{status}',
      current: 'Statut actuel',
      overdue: 'En retard',
      overdue_hint: 'Date prévue dépassée et non conclue',
      no_moves: 'Aucun autre changement de statut',
    },
    history: {
      tab: 'Historique',
      details: 'Détails',
      empty: 'Aucune modification enregistrée pour le moment',
      by: 'par %{user}',
      system: 'le système',
      load_failed: 'L\'historique n\'a pas pu être chargé',
      changed: 'modifié',
      empty_value: '(vide)',
      line: '%{lines} %{n}',
      line_added: 'ajoutée',
      line_removed: 'supprimée',
      position: 'position',
      more: 'Afficher les modifications plus anciennes',
      actions: {
        create: 'Créé',
        update: 'Modifié',
        delete: 'Supprimé',
        transition: 'Statut changé',
        planejar: 'Demandes planifiées',
        finalizar: 'Arrêt terminé',
        import: 'Importé',
      },
    },
    lines: {
      add: 'Ajouter une ligne',
      remove: 'Supprimer la ligne %{n}',
      up: 'Monter la ligne %{n}',
      down: 'Descendre la ligne %{n}',
      drag: 'Réordonner la ligne %{n} : appuyez sur espace, puis sur les flèches',
      empty: 'Aucune ligne pour le moment',
      number: 'Ligne',
      picked: 'Ligne %{n} saisie.',
      over: 'Ligne %{n} au-dessus de la position %{to}.',
      dropped: 'Ligne %{n} déposée en position %{to}.',
      cancelled: 'Réorganisation annulée ; la ligne %{n} est revenue en position %{to}.',
    },
    files: {
      photo: 'Photo',
      open: 'Ouvrir la photo',
      none: 'Pas de photo',
      load_failed: 'Le fichier n\'a pas pu être chargé',
    },
  },
};

export default messages;
