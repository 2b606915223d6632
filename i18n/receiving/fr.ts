// Receiving: the count screen of a recebimento and its refusals (fr).
const messages = {
  app: {
    validation: {
      entrada_item: "Ce n'est pas une ligne de cette entrée",
      recebimento_entrada_fixa: "Un comptage appartient à une entrée : ouvrez un autre comptage pour une autre entrée",
    },
    errors: {
      entrada_nao_recebivel: "Cette entrée ne peut pas être comptée : elle est %{status}",
      recebimento_nao_contado: "Seule une réception comptée peut être confirmée : celle-ci est %{status}",
    },
    receiving: {
      title: "Comptage",
      open: "Ouvrir le comptage",
      invoiced: "Facturé",
      counted: "Compté",
      difference: "Écart",
      differences: "Écarts compté − facturé",
      no_differences: "Aucun écart",
      quantity: "Quantité reçue",
      bin: "Emplacement",
      reason: "Réserve",
      note: "Remarque",
      lot: "Lot",
      expiry: "Péremption",
      add_bin: "Ajouter un emplacement",
      remove_bin: "Retirer l'emplacement",
      submit: "Envoyer le comptage",
      confirm: "Confirmer la réception",
      recount: "Recompter",
      blind: "Comptage à l'aveugle : les quantités facturées apparaissent après l'envoi",
      submitted: "Comptage envoyé",
      confirmed: "Réception confirmée : stock enregistré",
      load_failed: "Le comptage n'a pas pu être chargé",
    },
  },
};

export default messages;
