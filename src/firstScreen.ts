import { preload } from './lazyReady';
import { getResource, raSort } from './providers/homes';
import { readEarly } from './providers/http';
import { session } from './providers/session';
import { listPath } from './providers/v1DataProvider';
import { hasRole } from './registry/roles';
import { screenAt } from './resourceRoutes';
import { LIST_PER_PAGE } from './screens/list/pager';

/** Where react-admin keeps a list's last page, sort and filters (its localStorageStore, key `<resource>.listParams`). */
const storedListParams = (resource: string) => localStorage.getItem(`RaStore.${resource}.listParams`);

/**
 * The page being opened, asked for as soon as the declarations are in (docs/architecture.md
 * "First screen"): its screen's code starts loading beside the catalog, and a generated list's
 * first page is read beside both, instead of each waiting for the one before (render, session
 * check, the screen's chunk, then its read). The screen's own calls then find them under way.
 * Only the first page of a list opened with no filter of its own is read early: any other
 * would be a guess at what the screen asks. Settles when the screen's code is in (or failed to
 * come: the route's own load then says so), for the first render to wait on. Signed out, the
 * page goes to the login page instead: nothing is asked for, nothing waited on.
 */
export const openFirstScreen = (path: string, search: string): Promise<unknown> => {
  const found = session.tokens() ? screenAt(path) : undefined;
  if (!found) return Promise.resolve();
  // The route's lazyReady() over the same loader then draws this module at once.
  const screen = preload(found.load).catch(() => {});
  if (found.screen !== 'list' || !found.generic || !found.resource || search || storedListParams(found.resource)) return screen;
  const r = getResource(found.resource);
  if (r && hasRole(session.user()?.roles, r.viewRole)) {
    readEarly(listPath(r.name, { pagination: { page: 1, perPage: LIST_PER_PAGE }, sort: raSort(r)!, filter: {} }));
  }
  return screen;
};
