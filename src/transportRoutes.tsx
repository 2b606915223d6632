import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage } from './lazyPage';

const Board = lazyPage(() => import('./resources/itinerarios/ItinerarioBoard'));
const Mobile = lazyPage(() => import('./resources/itinerarios/ItinerarioMobile'));
const Maps = lazyPage(() => import('./maps/MapPage'));

/** SPEC 2's "V2 pages": /v2/{resource} opens the same screens as /{resource}. */
export const V2_RESOURCES = ['pontos', 'rotas', 'materiais', 'solicitacoes', 'itinerarios', 'ordens-servico'] as const;

/** Paths these routes answer, so the menu does not give them a "coming soon" page. */
export const TRANSPORT_PATHS = ['/maps', '/v2/maps'];

/** A resource's four screens. */
export type Screens = { list: ComponentType; create: ComponentType; edit: ComponentType; show: ComponentType };

/**
 * The transport pages that are not one resource's generated route: the v2 paths of SPEC 2, the
 * itinerary page by its v2 path, the tracking board, the driver's day and the map.
 */
export const transportRoutes = (screens: Map<string, Screens>) => [
  <Route key="board" path="/v2/itinerarios/acompanhamento" element={<Board />} />,
  ...(['/v2/itinerarios/itinerario', '/v2/itinerarios/itinerario/:id'].map((path) => {
    const s = screens.get('itinerarios');
    if (!s) return null;
    const Screen = path.endsWith(':id') ? s.edit : s.create;
    return <Route key={path} path={path} element={<ResourceContextProvider value="itinerarios"><Screen /></ResourceContextProvider>} />;
  })),
  ...V2_RESOURCES.flatMap((name) => {
    const s = screens.get(name);
    if (!s) return [];
    const wrap = (Screen: ComponentType) => <ResourceContextProvider value={name}><Screen /></ResourceContextProvider>;
    return [
      <Route key={`${name}-list`} path={`/v2/${name}`} element={wrap(s.list)} />,
      <Route key={`${name}-add`} path={`/v2/${name}/add`} element={wrap(s.create)} />,
      <Route key={`${name}-edit`} path={`/v2/${name}/:id`} element={wrap(s.edit)} />,
      // The show page's tabs add a segment (`/show/historico`).
      <Route key={`${name}-show`} path={`/v2/${name}/:id/show/*`} element={wrap(s.show)} />,
    ];
  }),
  <Route key="mobile" path="/itinerarios-mobile" element={<Mobile />} />,
  <Route key="mobile-id" path="/itinerarios-mobile/:id" element={<Mobile />} />,
  <Route key="maps" path="/maps" element={<Maps />} />,
  <Route key="v2-maps" path="/v2/maps" element={<Maps />} />,
].filter(Boolean);
