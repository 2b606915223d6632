// CSV import messages (es). Keys live under app.csv.
const messages = { app: { csv: {} } };
export default messages;
