import type { HomeLabels, Widen } from '../../../registry/labels';
import type recebimentos from '../index';
import type en from './en';

const fr = {
  name: 'Comptage de réception |||| Comptages de réception',
  fields: {
    numero: 'Numéro',
    entrada_id: 'Note d’entrée',
    data: 'Date',
    conferente_id: 'Compteur',
    status_id: 'Statut',
    confirmado_em: 'Confirmé le',
    itens: 'Articles comptés',
    observacao: 'Observation',
  },
  lines: {
    itens: {
      entrada_item_id: 'Article de la note',
      quantidade_recebida: 'Quantité reçue',
      endereco: 'Emplacement',
      motivo_ressalva_id: 'Motif de réserve',
      observacao: 'Observation',
    },
  },
  statuses: { emContagem: 'En comptage', contado: 'Compté', confirmado: 'Confirmé', cancelado: 'Annulé' },
  messages: {
    title: 'Comptage',
    open: 'Ouvrir le comptage',
    invoiced: 'Facturé',
    counted: 'Compté',
    difference: 'Écart',
    differences: 'Écarts compté − facturé',
    no_differences: 'Aucun écart',
    quantity: 'Quantité reçue',
    bin: 'Emplacement',
    reason: 'Réserve',
    note: 'Remarque',
    lot: 'Lot',
    expiry: 'Péremption',
    add_bin: 'Ajouter un emplacement',
    remove_bin: 'Retirer l\'emplacement',
    submit: 'Envoyer le comptage',
    confirm: 'Confirmer la réception',
    recount: 'Recompter',
    blind: 'Comptage à l\'aveugle : les quantités facturées apparaissent après l\'envoi',
    submitted: 'Comptage envoyé',
    confirmed: 'Réception confirmée : stock enregistré',
    load_failed: 'Le comptage n\'a pas pu être chargé',
    entrada_nao_recebivel: 'Cette entrée ne peut pas être comptée : elle est %{status}',
    recebimento_nao_contado: 'Seule une réception comptée peut être confirmée : celle-ci est %{status}',
    entrada_item: 'Ce n\'est pas une ligne de cette entrée',
    recebimento_entrada_fixa: 'Un comptage appartient à une entrée : ouvrez un autre comptage pour une autre entrée',
    recebimento_entrada: 'Cette note d’entrée a déjà le comptage %{other}',
  },
} satisfies HomeLabels<typeof recebimentos, 'fr', Widen<typeof en.messages>>;

export default fr;
