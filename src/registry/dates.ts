/** Today as yyyy-MM-dd in the browser's or server's own calendar (not UTC's). */
export const localToday = (at = new Date()): string =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** A calendar day yyyy-MM-dd as every screen and message writes it, dd/MM/yyyy (docs/domain.md "Dates and times"). */
export const dayText = (iso: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
};
