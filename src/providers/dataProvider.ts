import { addRefreshAuthToDataProvider } from 'react-admin';
import { refreshAuth } from './authProvider';
import { v1DataProvider } from './v1DataProvider';

/** Composed from small wrappers, each testable alone (STYLE "What we take"). */
export const dataProvider = addRefreshAuthToDataProvider(v1DataProvider(), refreshAuth);
