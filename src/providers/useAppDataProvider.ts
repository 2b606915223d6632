import { useContext, useMemo } from 'react';
import { DataProviderContext, useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import { isNamedMethod } from './operations';
import type { AppDataProvider } from './v1DataProvider';

/**
 * react-admin's data provider with our named methods typed: their errors go through its
 * checkError as getList's do (a 401 signs out, a 403 says so), and then still reach the screen.
 * react-admin's own wrapper would answer a refused call with a made-up `{ data: [] }` or
 * `{ data: {} }`, which a named method's caller would take for the answer (the board drew it
 * and crashed, where it should show the access-denied page).
 */
export const useAppDataProvider = (): AppDataProvider => {
  const wrapped = useDataProvider<AppDataProvider>();
  const provider = useContext(DataProviderContext) as AppDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(() => new Proxy(wrapped, {
    get: (target, name, receiver) => {
      if (typeof name !== 'string' || !isNamedMethod(name)) return Reflect.get(target, name, receiver);
      const method = provider[name as keyof AppDataProvider] as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => method.apply(provider, args).catch(async (error: unknown) => {
        await logoutIfAccessDenied(error);
        throw error;
      });
    },
  }), [wrapped, provider, logoutIfAccessDenied]);
};
