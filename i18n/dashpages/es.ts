// The dashboard pages: figures, period picker, tables and exports (es).
const messages = {
  "app": {
    "dashpages": {
      "all_zero": "Nada que dibujar: todas las cifras son cero (la tabla las muestra).",
      "as_of": "Actualizado a las %{time}",
      "csv": "CSV",
      "csv_all": "Exportar todas las cifras (CSV)",
      "csv_of": "CSV de %{title}",
      "empty_dashboard": "Este panel está vacío: todavía no tiene indicadores.",
      "load_failed": "No se pudieron cargar las cifras.",
      "no_data": "Sin datos en este período.",
      "print": "Imprimir",
      "refreshing": "Actualizando las cifras",
      "show_chart": "Gráfico",
      "show_table": "Tabla",
      "open_full": "Abrir el panel",
      "titles": {
        "clientes": "Panel por cliente",
        "vazio": "Panel vacío"
      },
      "client": {
        "label": "Cliente",
        "choose": "Elija un cliente para ver sus cifras."
      },
      "period": {
        "label": "Período",
        "hoje": "Hoy",
        "7d": "Últimos 7 días",
        "30d": "Últimos 30 días",
        "mes": "Este mes",
        "intervalo": "Rango de fechas",
        "de": "Desde",
        "ate": "Hasta",
        "shown": "del %{de} al %{ate}",
        "weekly": "un punto por semana"
      },
      "notes": {
        "sem_cliente_estoque": "El stock no tiene cliente: no se muestra para un cliente.",
        "sem_cliente_insumos": "Los insumos son del vehículo, no del cliente: no se muestran para un cliente."
      },
      "figures": {
        "resumo": "Resumen",
        "atrasadas": "Órdenes atrasadas",
        "concluidas": "Concluidas en el período",
        "media_horas": "Horas promedio hasta concluir",
        "no_sla": "Concluidas en %{horas} h o menos",
        "ordens_por_status": "Órdenes abiertas por estado",
        "abertas_concluidas": "Abiertas y concluidas",
        "atrasadas_lista": "Órdenes atrasadas (las más antiguas primero)",
        "itinerarios_hoje": "Itinerarios de hoy",
        "paradas_finalizadas": "Paradas finalizadas",
        "no_prazo": "Paradas a tiempo",
        "insumos_total": "Costo de insumos",
        "itinerarios_por_status": "Itinerarios de hoy por estado",
        "pontualidade": "Paradas por puntualidad",
        "paradas_no_prazo": "A tiempo",
        "paradas_fora_do_prazo": "Con retraso",
        "paradas_sem_janela": "Finalizadas, sin ventana de entrega",
        "paradas_abertas": "No finalizadas",
        "ocorrencias": "Incidencias",
        "insumos_por_veiculo": "Costo de insumos por vehículo",
        "entradas_total": "Cantidad recibida",
        "saidas_total": "Cantidad despachada",
        "lotes_vencendo_total": "Lotes que vencen en %{dias} días",
        "bloqueado_total": "Stock bloqueado",
        "movimentos": "Entradas y salidas por día",
        "docas_hoje": "Citas de hoy por muelle",
        "doca": "Muelle %{doca}",
        "estoque_por_categoria": "Stock por categoría",
        "sem_categoria": "Sin categoría",
        "lotes_vencendo": "Lotes por vencer",
        "bloqueado": "Stock bloqueado por material"
      },
      "columns": {
        "indicador": "Indicador",
        "valor": "Valor",
        "status": "Estado",
        "total": "Total",
        "periodo": "Período",
        "abertas": "Abiertas",
        "concluidas": "Concluidas",
        "numero": "Número",
        "cliente": "Cliente",
        "data_prevista": "Fecha prevista",
        "situacao": "Situación",
        "paradas": "Paradas",
        "ocorrencia": "Incidencia",
        "tipo": "Tipo",
        "veiculo": "Vehículo",
        "lancamentos": "Registros",
        "custo": "Costo",
        "entradas": "Entradas",
        "saidas": "Salidas",
        "doca": "Muelle",
        "recebimento": "Recepción",
        "expedicao": "Despacho",
        "categoria": "Categoría",
        "materiais": "Materiales",
        "quantidade": "Cantidad",
        "material": "Material",
        "lote": "Lote",
        "validade": "Vencimiento",
        "unidade": "Unidad",
        "bloqueada": "Bloqueada"
      }
    }
  }
};

export default messages;
