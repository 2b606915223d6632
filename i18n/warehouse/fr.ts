// Warehouse resources: labels of their fields, lines and statuses, and their validation and refusal messages (fr).
const messages = {
  app: {
    validation: {
      chave_acesso: 'Clé d’accès invalide : 44 positions (chiffres ; celles du CNPJ peuvent contenir des lettres)',
      chave_acesso_dv: 'Clé d’accès invalide : le chiffre de contrôle ne correspond pas',
      digits: 'Chiffres uniquement',
      endereco: 'Emplacement invalide : format A-01-02-03 (allée, rayonnage, niveau, position)',
      doca: 'Le quai doit être entre 1 et %{docas} (paramètres)',
    },
    errors: {
      estoque_insuficiente: 'Stock insuffisant : %{material}, lot %{lote}, emplacement %{endereco} : %{disponivel} disponible(s), %{pedida} demandé(s)',
      estoque_insuficiente_linha: 'Disponible : %{disponivel}',
      recebimento_entrada: 'Cette note d’entrée a déjà le comptage %{other}',
    },
  },
  resources: {
    'motivos-ressalvas': {
      name: 'Motif de réserve |||| Motifs de réserve',
      fields: { nome: 'Nom', descricao: 'Description', bloqueia_estoque: 'Bloque le stock' },
    },
    'materiais-fornecedores': {
      name: 'Code fournisseur |||| Codes fournisseur',
      fields: { fornecedor_id: 'Fournisseur', codigo_fornecedor: 'Code fournisseur', material_id: 'Article', fator_conversao: 'Facteur de conversion' },
    },
    agendamentos: {
      name: 'Rendez-vous quai |||| Rendez-vous quai',
      fields: {
        numero: 'Numéro', tipo: 'Type', data: 'Date', hora_inicio: 'Début', hora_fim: 'Fin', doca: 'Quai',
        transportadora_id: 'Transporteur', fornecedor_id: 'Fournisseur', cliente_id: 'Client', placa: 'Immatriculation',
        motorista_nome: 'Chauffeur', status_id: 'Statut', notas: 'Factures attendues', observacao: 'Observation',
      },
      lines: { notas: { chave_acesso: 'Clé d’accès' } },
      options: { tipo: { recebimento: 'Réception', expedicao: 'Expédition' } },
      statuses: { agendado: 'Réservé', emAndamento: 'En cours', concluido: 'Terminé', cancelado: 'Annulé', naoCompareceu: 'Absent' },
    },
    entradas: {
      name: 'Note d’entrée |||| Notes d’entrée',
      fields: {
        numero_nf: 'Numéro de facture', serie: 'Série', chave_acesso: 'Clé d’accès', fornecedor_id: 'Fournisseur', empresa_id: 'Entreprise',
        data_emissao: 'Date d’émission', agendamento_id: 'Rendez-vous quai', status_id: 'Statut', valor_total: 'Valeur totale',
        arquivo_id: 'XML de la NF-e', itens: 'Articles',
      },
      lines: {
        itens: {
          material_id: 'Article', codigo_fornecedor: 'Code fournisseur', quantidade_nf: 'Quantité facturée', lote: 'Lot',
          validade: 'Péremption', quantidade: 'Quantité', valor_unitario: 'Prix unitaire',
        },
      },
      statuses: {
        aguardando: 'En attente de réception', emConferencia: 'En comptage', recebida: 'Reçue',
        recebidaComRessalva: 'Reçue avec réserves', cancelada: 'Annulée',
      },
    },
    recebimentos: {
      name: 'Comptage de réception |||| Comptages de réception',
      fields: {
        numero: 'Numéro', entrada_id: 'Note d’entrée', data: 'Date', conferente_id: 'Compteur', status_id: 'Statut',
        confirmado_em: 'Confirmé le', itens: 'Articles comptés', observacao: 'Observation',
      },
      lines: {
        itens: {
          entrada_item_id: 'Article de la note', quantidade_recebida: 'Quantité reçue', endereco: 'Emplacement',
          motivo_ressalva_id: 'Motif de réserve', observacao: 'Observation',
        },
      },
      statuses: { emContagem: 'En comptage', contado: 'Compté', confirmado: 'Confirmé', cancelado: 'Annulé' },
    },
    expedicoes: {
      name: 'Note de sortie |||| Notes de sortie',
      fields: {
        numero_nf: 'Numéro de facture', serie: 'Série', chave_acesso: 'Clé d’accès', destinatario_id: 'Destinataire',
        cliente_id: 'Client', data: 'Date', status_id: 'Statut', romaneio_id: 'Liste de colisage', volumes: 'Colis',
        expedida_em: 'Expédiée le', itens: 'Articles', observacao: 'Observation',
      },
      lines: { itens: { material_id: 'Article', lote: 'Lot', endereco: 'Emplacement', quantidade: 'Quantité' } },
      statuses: { aberta: 'Ouverte', expedida: 'Expédiée', cancelada: 'Annulée' },
    },
    romaneios: {
      name: 'Liste de colisage |||| Listes de colisage',
      fields: {
        numero: 'Numéro', data: 'Date', transportadora_id: 'Transporteur', veiculo_id: 'Véhicule', motorista_id: 'Chauffeur',
        status_id: 'Statut', expedicoes: 'Notes de sortie', volumes: 'Colis', peso_total: 'Poids total (kg)', observacao: 'Observation',
      },
      lines: { expedicoes: { expedicao_id: 'Note de sortie' } },
      statuses: { aberto: 'Ouverte', fechado: 'Clôturée', cancelado: 'Annulée' },
    },
    clientes: { fields: { validade_minima_dias: 'Durée de vie minimale (jours)' } },
    configuracoes: { fields: { conferencia_cega: 'Comptage à l’aveugle' } },
  },
};
export default messages;
