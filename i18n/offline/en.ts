// Working offline: the outbox and the kept data (en).
const messages = {
  app: {
    offline: {
      not_cached: 'Offline, and this page has not been opened on this device yet',
      depends_on: 'Not sent: it depends on another change the server refused',
    },
  },
};

export default messages;
