import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { retryUnlessRefused } from '../errors/refusals';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import { readQuery, writeQuery } from './period';
import { DASHBOARDS } from '../resources/dashboards';
import type { AnyDashboard, DashboardAnswer, DashboardQuery } from './types';

/**
 * One dashboard's figures under `['dashboards', name, query]` (the key the realtime refresh
 * invalidates). While a refresh or a new period loads, the last answer stays on screen with its
 * `as_of`: never a spinner in place of figures.
 */
export const useDashboard = <N extends AnyDashboard>(name: N, query: DashboardQuery, enabled = true) => {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [DASHBOARDS[name].operation, query],
    queryFn: () => dataProvider[DASHBOARDS[name].operation]({ query }) as Promise<DashboardAnswer<N>>,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    enabled,
  });
};

/** The view's period and client, kept in the URL (`?de=&ate=&cliente_id=`) so a view can be shared. */
export const useDashboardQuery = (): [DashboardQuery, (q: DashboardQuery) => void] => {
  const [search, setSearch] = useSearchParams();
  const query = readQuery(search);
  return [query, (q) => setSearch(writeQuery(q), { replace: true })];
};
