import type { HomeLabels, Widen } from '../../../registry/labels';
import type agendamentos from '../index';
import type en from './en';

const fr = {
  name: 'Rendez-vous quai |||| Rendez-vous quai',
  fields: {
    numero: 'Numéro',
    tipo: 'Type',
    data: 'Date',
    hora_inicio: 'Début',
    hora_fim: 'Fin',
    doca: 'Quai',
    transportadora_id: 'Transporteur',
    fornecedor_id: 'Fournisseur',
    cliente_id: 'Client',
    placa: 'Immatriculation',
    motorista_nome: 'Chauffeur',
    status_id: 'Statut',
    notas: 'Factures attendues',
    observacao: 'Observation',
  },
  lines: {
    notas: { numero_nf: 'Numéro de facture', chave_acesso: 'Clé d’accès' },
  },
  values: { tipo: { recebimento: 'Réception', expedicao: 'Expédition' } },
  statuses: { agendado: 'Réservé', emAndamento: 'En cours', concluido: 'Terminé', cancelado: 'Annulé', naoCompareceu: 'Absent' },
  messages: {
    calendar: {
      calendar: 'Calendrier',
      list: 'Liste',
      view: 'Affichage',
      today: 'Aujourd\'hui',
      previous: 'Précédent',
      next: 'Suivant',
      day: 'Jour',
      week: 'Semaine',
      no_events: 'Aucun rendez-vous sur cette période',
      dock: 'Quai %{doca}',
      no_docks: 'Définissez le nombre de quais dans les paramètres',
      more: '+%{count} de plus',
      time: 'Heure',
      event: 'Rendez-vous',
      date: 'Date',
      all_day: 'Toute la journée',
      load_failed: 'Impossible de charger les rendez-vous',
      navigation: 'Navigation du calendrier',
      legend: 'Légende des couleurs',
      moved: 'Rendez-vous %{numero} déplacé',
      move_failed: 'Le rendez-vous %{numero} n’a pas été déplacé',
    },
    form: {
      unusual_title: 'Date inhabituelle',
      unusual_day: 'Le rendez-vous est pour le %{data}, hors de la période habituelle (du %{de} au %{ate}). Cette date est-elle correcte ?',
      unusual_save: 'Enregistrer quand même',
      unusual_fix: 'Corriger la date',
      overnight: 'Se termine le lendemain : %{data} à %{fim}',
    },
    doca_ocupada: 'Le quai %{doca} est déjà réservé par le rendez-vous %{other} le %{data}, de %{inicio} à %{fim}',
    doca: 'Le quai doit être entre 1 et %{docas} (paramètres)',
    nota_vazia: 'Saisissez le numéro de facture ou la clé d’accès',
  },
} satisfies HomeLabels<typeof agendamentos, 'fr', Widen<typeof en.messages>>;

export default fr;
