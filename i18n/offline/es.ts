// Trabajo sin conexión: la cola de envíos y los datos guardados (es).
const messages = {
  app: {
    offline: {
      not_cached: 'Sin conexión, y esta página aún no se abrió en este dispositivo',
      depends_on: 'No enviado: depende de otro cambio que el servidor rechazó',
    },
  },
};

export default messages;
