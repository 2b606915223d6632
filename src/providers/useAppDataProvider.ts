import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './appMethods';

/** react-admin's data provider with our named methods typed: calls go through its checkError as getList's do. */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();
