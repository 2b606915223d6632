// Workflow records on screen: lifecycle buttons, the history tab, line items, stored files (pt).
const messages = {
  app: {
    workflow: {
      move_to: 'Mudar para %{status}',
      moved: 'Status alterado para %{status}',
      current: 'Status atual',
      overdue: 'Atrasada',
      overdue_hint: 'Passou da data prevista e não foi concluída',
      no_moves: 'Sem outras mudanças de status',
    },
    history: {
      tab: 'Histórico',
      details: 'Detalhes',
      empty: 'Nenhuma alteração registrada ainda',
      by: 'por %{user}',
      system: 'o sistema',
      load_failed: 'Não foi possível carregar o histórico',
      changed: 'alterada',
      empty_value: '(vazio)',
      line: '%{lines} %{n}',
      line_added: 'incluída',
      line_removed: 'removida',
      position: 'posição',
      more: 'Mostrar alterações anteriores',
      actions: {
        create: 'Criado',
        update: 'Alterado',
        delete: 'Excluído',
        transition: 'Status alterado',
        planejar: 'Solicitações planejadas',
        finalizar: 'Parada finalizada',
        import: 'Importado',
      },
    },
    lines: {
      add: 'Adicionar linha',
      remove: 'Remover a linha %{n}',
      up: 'Subir a linha %{n}',
      down: 'Descer a linha %{n}',
      drag: 'Reordenar a linha %{n}: pressione espaço e depois as setas',
      empty: 'Nenhuma linha ainda',
      number: 'Linha',
      picked: 'Linha %{n} selecionada.',
      over: 'Linha %{n} sobre a posição %{to}.',
      dropped: 'Linha %{n} solta na posição %{to}.',
      cancelled: 'Reordenação cancelada; a linha %{n} voltou à posição %{to}.',
    },
    files: {
      photo: 'Foto',
      open: 'Abrir a foto',
      none: 'Sem foto',
      load_failed: 'Não foi possível carregar o arquivo',
    },
  },
};

export default messages;
