import type { QueryClient } from '@tanstack/react-query';
import type { KnownDay } from './describeItem';

/** SPEC 3's local key: the JSON of the driver's last successful day (ItinerarioMobile keeps it). */
export const ITINERARIO_KEY = 'itinerario';

/** The driver's days this device has read: the ones on screen (react-query), and the one kept locally. */
export const knownDays = (queryClient: QueryClient): KnownDay[] => {
  const days = queryClient.getQueriesData<KnownDay>({ queryKey: ['itinerarios', 'meu'] }).map(([, day]) => day)
    .filter((d): d is KnownDay => !!d && Array.isArray(d.paradas));
  try {
    const kept = JSON.parse(localStorage.getItem(ITINERARIO_KEY) ?? 'null') as KnownDay | null;
    if (kept && Array.isArray(kept.paradas)) days.push(kept);
  } catch {
    // A value some other version wrote: not a day to describe with.
  }
  return days;
};
