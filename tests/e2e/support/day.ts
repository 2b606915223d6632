// The e2e browsers run in the company's time zone (playwright.config.ts `timezoneId`), as its
// office staff and drivers do: the one a new install's and the demo's settings name
// (`configuracoes.fuso_horario`). A test's "today" is that zone's, whatever the machine's clock
// zone, so that between 00:00 and 03:00 UTC the page, the server and the test agree on the day.
export const ZONE = 'America/Sao_Paulo';

const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day `days` from today in ZONE, yyyy-mm-dd. */
export const zoneDay = (days = 0): string => ymd.format(new Date(Date.now() + days * 86_400_000));
