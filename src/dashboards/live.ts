import type { QueryClient } from '@tanstack/react-query';
import { liveOperations } from '../providers/homes';

/** At most one refresh of a live read per this many ms: a burst of writes (an import, a day's planning) is one reload. */
export const LIVE_INTERVAL_MS = 3000;

/**
 * Refreshes the declared reads a change makes stale (`live`: the dashboards), throttled per read:
 * the first change refreshes at once, later ones within the interval once at its end. A read's
 * queries live under its operation's name (`['getOrdensServicoDashboard', input]`) and keep their
 * last answer on screen meanwhile (placeholderData), so figures never give way to a spinner.
 */
export const liveRefresher = (queryClient: QueryClient, interval = LIVE_INTERVAL_MS) => {
  const last = new Map<string, number>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const refresh = (name: string) => {
    last.set(name, Date.now());
    void queryClient.invalidateQueries({ queryKey: [name] });
  };
  const onChange = (resource: string) => {
    for (const name of liveOperations(resource)) {
      if (pending.has(name)) continue;
      const wait = (last.get(name) ?? 0) + interval - Date.now();
      if (wait <= 0) refresh(name);
      else pending.set(name, setTimeout(() => {
        pending.delete(name);
        refresh(name);
      }, wait));
    }
  };
  const stop = () => {
    for (const t of pending.values()) clearTimeout(t);
    pending.clear();
  };
  return { onChange, stop };
};
