import { QueryClient } from '@tanstack/react-query';

/**
 * Queries and mutations run whatever the browser says of the network: offline, the data
 * provider answers reads from its cache and keeps writes in its outbox (src/offline), and
 * react-query's default "online" mode would pause them instead, never asking it.
 */
export const createQueryClient = () => new QueryClient({
  defaultOptions: { queries: { networkMode: 'always' }, mutations: { networkMode: 'always' } },
});
