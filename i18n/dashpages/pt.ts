// The dashboard pages: figures, period picker, tables and exports (pt).
const messages = {
  "app": {
    "dashpages": {
      "all_zero": "Nada a desenhar: todos os números são zero (a tabela mostra).",
      "as_of": "Atualizado em %{time}",
      "csv": "CSV",
      "csv_all": "Exportar todos os números (CSV)",
      "csv_of": "CSV de %{title}",
      "empty_dashboard": "Este dashboard está vazio: ainda não tem nenhum indicador.",
      "load_failed": "Não foi possível carregar os números.",
      "no_data": "Sem dados neste período.",
      "print": "Imprimir",
      "refreshing": "Atualizando os números",
      "show_chart": "Gráfico",
      "show_table": "Tabela",
      "open_full": "Abrir o dashboard",
      "titles": {
        "clientes": "Dashboard por cliente",
        "vazio": "Dashboard vazio"
      },
      "client": {
        "label": "Cliente",
        "choose": "Escolha um cliente para ver os números dele."
      },
      "period": {
        "label": "Período",
        "hoje": "Hoje",
        "7d": "Últimos 7 dias",
        "30d": "Últimos 30 dias",
        "mes": "Este mês",
        "intervalo": "Intervalo de datas",
        "de": "De",
        "ate": "Até",
        "shown": "%{de} a %{ate}",
        "weekly": "um ponto por semana"
      },
      "notes": {
        "sem_cliente_estoque": "Estoque não tem cliente: não aparece para um cliente.",
        "sem_cliente_insumos": "Insumos são do veículo, não do cliente: não aparecem para um cliente."
      },
      "figures": {
        "resumo": "Resumo",
        "atrasadas": "Ordens atrasadas",
        "concluidas": "Concluídas no período",
        "media_horas": "Média de horas até a conclusão",
        "no_sla": "Concluídas em até %{horas} h",
        "ordens_por_status": "Ordens abertas por status",
        "abertas_concluidas": "Abertas x concluídas",
        "atrasadas_lista": "Ordens atrasadas (as mais antigas primeiro)",
        "itinerarios_hoje": "Itinerários de hoje",
        "paradas_finalizadas": "Paradas finalizadas",
        "no_prazo": "Paradas no prazo",
        "insumos_total": "Custo de insumos",
        "itinerarios_por_status": "Itinerários de hoje por status",
        "pontualidade": "Paradas por pontualidade",
        "paradas_no_prazo": "No prazo",
        "paradas_fora_do_prazo": "Fora do prazo",
        "paradas_sem_janela": "Finalizadas, sem janela de entrega",
        "paradas_abertas": "Não finalizadas",
        "ocorrencias": "Ocorrências",
        "insumos_por_veiculo": "Custo de insumos por veículo",
        "entradas_total": "Quantidade recebida",
        "saidas_total": "Quantidade expedida",
        "lotes_vencendo_total": "Lotes vencendo em até %{dias} dias",
        "bloqueado_total": "Estoque bloqueado",
        "movimentos": "Entradas e saídas por dia",
        "docas_hoje": "Agendamentos de hoje por doca",
        "doca": "Doca %{doca}",
        "estoque_por_categoria": "Estoque por categoria",
        "sem_categoria": "Sem categoria",
        "lotes_vencendo": "Lotes a vencer",
        "bloqueado": "Estoque bloqueado por material"
      },
      "columns": {
        "indicador": "Indicador",
        "valor": "Valor",
        "status": "Status",
        "total": "Total",
        "periodo": "Período",
        "abertas": "Abertas",
        "concluidas": "Concluídas",
        "numero": "Número",
        "cliente": "Cliente",
        "data_prevista": "Data prevista",
        "situacao": "Situação",
        "paradas": "Paradas",
        "ocorrencia": "Ocorrência",
        "tipo": "Tipo",
        "veiculo": "Veículo",
        "lancamentos": "Lançamentos",
        "custo": "Custo",
        "entradas": "Entradas",
        "saidas": "Saídas",
        "doca": "Doca",
        "recebimento": "Recebimento",
        "expedicao": "Expedição",
        "categoria": "Categoria",
        "materiais": "Materiais",
        "quantidade": "Quantidade",
        "material": "Material",
        "lote": "Lote",
        "validade": "Validade",
        "unidade": "Unidade",
        "bloqueada": "Bloqueada"
      }
    }
  }
};

export default messages;
