import type { ComponentType } from 'react';
import { CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Outlet, Route } from 'react-router-dom';
import { iconFor } from './layout/icons';
import { lazyPage } from './lazyPage';
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
          <Resource key={r.name} name={r.name} list={list} edit={edit} show={show}
            icon={iconFor(r.menu.icon)} recordRepresentation={(record) => representText(r, record)}>
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
