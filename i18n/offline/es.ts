// Trabajo sin conexión: la cola de envíos y los datos guardados (es).
const messages = {
  app: {
    offline: {
      needs_network: 'Esta acción necesita conexión: vuelva a intentarlo cuando esté en línea',
      not_cached: 'Sin conexión, y esta página aún no se abrió en este dispositivo',
      depends_on: 'No enviado: depende de otro cambio que el servidor rechazó',
      tasks: {
        list: 'Cambios pendientes de sincronizar',
        finish: 'Finalizar la parada %{n} del itinerario %{numero}',
        finish_unknown: 'Finalizar una parada',
        create: 'Nuevo registro de %{resource}: %{name}',
        create_unnamed: 'Nuevo registro de %{resource}',
        update: 'Modificar %{resource} %{name}',
        update_unnamed: 'Modificar %{resource}',
        delete: 'Eliminar %{resource} %{name}',
        delete_unnamed: 'Eliminar %{resource}',
        record: 'registro',
        photo: 'Foto',
        file: 'Archivo',
        captured: 'Hecho el %{time}',
        waiting: 'Pendiente de sincronizar',
        sending: 'Enviando…',
        refused: 'Rechazado: %{message}',
        open: 'Abrir',
        retry: 'Reintentar',
        discard: 'Descartar',
        discard_title: '¿Descartar este cambio?',
        discard_text: '«%{what}» nunca se enviará al servidor.',
        sync_now: 'Sincronizar ahora',
        stale: 'Un cambio espera desde hace más de 3 días: el navegador puede borrar los datos de una aplicación sin uso. Conéctese para sincronizar.',
      },
      badge: '%{smart_count} cambio aún no aceptado, el más antiguo %{age} |||| %{smart_count} cambios aún no aceptados, el más antiguo %{age}',
      sync: {
        title: '¡Por favor, espere!',
        text: 'sincronizando datos.',
        progress: '%{n} de %{m}',
      },
      signout: {
        title: 'Cambios aún no enviados',
        text: '%{smart_count} cambio espera llegar al servidor. Si cierra la sesión, queda en este dispositivo hasta que vuelva a entrar. |||| %{smart_count} cambios esperan llegar al servidor. Si cierra la sesión, quedan en este dispositivo hasta que vuelva a entrar.',
        sync: 'Sincronizar ahora',
        anyway: 'Salir de todos modos',
        not_all: 'No se aceptaron todos los cambios: vea la pestaña de tareas.',
      },
      notice: 'Sin conexión · datos de las %{time}',
      waiting_mark: 'Pendiente de sincronizar',
      queued_finish: 'Guardado en este dispositivo; se enviará cuando vuelva la conexión',
      queued_save: 'Guardado en este dispositivo; pendiente de sincronizar',
    },
  },
};

export default messages;
