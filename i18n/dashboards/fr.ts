// Refus de l'API des tableaux de bord (fr).
const messages = {
  app: {
    validation: {
      periodo_invertido: 'Ne doit pas précéder la date de début',
      periodo_longo: 'La période peut couvrir au plus %{max} jours',
    },
  },
};

export default messages;
