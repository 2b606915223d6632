// Dock bookings: the dock calendar and the refusals of a taken slot (es).
const messages = {
  app: {
    errors: {
      doca_ocupada: "El muelle %{doca} ya está reservado por la cita %{other} el %{data}, de %{inicio} a %{fim}",
      conflict_exclusion: "Este horario ya está reservado en este muelle",
    },
    docks: {
      calendar: {
        calendar: "Calendario",
        list: "Lista",
        view: "Vista",
        today: "Hoy",
        previous: "Anterior",
        next: "Siguiente",
        day: "Día",
        week: "Semana",
        no_events: "No hay citas en este período",
        dock: "Muelle %{doca}",
        no_docks: "Defina el número de muelles en la configuración",
        more: "+%{count} más",
        time: "Hora",
        event: "Cita",
        date: "Fecha",
        all_day: "Todo el día",
        load_failed: "No se pudieron cargar las citas",
      },
    },
  },
};

export default messages;
