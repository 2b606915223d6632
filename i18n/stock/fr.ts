// Stock pages, the ledger and adjustments (fr).
const messages = {
  "app": {
    "stock": {
      "titles": {
        "movimentos": "Mouvements de stock"
      },
      "fields": {
        "material_codigo": "Article",
        "material_descricao": "Description",
        "material_unidade": "Unité",
        "categoria_nome": "Catégorie",
        "lote": "Lot",
        "endereco": "Emplacement",
        "validade": "Péremption",
        "quantidade": "Quantité",
        "reservada": "Réservée",
        "bloqueada": "Bloquée",
        "disponivel": "Disponible",
        "origem": "Origine",
        "documento_id": "Document",
        "motivo": "Motif",
        "usuario_nome": "Utilisateur",
        "created_at": "Date",
        "seq": "N°"
      },
      "filters": {
        "q": "Rechercher",
        "material_id": "Article",
        "categoria_id": "Catégorie",
        "lote": "Lot",
        "endereco": "Emplacement",
        "vencendo_em_dias": "Périme sous (jours)",
        "origem": "Origine",
        "status": "État",
        "created_at_gte": "Du",
        "created_at_lte": "Au"
      },
      "chips": {
        "vencido": "Périmé",
        "vencendo": "Bientôt périmé"
      },
      "origem": {
        "recebimento": "Réception",
        "expedicao": "Expédition",
        "ajuste": "Ajustement"
      },
      "status": {
        "disponivel": "Disponible",
        "reservada": "Réservée",
        "bloqueada": "Bloquée"
      },
      "ledger": "Mouvements",
      "ledger_of": "Mouvements de %{material}",
      "adjust": {
        "open": "Ajuster",
        "title": "Ajustement de stock",
        "material": "Article",
        "lote": "Lot",
        "validade": "Péremption",
        "endereco": "Emplacement",
        "quantidade": "Quantité (+ entrée, − sortie)",
        "bloqueada": "Dont bloquée (signée)",
        "motivo": "Motif",
        "submit": "Passer l'ajustement",
        "cancel": "Annuler",
        "done": "Ajustement passé"
      },
      "empty": "Aucun stock avec ces filtres"
    },
    "validation": {
      "nao_zero": "Ne doit pas être zéro"
    }
  }
};

export default messages;
