import type { HomeLabels, Widen } from '../../../registry/labels';
import type romaneios from '../index';
import type en from './en';

const fr = {
  name: 'Liste de colisage |||| Listes de colisage',
  fields: {
    numero: 'Numéro',
    data: 'Date',
    transportadora_id: 'Transporteur',
    veiculo_id: 'Véhicule',
    motorista_id: 'Chauffeur',
    status_id: 'Statut',
    expedicoes: 'Notes de sortie',
    volumes: 'Colis',
    peso_total: 'Poids total (kg)',
    observacao: 'Observation',
  },
  lines: {
    expedicoes: { expedicao_id: 'Note de sortie' },
  },
  statuses: { aberto: 'Ouverte', fechado: 'Clôturée', cancelado: 'Annulée' },
  pages: { manifest: 'Manifeste de chargement' },
  messages: {
    manifest: {
      print_open: 'Imprimer le manifeste',
      title: 'Manifeste de chargement',
      romaneio: 'Bordereau %{numero}',
      date: 'Date',
      carrier: 'Transporteur',
      plate: 'Immatriculation',
      driver: 'Chauffeur',
      nf: 'NF',
      serie: 'Série',
      key: 'Clé d\'accès',
      consignee: 'Destinataire',
      volumes: 'Colis',
      weight: 'Poids (kg)',
      totals: 'Totaux',
      notes: '%{smart_count} note |||| %{smart_count} notes',
      sign_driver: 'Signature du chauffeur',
      sign_dispatcher: 'Signature de l\'expéditeur',
      print: 'Imprimer',
      back: 'Retour au bordereau',
      cnpj: 'CNPJ',
      loading: 'Chargement du manifeste…',
      failed: 'Le manifeste n\'a pas pu être chargé',
    },
    expedicao_cancelada: 'La note de sortie %{nota} est annulée et ne peut pas figurer sur un bordereau',
    expedicao_em_romaneio: 'La note de sortie %{nota} figure déjà sur le bordereau %{romaneio}',
  },
} satisfies HomeLabels<typeof romaneios, 'fr', Widen<typeof en.messages>>;

export default fr;
