// The dashboard pages: figures, period picker, tables and exports (en).
const messages = {
  "app": {
    "dashpages": {
      "all_zero": "Nothing to draw: every figure is zero (the table shows them).",
      "as_of": "As of %{time}",
      "csv": "CSV",
      "csv_all": "Export all figures (CSV)",
      "csv_of": "CSV of %{title}",
      "empty_dashboard": "This dashboard is empty: it has no figures yet.",
      "load_failed": "The figures could not be loaded.",
      "no_data": "No data in this period.",
      "print": "Print",
      "refreshing": "Updating the figures",
      "show_chart": "Chart",
      "show_table": "Table",
      "open_full": "Open the dashboard",
      "titles": {
        "clientes": "Client dashboard",
        "vazio": "Empty dashboard"
      },
      "client": {
        "label": "Client",
        "choose": "Choose a client to see their figures."
      },
      "period": {
        "label": "Period",
        "hoje": "Today",
        "7d": "Last 7 days",
        "30d": "Last 30 days",
        "mes": "This month",
        "intervalo": "Date range",
        "de": "From",
        "ate": "To",
        "shown": "%{de} to %{ate}",
        "weekly": "one point per week"
      },
      "notes": {
        "sem_cliente_estoque": "Stock has no client: not shown for one client.",
        "sem_cliente_insumos": "Supplies belong to a vehicle, not a client: not shown for one client."
      },
      "figures": {
        "resumo": "Summary",
        "atrasadas": "Overdue orders",
        "concluidas": "Concluded in the period",
        "media_horas": "Average hours to conclusion",
        "no_sla": "Concluded within %{horas} h",
        "ordens_por_status": "Orders opened per status",
        "abertas_concluidas": "Opened vs concluded",
        "atrasadas_lista": "Overdue orders (oldest first)",
        "itinerarios_hoje": "Today's itineraries",
        "paradas_finalizadas": "Stops finished",
        "no_prazo": "Stops on time",
        "insumos_total": "Supplies cost",
        "itinerarios_por_status": "Today's itineraries per status",
        "pontualidade": "Stops by punctuality",
        "paradas_no_prazo": "On time",
        "paradas_fora_do_prazo": "Late",
        "paradas_sem_janela": "Finished, no delivery window",
        "paradas_abertas": "Not finished",
        "ocorrencias": "Occurrences",
        "insumos_por_veiculo": "Supplies cost per vehicle",
        "entradas_total": "Inbound quantity",
        "saidas_total": "Outbound quantity",
        "lotes_vencendo_total": "Lots expiring within %{dias} days",
        "bloqueado_total": "Blocked stock",
        "movimentos": "Inbound and outbound per day",
        "docas_hoje": "Today's bookings per dock",
        "doca": "Dock %{doca}",
        "estoque_por_categoria": "Stock per category",
        "sem_categoria": "No category",
        "lotes_vencendo": "Lots expiring soon",
        "bloqueado": "Blocked stock per material"
      },
      "columns": {
        "indicador": "Figure",
        "valor": "Value",
        "status": "Status",
        "total": "Total",
        "periodo": "Period",
        "abertas": "Opened",
        "concluidas": "Concluded",
        "numero": "Number",
        "cliente": "Client",
        "data_prevista": "Due date",
        "situacao": "Situation",
        "paradas": "Stops",
        "ocorrencia": "Occurrence",
        "tipo": "Type",
        "veiculo": "Vehicle",
        "lancamentos": "Entries",
        "custo": "Cost",
        "entradas": "Inbound",
        "saidas": "Outbound",
        "doca": "Dock",
        "recebimento": "Receiving",
        "expedicao": "Shipping",
        "categoria": "Category",
        "materiais": "Materials",
        "quantidade": "Quantity",
        "material": "Material",
        "lote": "Lot",
        "validade": "Expiry",
        "unidade": "Unit",
        "bloqueada": "Blocked"
      }
    }
  }
};

export default messages;
