import { type Store, localStorageStore } from 'react-admin';

/** Keys that belong to the browser rather than to a session: the theme settings and the open menu groups. */
export const BROWSER_KEYS_PREFIX = 'layout.';

/**
 * react-admin's store in localStorage, except that the reset react-admin runs at logout keeps
 * the layout choices, which persist per browser whoever signs in next (docs/domain.md "Shell and theme settings").
 */
export const createAppStore = (): Store => {
  const store = localStorageStore();
  return {
    ...store,
    reset() {
      for (const key of Object.keys(store.listItems?.() ?? {})) {
        if (!key.startsWith(BROWSER_KEYS_PREFIX)) store.removeItem(key);
      }
    },
  };
};
