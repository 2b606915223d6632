import type { QueryClient } from '@tanstack/react-query';
import { dashboardsOf } from '../resources/dashboards';
import type { AnyDashboard } from './types';

/** Every dashboard query lives under this key: `['dashboards', name, query]`. */
export const DASHBOARD_KEY = 'dashboards';

/** At most one refresh of a dashboard per this many ms: a burst of writes (an import, a day's planning) is one reload. */
export const LIVE_INTERVAL_MS = 3000;

/**
 * Refreshes the dashboards a change moves, throttled per dashboard: the first change refreshes at
 * once, later ones within the interval once at its end. The query keeps its last answer on screen
 * meanwhile (placeholderData), so the figures never give way to a spinner.
 */
export const dashboardRefresher = (queryClient: QueryClient, interval = LIVE_INTERVAL_MS) => {
  const last = new Map<AnyDashboard, number>();
  const pending = new Map<AnyDashboard, ReturnType<typeof setTimeout>>();
  const refresh = (name: AnyDashboard) => {
    last.set(name, Date.now());
    void queryClient.invalidateQueries({ queryKey: [DASHBOARD_KEY, name] });
  };
  const onChange = (resource: string) => {
    for (const name of dashboardsOf(resource)) {
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
