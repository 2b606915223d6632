import { addRefreshAuthToDataProvider } from 'react-admin';
import { offlineFetch } from '../offline/outbox';
import { refreshAuth } from './authProvider';
import { v1DataProvider } from './v1DataProvider';

/** Composed from small wrappers, each testable alone (docs/architecture.md "Code conventions"): the offline outbox sits under the token refresh. */
export const dataProvider = addRefreshAuthToDataProvider(v1DataProvider(offlineFetch), refreshAuth);
