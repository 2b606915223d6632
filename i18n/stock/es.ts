// Stock pages, the ledger and adjustments (es).
const messages = {
  "app": {
    "stock": {
      "titles": {
        "movimentos": "Movimientos de stock"
      },
      "fields": {
        "material_codigo": "Material",
        "material_descricao": "Descripción",
        "material_unidade": "Unidad",
        "categoria_nome": "Categoría",
        "lote": "Lote",
        "endereco": "Ubicación",
        "validade": "Vencimiento",
        "quantidade": "Cantidad",
        "reservada": "Reservada",
        "bloqueada": "Bloqueada",
        "disponivel": "Disponible",
        "origem": "Origen",
        "documento_id": "Documento",
        "motivo": "Motivo",
        "usuario_nome": "Usuario",
        "created_at": "Fecha",
        "seq": "N.º"
      },
      "filters": {
        "q": "Buscar",
        "material_id": "Material",
        "categoria_id": "Categoría",
        "lote": "Lote",
        "endereco": "Ubicación",
        "vencendo_em_dias": "Vence en (días)",
        "origem": "Origen",
        "status": "Estado",
        "created_at_gte": "Desde",
        "created_at_lte": "Hasta"
      },
      "chips": {
        "vencido": "Vencido",
        "vencendo": "Por vencer"
      },
      "origem": {
        "recebimento": "Recepción",
        "expedicao": "Expedición",
        "ajuste": "Ajuste"
      },
      "status": {
        "disponivel": "Disponible",
        "reservada": "Reservada",
        "bloqueada": "Bloqueada"
      },
      "ledger": "Movimientos",
      "ledger_of": "Movimientos de %{material}",
      "adjust": {
        "open": "Ajustar",
        "title": "Ajuste de stock",
        "material": "Material",
        "lote": "Lote",
        "validade": "Vencimiento",
        "endereco": "Ubicación",
        "quantidade": "Cantidad (+ entrada, − salida)",
        "bloqueada": "De la cual bloqueada (con signo)",
        "motivo": "Motivo",
        "submit": "Registrar ajuste",
        "cancel": "Cancelar",
        "done": "Ajuste registrado"
      },
      "empty": "Sin stock con estos filtros"
    },
    "validation": {
      "nao_zero": "No puede ser cero"
    }
  }
};

export default messages;
