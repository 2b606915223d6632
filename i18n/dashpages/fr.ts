// The dashboard pages: figures, period picker, tables and exports (fr).
const messages = {
  "app": {
    "dashpages": {
      "all_zero": "Rien à tracer : tous les chiffres sont à zéro (le tableau les montre).",
      "as_of": "À jour à %{time}",
      "csv": "CSV",
      "csv_all": "Exporter tous les chiffres (CSV)",
      "csv_of": "CSV de %{title}",
      "empty_dashboard": "Ce tableau de bord est vide : il n'a encore aucun indicateur.",
      "load_failed": "Les chiffres n'ont pas pu être chargés.",
      "no_data": "Aucune donnée sur cette période.",
      "print": "Imprimer",
      "refreshing": "Mise à jour des chiffres",
      "show_chart": "Graphique",
      "show_table": "Tableau",
      "open_full": "Ouvrir le tableau de bord",
      "titles": {
        "clientes": "Tableau de bord par client",
        "vazio": "Tableau de bord vide"
      },
      "client": {
        "label": "Client",
        "choose": "Choisissez un client pour voir ses chiffres."
      },
      "period": {
        "label": "Période",
        "hoje": "Aujourd'hui",
        "7d": "7 derniers jours",
        "30d": "30 derniers jours",
        "mes": "Ce mois-ci",
        "intervalo": "Plage de dates",
        "de": "Du",
        "ate": "Au",
        "shown": "du %{de} au %{ate}",
        "weekly": "un point par semaine"
      },
      "notes": {
        "sem_cliente_estoque": "Le stock n'a pas de client : non affiché pour un client.",
        "sem_cliente_insumos": "Les consommables appartiennent à un véhicule, pas à un client : non affichés pour un client."
      },
      "figures": {
        "resumo": "Résumé",
        "atrasadas": "Ordres en retard",
        "concluidas": "Terminés sur la période",
        "media_horas": "Heures moyennes jusqu'à la fin",
        "no_sla": "Terminés en %{horas} h au plus",
        "ordens_por_status": "Ordres ouverts par statut",
        "abertas_concluidas": "Ouverts et terminés",
        "atrasadas_lista": "Ordres en retard (les plus anciens en premier)",
        "itinerarios_hoje": "Itinéraires du jour",
        "paradas_finalizadas": "Arrêts terminés",
        "no_prazo": "Arrêts à l'heure",
        "insumos_total": "Coût des consommables",
        "itinerarios_por_status": "Itinéraires du jour par statut",
        "pontualidade": "Arrêts par ponctualité",
        "paradas_no_prazo": "À l'heure",
        "paradas_fora_do_prazo": "En retard",
        "paradas_sem_janela": "Terminés, sans créneau de livraison",
        "paradas_abertas": "Non terminés",
        "ocorrencias": "Incidents",
        "insumos_por_veiculo": "Coût des consommables par véhicule",
        "entradas_total": "Quantité reçue",
        "saidas_total": "Quantité expédiée",
        "lotes_vencendo_total": "Lots expirant sous %{dias} jours",
        "bloqueado_total": "Stock bloqué",
        "movimentos": "Entrées et sorties par jour",
        "docas_hoje": "Rendez-vous du jour par quai",
        "doca": "Quai %{doca}",
        "estoque_por_categoria": "Stock par catégorie",
        "sem_categoria": "Sans catégorie",
        "lotes_vencendo": "Lots bientôt périmés",
        "bloqueado": "Stock bloqué par article"
      },
      "columns": {
        "indicador": "Indicateur",
        "valor": "Valeur",
        "status": "Statut",
        "total": "Total",
        "periodo": "Période",
        "abertas": "Ouverts",
        "concluidas": "Terminés",
        "numero": "Numéro",
        "cliente": "Client",
        "data_prevista": "Date prévue",
        "situacao": "Situation",
        "paradas": "Arrêts",
        "ocorrencia": "Incident",
        "tipo": "Type",
        "veiculo": "Véhicule",
        "lancamentos": "Saisies",
        "custo": "Coût",
        "entradas": "Entrées",
        "saidas": "Sorties",
        "doca": "Quai",
        "recebimento": "Réception",
        "expedicao": "Expédition",
        "categoria": "Catégorie",
        "materiais": "Articles",
        "quantidade": "Quantité",
        "material": "Article",
        "lote": "Lot",
        "validade": "Péremption",
        "unidade": "Unité",
        "bloqueada": "Bloquée"
      }
    }
  }
};

export default messages;
