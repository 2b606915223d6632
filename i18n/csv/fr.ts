// CSV import messages (fr). Keys live under app.csv.
const messages = { app: { csv: {} } };
export default messages;
