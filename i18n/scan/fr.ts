// Lecture : le champ de lecture, la caméra et ce que signifie une lecture (fr).
const messages = {
  app: {
    scan: {
      label: 'Scannez ou saisissez un code',
      camera: 'Scanner avec la caméra',
      camera_title: 'Visez un code avec la caméra',
      close: 'Fermer',
      torch_on: 'Allumer la lampe',
      torch_off: 'Éteindre la lampe',
      continuous: 'Continuer à scanner',
      read: 'Lu : %{code}',
      camera_failed: 'La caméra n\'a pas pu s\'ouvrir : autorisez-la, ou scannez ou saisissez le code',
      starting: 'Ouverture de la caméra…',
      unknown_code: 'Aucun article, emplacement ou bon n\'a le code %{code} : rien n\'a changé',
      ambiguous: 'Le code %{code} appartient à plusieurs articles (%{codigos}) : rien n\'a changé',
      gs1: {
        check_digit: 'Code refusé : la clé de contrôle de (%{ai}) est fausse',
        unknown_ai: 'Code refusé : l\'identifiant GS1 (%{ai}) est inconnu',
        too_long: 'Code refusé : (%{ai}) est trop long',
        too_short: 'Code refusé : (%{ai}) est trop court',
        bad_date: 'Code refusé : la date de (%{ai}) n\'existe pas',
        bad_chars: 'Code refusé : (%{ai}) contient des caractères interdits',
        duplicate_ai: 'Code refusé : (%{ai}) apparaît deux fois',
        empty: 'Code refusé : (%{ai}) est vide',
      },
    },
  },
};

export default messages;
