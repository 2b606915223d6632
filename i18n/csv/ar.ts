// CSV import messages (ar). Keys live under app.csv.
const messages = { app: { csv: {} } };
export default messages;
