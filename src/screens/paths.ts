import { getHome } from '../providers/homes';
import type { Resource } from '../registry/define';
import { fillPath } from '../registry/operations';

export type Screen = 'list' | 'create' | 'edit' | 'show';

/** Where the menu opens a resource: its declared `menu.path`, else /{name}. */
export const menuPath = (r: Resource): string => r.menu.path ?? `/${r.name}`;

/**
 * The paths to a resource's screens besides react-admin's own under /{name}: the same four under
 * its menu path when that differs (docs/domain.md "V2 pages"), then its declared `menu.paths`.
 */
export const extraPaths = (r: Resource): { path: string; screen: Screen }[] => {
  const base = menuPath(r);
  const underBase: { path: string; screen: Screen }[] = base === `/${r.name}` ? [] : [
    { path: base, screen: 'list' },
    { path: `${base}/add`, screen: 'create' },
    { path: `${base}/:id`, screen: 'edit' },
    // The show page's tabs add a segment (`/show/historico`).
    { path: `${base}/:id/show/*`, screen: 'show' },
  ];
  return [...underBase, ...Object.entries(r.menu.paths ?? {}).map(([path, screen]) => ({ path, screen }))];
};

/** Where a home's page opens (its declared `pages.<key>.path`), its parameters filled in: `pagePath('romaneios', 'manifest', { id })`. */
export const pagePath = (home: string, key: string, params?: Record<string, unknown>): string => {
  const page = getHome(home)?.pages?.[key];
  if (!page) throw new Error(`${home} declares no page "${key}"`);
  return fillPath(page.path, params);
};
