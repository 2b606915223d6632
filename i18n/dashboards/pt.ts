// Recusas da API dos painéis (pt).
const messages = {
  app: {
    validation: {
      periodo_invertido: 'Não pode ser anterior à data inicial',
      periodo_longo: 'O período pode abranger no máximo %{max} dias',
    },
  },
};

export default messages;
