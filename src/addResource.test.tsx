// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, CoreAdminUI, testDataProvider, useResourceContext } from 'react-admin';
import { MemoryRouter, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { resources } from './providers/homes';
import { defineResource } from './registry/define';
import { visibleMenu } from './layout/menu';
import type { ResourceScreen as Screen } from './screens/defineScreens';
import { type Screens, resourceRoutes } from './resourceRoutes';

// README "How to add a resource": the declaration is the only file that names a plain resource's
// menu place and routes; menu.ts and the route files stay as they are.
const pedagios = defineResource({
  name: 'pedagios',
  fields: { nome: { kind: 'text', required: true } },
  display: 'nome',
  list: ['nome'],
  search: ['nome'],
  sort: { field: 'nome', order: 'asc' },
  menu: { group: 'transporte', order: 0, icon: 'Flag', path: '/v2/pedagios', paths: { '/v2/pedagios/praca/:id': 'show' } },
  viewRole: 'view-coleta-entrega',
});
const declared = [...resources, pedagios];

/** Each screen says which resource and record it shows. */
const stub = (screenName: Screen) => () => <p>{`${useResourceContext()} ${screenName} ${useParams().id ?? ''}`.trim()}</p>;
const stubs: Screens = { list: stub('list'), create: stub('create'), edit: stub('edit'), show: stub('show') };

const open = (path: string) => render(
  <MemoryRouter initialEntries={[path]}>
    <CoreAdminContext dataProvider={testDataProvider()}>
      <CoreAdminUI>{resourceRoutes(declared, new Map(declared.map((r) => [r.name, stubs])))}</CoreAdminUI>
    </CoreAdminContext>
  </MemoryRouter>,
);

afterEach(cleanup);

describe('a plain resource is one declaration', () => {
  it('gets its menu entry in its group at its order, opening its menu path', () => {
    const transporte = visibleMenu({ roles: ['admin'] }, declared).find((g) => g.name === 'transporte')!;
    expect(transporte.entries.map((e) => e.path).slice(0, 3)).toEqual(['/v2/pedagios', '/aeroportos', '/v2/pontos']);
    expect(transporte.entries[0]).toMatchObject({ labelKey: 'resources.pedagios.name', icon: 'Flag', access: 'view', home: pedagios });
  });

  it.each([
    ['/pedagios', 'pedagios list'],
    ['/pedagios/add', 'pedagios create'],
    ['/pedagios/7', 'pedagios edit 7'],
    ['/pedagios/7/show', 'pedagios show 7'],
    ['/v2/pedagios', 'pedagios list'],
    ['/v2/pedagios/add', 'pedagios create'],
    ['/v2/pedagios/7', 'pedagios edit 7'],
    ['/v2/pedagios/7/show/historico', 'pedagios show 7'],
    ['/v2/pedagios/praca/7', 'pedagios show 7'],
  ])('%s opens its %s screen', async (path, shown) => {
    open(path);
    expect(await screen.findByText(shown)).toBeTruthy();
  });
});
