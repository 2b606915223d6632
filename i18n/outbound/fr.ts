// Outbound screens: the FEFO pick suggestion and the shipment confirmation (fr).
const messages = {
  app: {
    outbound: {
      motivo: {
        fefo: 'péremption la plus proche (%{data}), %{dias} jours restants',
        fefo_cliente: 'péremption la plus proche (%{data}) avec ≥ %{minimo} jours restants pour ce client (%{dias} restants)',
        sem_validade: 'sans contrôle de péremption',
        vencido: 'périmé le %{data}',
        validade_curta: 'seulement %{dias} jours restants au %{data} ; ce client exige %{minimo}',
        bloqueado: 'stock bloqué',
        falta: 'Stock insuffisant : il manque %{falta}',
      },
      sugerir: 'Suggérer',
      sugerir_linha: 'Suggérer lot et emplacement de la ligne %{n}',
      sugerido: 'Suggestion appliquée',
      escolha_material: 'Choisissez d’abord l’article et la quantité',
      pulados: 'Écartés',
      confirmar: 'Confirmer l’expédition',
      confirmada: 'Expédition confirmée',
      motivo_label: 'Pourquoi ce lot',
      nada: 'Aucun stock disponible',
    },
    errors: {
      expedicao_nao_aberta: 'La note %{numero} est %{status} : seule une note ouverte peut être expédiée',
    },
    validation: {
      endereco_obrigatorio: 'Choisissez l’emplacement de sortie',
      lote_obrigatorio: 'Cet article est suivi par lot : choisissez le lot',
    },
  },
};

export default messages;
