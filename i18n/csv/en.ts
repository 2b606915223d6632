// CSV import messages (en). Keys live under app.csv.
const messages = { app: { csv: {} } };
export default messages;
