// CSV import messages (pt). Keys live under app.csv.
const messages = { app: { csv: {} } };
export default messages;
