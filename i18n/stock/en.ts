// Stock pages, the ledger and adjustments (en).
const messages = {
  "app": {
    "stock": {
      "titles": {
        "movimentos": "Stock movements"
      },
      "fields": {
        "material_codigo": "Material",
        "material_descricao": "Description",
        "material_unidade": "Unit",
        "categoria_nome": "Category",
        "lote": "Lot",
        "endereco": "Bin",
        "validade": "Expiry",
        "quantidade": "Quantity",
        "reservada": "Reserved",
        "bloqueada": "Blocked",
        "disponivel": "Available",
        "origem": "Origin",
        "documento_id": "Document",
        "motivo": "Reason",
        "usuario_nome": "User",
        "created_at": "Date",
        "seq": "#"
      },
      "filters": {
        "q": "Search",
        "material_id": "Material",
        "categoria_id": "Category",
        "lote": "Lot",
        "endereco": "Bin",
        "vencendo_em_dias": "Expiring within (days)",
        "origem": "Origin",
        "status": "Status",
        "created_at_gte": "From",
        "created_at_lte": "Until"
      },
      "chips": {
        "vencido": "Expired",
        "vencendo": "Expiring"
      },
      "origem": {
        "recebimento": "Receipt",
        "expedicao": "Shipment",
        "ajuste": "Adjustment"
      },
      "status": {
        "disponivel": "Available",
        "reservada": "Reserved",
        "bloqueada": "Blocked"
      },
      "ledger": "Movements",
      "ledger_of": "Movements of %{material}",
      "adjust": {
        "open": "Adjust",
        "title": "Stock adjustment",
        "material": "Material",
        "lote": "Lot",
        "validade": "Expiry",
        "endereco": "Bin",
        "quantidade": "Quantity (+ in, − out)",
        "bloqueada": "Of which blocked (signed)",
        "motivo": "Reason",
        "submit": "Post adjustment",
        "cancel": "Cancel",
        "done": "Adjustment posted"
      },
      "empty": "No stock with these filters"
    },
    "validation": {
      "nao_zero": "Must not be zero"
    }
  }
};

export default messages;
