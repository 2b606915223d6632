import { addRefreshAuthToDataProvider } from 'react-admin';
import { refreshAuth } from './authProvider';
import type { ApiFetch } from './http';
import { v1DataProvider } from './v1DataProvider';

// The offline outbox and read cache load with the first call, which only a signed-in page makes:
// the login page's download goes without them (docs/architecture.md "First screen").
const offlineFetch: ApiFetch = async (path, init) => (await import('../offline/outbox')).offlineFetch(path, init);

/** Composed from small wrappers, each testable alone (docs/architecture.md "Code conventions"): the offline outbox sits under the token refresh. */
export const dataProvider = addRefreshAuthToDataProvider(v1DataProvider(offlineFetch), refreshAuth);
