// Dashboards API refusals (en).
const messages = {
  app: {
    validation: {
      periodo_invertido: 'Must not be before the start date',
      periodo_longo: 'The period may span at most %{max} days',
    },
  },
};

export default messages;
