/** Today as yyyy-MM-dd in the browser's or server's own calendar (not UTC's). */
export const localToday = (at = new Date()): string =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** A day (yyyy-MM-dd) as every language of the app writes it in a message: dd/MM/yyyy (docs/domain.md "Dates and times"). */
export const dayText = (day: string): string => day.split('-').reverse().join('/');
