/** Today as yyyy-MM-dd in the browser's or server's own calendar (not UTC's). */
export const localToday = (at = new Date()): string =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
