import { addRefreshAuthToDataProvider } from 'react-admin';
import { refreshAuth } from './authProvider';
import { v1DataProvider } from './v1DataProvider';

/** Composed from small wrappers, each testable alone (docs/architecture.md "Code conventions"). */
export const dataProvider = addRefreshAuthToDataProvider(v1DataProvider(), refreshAuth);
