// Shell messages (fr). Keys live under app.shell.
const messages = { app: { shell: {} } };
export default messages;
