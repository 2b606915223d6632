// Shell messages (fr): menu, top bar, footer, theme panel. Keys live under app.shell.
import type { ShellMessages } from './en';

const messages: ShellMessages = {
  app: {
    shell: {
      home: 'Accueil',
      menu: {
        label: 'Menu principal',
        aeroportos: 'Aéroports',
        pontos: 'Points',
        rotas: 'Tournées',
        materiais: 'Articles',
        solicitacoes: 'Demandes',
        itinerarios: 'Itinéraires',
        veiculos: 'Véhicules',
        ocorrencias: 'Incidents',
        ordens_servico: 'Ordres de service',
        insumos: 'Consommables',
        agendamentos: 'Rendez-vous',
        entradas: 'Bons d’entrée',
        expedicoes: 'Bons de sortie',
        produtos: 'Produits',
        romaneios: 'Bordereaux de chargement',
        motivos_ressalvas: 'Motifs de réserve',
      },
      topbar: {
        toggle_menu: 'Afficher ou masquer le menu',
        fullscreen: 'Plein écran',
        exit_fullscreen: 'Quitter le plein écran',
        theme_settings: 'Paramètres du thème',
        language: 'Langue : %{language}',
      },
      user_menu: {
        profile: 'Mon profil',
        lock: 'Verrouiller l’écran',
        language: 'Langue',
      },
      footer: {
        developed_by: 'Développé par %{company}',
        developed_by_team: 'Développé par l’équipe produit',
      },
      theme: {
        title: 'Paramètres du thème',
        tabs: { settings: 'Paramètres', chat: 'Discussion', tasks: 'Tâches' },
        chat: {
          note: 'Contenu de démonstration : cette discussion n’envoie ni ne reçoit de messages.',
          dispatch: { role: 'Expédition', message: 'Bordereau 1042 vérifié, le quai 2 peut être libéré.' },
          driver: { role: 'Chauffeur', message: 'Arrivé chez le client, je commence le déchargement.' },
          warehouse: { role: 'Entrepôt', message: 'Comptage de l’allée A terminé, sans écart.' },
        },
        layoutType: { label: 'Disposition', vertical: 'Verticale', horizontal: 'Horizontale', detached: 'Détachée', two_column: 'Deux colonnes' },
        layoutWidth: { label: 'Largeur', fluid: 'Fluide', boxed: 'Encadrée' },
        topbar: { label: 'Couleur de la barre supérieure', dark: 'Sombre', light: 'Claire' },
        menuPosition: { label: 'Position du menu', fixed: 'Fixe', scrollable: 'Défilante' },
        leftSidebarType: { label: 'Couleur de la barre latérale', dark: 'Sombre', light: 'Claire', brand: 'Couleur de la marque', gradient: 'Dégradé' },
        leftSidebarSize: { label: 'Taille de la barre latérale', default: 'Normale', condensed: 'Condensée', compact: 'Compacte' },
        sidebarUserInfo: 'Infos de l’utilisateur dans la barre latérale',
        not_used: 'Sans effet avec la disposition « %{layout} »',
        reset: 'Rétablir les valeurs par défaut',
      },
    },
  },
};

export default messages;
