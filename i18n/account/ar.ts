// Account messages (ar). Keys live under app.account.
const messages = { app: { account: {} } };
export default messages;
