import type { HomeLabels, Widen } from '../../../registry/labels';
import type etiquetas from '../index';
import type en from './en';

const fr = {
  name: 'Étiquette |||| Étiquettes',
  messages: {
    dialog: {
      open: 'Étiquettes',
      open_selected: 'Étiquettes des lignes sélectionnées',
      title: 'Imprimer des étiquettes',
      format: 'Format',
      formats: { 'pdf-a4': 'PDF, planche A4 (3 × 8)', 'pdf-termica': 'PDF, thermique 100 × 50 mm', zpl: 'ZPL (imprimante Zebra)' },
      rows: 'Lignes à étiqueter',
      count: 'Étiquettes : %{count}',
      none: 'Choisissez au moins une ligne',
      palete: 'Étiquette de palette (SSCC)',
      sem_prefixo: 'Renseignez le préfixe entreprise GS1 dans les paramètres système pour imprimer les étiquettes de palette',
      download: 'Télécharger',
      cancel: 'Annuler',
      done: 'Étiquettes téléchargées',
    },
    impresso: {
      titulo: 'Étiquettes',
      codigo: 'Code',
      lote: 'Lot',
      validade: 'DLUO',
      endereco: 'Emplacement',
      recebimento: 'Réception',
      nf: 'Facture',
      fornecedor: 'Fournisseur',
    },
    linha_estoque: 'Ce n’est pas une ligne des pages de stock',
    sem_estoque: 'Pas de stock de ce matériel, lot et emplacement',
    gs1_invalido: 'Valeur invalide pour son champ GS1',
    gs1_longo: 'Trop long pour une étiquette GS1 (20 caractères pour un lot, 90 pour un code)',
    gs1_caracteres: 'Une étiquette GS1 n’accepte que lettres, chiffres et !"%&\'*+,-./:;<=>?_ (ni espaces ni accents)',
    recebimento_nao_confirmado: 'Les étiquettes d’une réception s’impriment une fois confirmée (rangée) ; elle est %{status}',
    sem_prefixo: 'Pas de préfixe entreprise GS1 dans les paramètres système : l’étiquette de palette (SSCC) en a besoin',
    sscc_esgotado: 'Plus de numéro de série SSCC pour le préfixe entreprise %{prefixo}',
  },
} satisfies HomeLabels<typeof etiquetas, 'fr', Widen<typeof en.messages>>;

export default fr;
