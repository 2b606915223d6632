import type { ComponentType } from 'react';
import { CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Outlet, Route, matchPath } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { preload } from './lazyReady';
import type { Home } from './registry/area';
import type { Resource as Declared } from './registry/define';
import { homes, representText, resources } from './providers/homes';
import { extraPaths } from './screens/paths';
import type { ResourceScreen, ScreenLoader, ScreensOf } from './screens/defineScreens';

// Each home's hand-written screens (src/resources/<name>/screens.ts): small modules of lazy
// loaders, so a screen's code still loads on first use.
const modules = import.meta.glob<ScreensOf<Home>>('./resources/*/screens.ts', { eager: true, import: 'default' });
const screensOf = (home: string): ScreensOf<Home> | undefined => modules[`./resources/${home}/screens.ts`];

// Generated screens load on first use; a home's own screens replace them.
const generic: Record<ResourceScreen, ScreenLoader> = {
  list: () => import('./screens/ResourceList'),
  create: () => import('./screens/ResourceCreate'),
  edit: () => import('./screens/ResourceEdit'),
  show: () => import('./screens/ResourceShow'),
};

/** A resource's four screens. */
export type Screens = Record<ResourceScreen, ComponentType>;

let table: { screens: Map<string, Screens>; pages: { key: string; path: string; Page: ComponentType }[] } | undefined;
/** Made once, after the declarations have loaded (main.tsx). */
const routeTable = () => (table ??= {
  screens: new Map(resources.map((r) => {
    const own = screensOf(r.name);
    const screen = (s: ResourceScreen) => lazyPage(own?.[s] ?? generic[s]);
    return [r.name, { list: screen('list'), create: screen('create'), edit: screen('edit'), show: screen('show') }];
  })),
  pages: homes.flatMap((h) => Object.entries(h.pages ?? {}).flatMap(([key, p]) => {
    const load = (screensOf(h.name)?.pages as Record<string, ScreenLoader> | undefined)?.[key];
    if (!load) throw new Error(`${h.name}: page "${key}" has no screen in src/resources/${h.name}/screens.ts`);
    const Page = lazyPage(load);
    return [p.path, ...(p.aliases ?? [])].map((path) => ({ key: `${h.name}:${path}`, path, Page }));
  })),
});

/** The screen a path opens, with its loader: the resource's, or the generated one (`generic`). */
export interface ScreenAt {
  load: ScreenLoader;
  resource?: string;
  screen?: ResourceScreen;
  generic: boolean;
}

/** `/`: the welcome and the dashboards a user may open; where a sign-in lands. */
export const loadHome: ScreenLoader = async () => ({ default: (await import('./layout/Home')).Home });

/** The home, or the declared resource screen or home's page, that answers `path` (under the language prefix), if any. */
export const screenAt = (path: string): ScreenAt | undefined => {
  if (path === '/' || path === '') return { load: loadHome, generic: false };
  for (const r of resources) {
    const paths: { path: string; screen: ResourceScreen }[] = [
      { path: `/${r.name}`, screen: 'list' }, { path: `/${r.name}/add`, screen: 'create' },
      { path: `/${r.name}/:id`, screen: 'edit' }, { path: `/${r.name}/:id/show/*`, screen: 'show' }, ...extraPaths(r),
    ];
    const hit = paths.find((p) => matchPath(p.path, path));
    if (!hit) continue;
    const own = screensOf(r.name)?.[hit.screen];
    return { load: own ?? generic[hit.screen], resource: r.name, screen: hit.screen, generic: !own };
  }
  for (const h of homes) {
    for (const [key, p] of Object.entries(h.pages ?? {})) {
      const load = (screensOf(h.name)?.pages as Record<string, ScreenLoader> | undefined)?.[key];
      if (load && [p.path, ...(p.aliases ?? [])].some((candidate) => matchPath(candidate, path))) return { load, generic: false };
    }
  }
  return undefined;
};

/**
 * Asks for the code of the screen `path` opens (a menu entry pointed at, focused or touched), so
 * that opening it draws at once: a screen that suspends shows a fallback, and React then holds its
 * reveal 300 ms (docs/decisions.md "Suspense on the first screen").
 */
export const preloadScreen = (path: string): void => {
  const found = screenAt(path.split('?')[0]);
  if (found) preload(found.load).catch(() => {});
};

/** Every page the homes declare (a stock page, a dashboard, the tracking board), inside the layout. */
export const pageRoutes = () => routeTable().pages.map(({ key, path, Page }) => <Route key={key} path={path} element={<Page />} />);

/**
 * Every route of the declared resources, as children of the admin: react-admin's own under
 * /{name} (docs/domain.md "Routes and menu": /{name}, /{name}/add, /{name}/{id}, /{name}/{id}/show), and the paths the
 * declaration adds (`menu.path`, `menu.paths`), which open the same screens in the same resource.
 */
export const resourceRoutes = (declared: readonly Declared[] = resources, screens: ReadonlyMap<string, Screens> = routeTable().screens) => (
    <>
      {declared.map((r) => {
        const { list, create: Create, edit, show } = screens.get(r.name)!;
        return (
          // No `icon`: only react-admin's own menu shows it, and ours (src/layout/, in the signed-in
          // shell's chunk) draws the declared icon itself; the icons stay out of the login page's download.
          <Resource key={r.name} name={r.name} list={list} edit={edit} show={show}
            recordRepresentation={(record) => representText(r, record)}>
            <Route path="add" element={<Create />} />
          </Resource>
        );
      })}
      <CustomRoutes>
        {declared.filter((r) => extraPaths(r).length > 0).map((r) => (
          <Route key={r.name} element={<ResourceContextProvider value={r.name}><Outlet /></ResourceContextProvider>}>
            {extraPaths(r).map(({ path, screen }) => {
              const Page = screens.get(r.name)![screen];
              return <Route key={path} path={path} element={<Page />} />;
            })}
          </Route>
        ))}
      </CustomRoutes>
    </>
);
