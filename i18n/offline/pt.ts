// Trabalho sem conexão: a fila de envios e os dados guardados (pt).
const messages = {
  app: {
    offline: {
      needs_network: 'Esta ação precisa de conexão: tente de novo quando estiver online',
      not_cached: 'Sem conexão, e esta página ainda não foi aberta neste aparelho',
      depends_on: 'Não enviado: depende de outro envio que o servidor recusou',
      tasks: {
        list: 'Alterações aguardando sincronização',
        finish: 'Finalizar a parada %{n} do itinerário %{numero}',
        finish_unknown: 'Finalizar uma parada',
        create: 'Novo registro de %{resource}: %{name}',
        create_unnamed: 'Novo registro de %{resource}',
        update: 'Alterar %{resource} %{name}',
        update_unnamed: 'Alterar %{resource}',
        delete: 'Excluir %{resource} %{name}',
        delete_unnamed: 'Excluir %{resource}',
        record: 'registro',
        photo: 'Foto',
        file: 'Arquivo',
        captured: 'Feito em %{time}',
        waiting: 'Aguardando sincronização',
        sending: 'Enviando…',
        refused: 'Recusado: %{message}',
        open: 'Abrir',
        retry: 'Tentar de novo',
        discard: 'Descartar',
        discard_title: 'Descartar esta alteração?',
        discard_text: '“%{what}” nunca será enviado ao servidor.',
        sync_now: 'Sincronizar agora',
        stale: 'Uma alteração aguarda há mais de 3 dias: o navegador pode apagar os dados de um aplicativo sem uso. Conecte-se para sincronizar.',
      },
      badge: '%{smart_count} alteração ainda não aceita, a mais antiga %{age} |||| %{smart_count} alterações ainda não aceitas, a mais antiga %{age}',
      sync: {
        title: 'Por favor, aguarde!',
        text: 'sincronizando dados.',
        progress: '%{n} de %{m}',
      },
      signout: {
        title: 'Alterações ainda não enviadas',
        text: '%{smart_count} alteração aguarda envio ao servidor. Se você sair, ela fica neste aparelho até você entrar de novo. |||| %{smart_count} alterações aguardam envio ao servidor. Se você sair, elas ficam neste aparelho até você entrar de novo.',
        sync: 'Sincronizar agora',
        anyway: 'Sair mesmo assim',
        not_all: 'Nem todas as alterações foram aceitas: veja a aba de tarefas.',
      },
      notice: 'Sem conexão · dados de %{time}',
      waiting_mark: 'Aguardando sincronização',
      queued_finish: 'Salvo neste aparelho; será enviado quando a conexão voltar',
      queued_save: 'Salvo neste aparelho; aguardando sincronização',
    },
  },
};

export default messages;
