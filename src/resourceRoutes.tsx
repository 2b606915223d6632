import type { ComponentType } from 'react';
import { CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Outlet, Route } from 'react-router-dom';
import { iconFor } from './layout/icons';
import { representText } from './registry/browser';
import type { Resource as ResourceDecl } from './registry/define';
import { type Screen, extraPaths } from './registry/resourcePaths';

/** A resource's four screens. */
export type Screens = Record<Screen, ComponentType>;

/**
 * Every route of the declared resources, as children of the admin: react-admin's own under
 * /{name} (docs/domain.md "Routes and menu": /{name}, /{name}/add, /{name}/{id}, /{name}/{id}/show), and the paths the
 * declaration adds (`menu.path`, `menu.paths`), which open the same screens in the same resource.
 */
export const resourceRoutes = (declared: readonly ResourceDecl[], screens: ReadonlyMap<string, Screens>) => (
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
