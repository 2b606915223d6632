/** The outbox page (OutboxPage), which the top bar's badge and the user menu open. */
export const OUTBOX_PATH = '/envios-pendentes';
