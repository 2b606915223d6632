import type { HomeLabels, Widen } from '../../../registry/labels';
import type enderecos from '../index';
import type en from './en';

const fr = {
  name: 'Emplacement de stock |||| Emplacements de stock',
  fields: {
    endereco: 'Emplacement', zona: 'Zone', descricao: 'Description', capacidade: 'Capacité (unités)', bloqueado: 'Bloqué', ativo: 'Actif',
  },
  pages: { transferencia: 'Transfert entre emplacements' },
  messages: {
    desconhecido: 'L’emplacement %{endereco} n’est pas enregistré',
    inativo: 'L’emplacement %{endereco} est inactif',
    bloqueado: 'L’emplacement %{endereco} est bloqué : il ne reçoit pas de stock',
    em_uso: 'L’emplacement %{endereco} contient du stock : videz-le d’abord',
    mesmo_endereco: 'Choisissez un emplacement différent de l’origine',
    suggestion: {
      title: 'Emplacement suggéré',
      take: 'Utiliser %{endereco}',
      none: 'Aucun emplacement libre à suggérer',
      mesmo_lote: 'contient déjà ce lot (%{quantidade})',
      mesmo_material: 'contient déjà ce matériel (%{quantidade})',
      vazio: 'vide, zone %{zona}',
    },
    transfer: {
      title: 'Transfert entre emplacements',
      intro: 'Scannez ou saisissez chaque code ; Entrée passe au champ suivant.',
      de: 'Emplacement d’origine',
      material: 'Produit',
      lote: 'Lot',
      para: 'Emplacement de destination',
      quantidade: 'Quantité',
      submit: 'Transférer',
      done: '%{quantidade} déplacé(s) de %{de} vers %{para}',
      queued: 'Enregistré sur cet appareil ; le transfert sera envoyé au retour de la connexion',
      scan: 'Lisez l\'origine, l\'article et la destination',
      scan_de: 'Lisez l\'emplacement d\'origine',
      scan_material: 'Lisez l\'article (GS1 : article et lot d\'un coup)',
      scan_para: 'Lisez l\'emplacement de destination',
      scan_no_product: 'Ce code ne désigne aucun article : lisez l\'article',
      material_unknown: 'Aucun produit avec le code %{codigo}',
      available: 'Disponible en %{endereco} : %{quantidade}',
    },
  },
} satisfies HomeLabels<typeof enderecos, 'fr', Widen<typeof en.messages>>;

export default fr;
