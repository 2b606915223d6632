// Rechazos de la API de los paneles (es).
const messages = {
  app: {
    validation: {
      periodo_invertido: 'No puede ser anterior a la fecha de inicio',
      periodo_longo: 'El período puede abarcar como máximo %{max} días',
    },
  },
};

export default messages;
