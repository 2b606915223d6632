// Trabalho sem conexão: a fila de envios e os dados guardados (pt).
const messages = {
  app: {
    offline: {
      not_cached: 'Sem conexão, e esta página ainda não foi aberta neste aparelho',
      depends_on: 'Não enviado: depende de outro envio que o servidor recusou',
    },
  },
};

export default messages;
