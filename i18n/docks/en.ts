// Dock bookings: the dock calendar and the refusals of a taken slot (en).
const messages = {
  app: {
    errors: {
      doca_ocupada: "Dock %{doca} is already booked by booking %{other} on %{data}, from %{inicio} to %{fim}",
      conflict_exclusion: "This time slot is already booked on this dock",
    },
    docks: {
      calendar: {
        calendar: "Calendar",
        list: "List",
        view: "View",
        today: "Today",
        previous: "Previous",
        next: "Next",
        day: "Day",
        week: "Week",
        no_events: "No bookings in this period",
        dock: "Dock %{doca}",
        no_docks: "Set the number of docks in the settings",
        more: "+%{count} more",
        time: "Time",
        event: "Booking",
        date: "Date",
        all_day: "All day",
        load_failed: "Could not load the bookings",
      },
    },
  },
};

export default messages;
