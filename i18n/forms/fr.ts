// Form messages (fr): sections, masked inputs, version conflicts, role names. Keys under app.forms and app.roles.names.
import type en from './en';

const messages: typeof en = {
  app: {
    forms: {
      sections: {
        identificacao: 'Identification',
        endereco: 'Adresse',
        contato: 'Contact',
        acesso: 'Connexion',
        habilitacao: 'Permis de conduire',
        empresa: 'Entreprise',
        operacao: 'Exploitation',
        mapa: 'Carte',
      },
      max_digits: '%{max} chiffres au maximum : le chiffre en trop n’a pas été accepté',
      max_characters: '%{max} caractères au maximum : le caractère en trop n’a pas été accepté',
      number_ambiguous: 'Peut valoir %{grouped} ou %{decimal} : tapez l’une des deux formes',
      no_options: 'Aucune option',
      current_settings_delete: 'Les paramètres en vigueur ne peuvent pas être supprimés',
      conflict: {
        reload: 'Recharger l’enregistrement',
        reloaded: 'La dernière version est chargée. Ce que vous avez saisi est toujours dans le formulaire : vérifiez-le et enregistrez à nouveau.',
        theirs: '%{field} : l’autre personne a enregistré « %{value} »',
        theirs_changed: '%{field} : également modifié par l’autre personne',
        theirs_cleared: '%{field} : vidé par l’autre personne',
      },
      field_failed: '%{field} n’a pas pu être affiché. Tout ce qui a été saisi dans le formulaire est toujours là.',
      unsaved_restored: 'Ce que vous aviez saisi sans l’enregistrer est de retour dans le formulaire. Vérifiez-le et enregistrez.',
    },
    roles: {
      // Every role of docs/domain.md "Roles" (src/registry/roles.ts) as the user form shows it.
      names: {
        admin: 'Administrateur (toutes les autorisations)',
        'view-dashboard': 'Menu des tableaux de bord',
        'view-dashboard-ordens-servico': 'Tableau de bord des ordres de service',
        'view-dashboard-transportes': 'Tableau de bord du transport',
        'view-dashboard-armazenamento': 'Tableau de bord de l’entreposage',
        'view-configuracoes': 'Menu des paramètres et paramètres de l’entreprise',
        'view-grupos': 'Groupes',
        'view-status': 'Statuts',
        'view-tipos': 'Types',
        'view-categorias': 'Catégories',
        'view-gestao': 'Menu de gestion, transporteurs et destinataires',
        'view-empresas': 'Entreprises',
        'view-clientes': 'Clients',
        'view-users': 'Utilisateurs',
        'view-fornecedores': 'Fournisseurs',
        'view-coleta-entrega': 'Menu du transport, aéroports, articles et consommables',
        'view-pontos-menu': 'Points',
        'view-rotas-menu': 'Tournées',
        'view-solicitacoes-menu': 'Demandes',
        'view-itinerarios-menu': 'Itinéraires',
        'view-veiculos': 'Véhicules',
        'view-ocorrencias': 'Incidents',
        'view-ordens-servico': 'Ordres de service',
        'view-armazenamento': 'Menu de l’entreposage',
        'view-agendamentos': 'Rendez-vous',
        'view-entradas': 'Bons d’entrée et réceptions',
        'view-saidas': 'Bons de sortie',
        'view-produtos': 'Stock',
        'view-romaneios': 'Bordereaux de chargement',
        'view-motivos-ressalvas': 'Motifs de réserve',
      },
    },
  },
};
export default messages;
