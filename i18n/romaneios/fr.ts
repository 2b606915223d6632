// Packing lists: refusals and the printable manifest (fr).
const messages = {
  app: {
    errors: {
      expedicao_cancelada: 'La note de sortie %{nota} est annulée et ne peut pas figurer sur un bordereau',
      expedicao_em_romaneio: 'La note de sortie %{nota} figure déjà sur le bordereau %{romaneio}',
    },
    romaneios: {
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
    },
  },
};

export default messages;
