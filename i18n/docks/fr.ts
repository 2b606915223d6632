// Dock bookings: the dock calendar and the refusals of a taken slot (fr).
const messages = {
  app: {
    errors: {
      doca_ocupada: "Le quai %{doca} est déjà réservé par le rendez-vous %{other} le %{data}, de %{inicio} à %{fim}",
      conflict_exclusion: "Ce créneau est déjà réservé sur ce quai",
    },
    docks: {
      calendar: {
        calendar: "Calendrier",
        list: "Liste",
        view: "Affichage",
        today: "Aujourd'hui",
        previous: "Précédent",
        next: "Suivant",
        day: "Jour",
        week: "Semaine",
        no_events: "Aucun rendez-vous sur cette période",
        dock: "Quai %{doca}",
        no_docks: "Définissez le nombre de quais dans les paramètres",
        more: "+%{count} de plus",
        time: "Heure",
        event: "Rendez-vous",
        date: "Date",
        all_day: "Toute la journée",
        load_failed: "Impossible de charger les rendez-vous",
      },
    },
  },
};

export default messages;
