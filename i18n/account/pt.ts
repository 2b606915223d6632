// Account messages (pt). Keys live under app.account.
const messages = { app: { account: {} } };
export default messages;
