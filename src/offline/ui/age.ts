import { intlLocale } from '../../fields/format';

/** Past this, browsers may have cleared the data of an app nobody opened (issue 19 "Durability"). */
export const STALE_MS = 3 * 24 * 3600_000;

export const isStale = (capturedAt: string | undefined, now = Date.now()) =>
  !!capturedAt && now - Date.parse(capturedAt) > STALE_MS;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000]];

/** "2 hours ago" in the page's language, in the largest whole unit; under a minute, "now". */
export const relativeAge = (iso: string, locale: string, now = Date.now()): string => {
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const elapsed = Math.max(0, now - Date.parse(iso));
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, 'second');
};
