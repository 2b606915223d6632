// Workflow records on screen: lifecycle buttons, the history tab, line items, stored files (es).
const messages = {
  app: {
    workflow: {
      move_to: 'Cambiar a %{status}',
      moved: 'Estado cambiado a %{status}',
      current: 'Estado actual',
      overdue: 'Atrasada',
      overdue_hint: 'Pasó la fecha prevista y no se concluyó',
      no_moves: 'Sin más cambios de estado',
    },
    history: {
      tab: 'Historial',
      details: 'Detalles',
      empty: 'Todavía no hay cambios registrados',
      by: 'por %{user}',
      system: 'el sistema',
      load_failed: 'No se pudo cargar el historial',
      changed: 'modificada',
      empty_value: '(vacío)',
      line: '%{lines} %{n}',
      line_added: 'agregada',
      line_removed: 'eliminada',
      position: 'posición',
      more: 'Mostrar cambios anteriores',
      actions: {
        create: 'Creado',
        update: 'Modificado',
        delete: 'Eliminado',
        transition: 'Estado cambiado',
        planejar: 'Solicitudes planificadas',
        finalizar: 'Parada finalizada',
        import: 'Importado',
      },
    },
    lines: {
      add: 'Agregar línea',
      remove: 'Eliminar la línea %{n}',
      up: 'Subir la línea %{n}',
      down: 'Bajar la línea %{n}',
      drag: 'Reordenar la línea %{n}: pulse espacio y luego las flechas',
      empty: 'Todavía no hay líneas',
      number: 'Línea',
      picked: 'Línea %{n} tomada.',
      over: 'Línea %{n} sobre la posición %{to}.',
      dropped: 'Línea %{n} soltada en la posición %{to}.',
      cancelled: 'Reordenación cancelada; la línea %{n} volvió a la posición %{to}.',
    },
    files: {
      photo: 'Foto',
      open: 'Abrir la foto',
      none: 'Sin foto',
      load_failed: 'No se pudo cargar el archivo',
    },
  },
};

export default messages;
