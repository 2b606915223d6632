// Dock bookings: the dock calendar and the refusals of a taken slot (pt).
const messages = {
  app: {
    errors: {
      doca_ocupada: "A doca %{doca} já está reservada pelo agendamento %{other} em %{data}, das %{inicio} às %{fim}",
      conflict_exclusion: "Este horário já está reservado nesta doca",
    },
    docks: {
      calendar: {
        calendar: "Calendário",
        list: "Lista",
        view: "Visualização",
        today: "Hoje",
        previous: "Anterior",
        next: "Próximo",
        day: "Dia",
        week: "Semana",
        no_events: "Nenhum agendamento neste período",
        dock: "Doca %{doca}",
        no_docks: "Defina o número de docas nas configurações",
        more: "+%{count} mais",
        time: "Hora",
        event: "Agendamento",
        date: "Data",
        all_day: "Dia inteiro",
        load_failed: "Não foi possível carregar os agendamentos",
      },
    },
  },
};

export default messages;
