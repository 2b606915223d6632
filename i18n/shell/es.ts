// Shell messages (es). Keys live under app.shell.
const messages = { app: { shell: {} } };
export default messages;
