// Stock pages, the ledger and adjustments (pt).
const messages = {
  "app": {
    "stock": {
      "titles": {
        "movimentos": "Movimentos de estoque"
      },
      "fields": {
        "material_codigo": "Material",
        "material_descricao": "Descrição",
        "material_unidade": "Unidade",
        "categoria_nome": "Categoria",
        "lote": "Lote",
        "endereco": "Endereço",
        "validade": "Validade",
        "quantidade": "Quantidade",
        "reservada": "Reservada",
        "bloqueada": "Bloqueada",
        "disponivel": "Disponível",
        "origem": "Origem",
        "documento_id": "Documento",
        "motivo": "Motivo",
        "usuario_nome": "Usuário",
        "created_at": "Data",
        "seq": "Nº"
      },
      "filters": {
        "q": "Pesquisar",
        "material_id": "Material",
        "categoria_id": "Categoria",
        "lote": "Lote",
        "endereco": "Endereço",
        "vencendo_em_dias": "Vencendo em (dias)",
        "origem": "Origem",
        "status": "Status",
        "created_at_gte": "De",
        "created_at_lte": "Até"
      },
      "chips": {
        "vencido": "Vencido",
        "vencendo": "Vencendo"
      },
      "origem": {
        "recebimento": "Recebimento",
        "expedicao": "Expedição",
        "ajuste": "Ajuste"
      },
      "status": {
        "disponivel": "Disponível",
        "reservada": "Reservada",
        "bloqueada": "Bloqueada"
      },
      "ledger": "Movimentos",
      "ledger_of": "Movimentos de %{material}",
      "adjust": {
        "open": "Ajuste",
        "title": "Ajuste de estoque",
        "material": "Material",
        "lote": "Lote",
        "validade": "Validade",
        "endereco": "Endereço",
        "quantidade": "Quantidade (+ entrada, − saída)",
        "bloqueada": "Dos quais bloqueados (com sinal)",
        "motivo": "Motivo",
        "submit": "Lançar ajuste",
        "cancel": "Cancelar",
        "done": "Ajuste lançado"
      },
      "empty": "Nenhum estoque com estes filtros"
    },
    "validation": {
      "nao_zero": "Não pode ser zero"
    }
  }
};

export default messages;
