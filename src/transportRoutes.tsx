import { Route } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { boardPath } from './registry/resourcePaths';

const Board = lazyPage(() => import('./resources/itinerarios/ItinerarioBoard'));
const Mobile = lazyPage(() => import('./resources/itinerarios/ItinerarioMobile'));
const Maps = lazyPage(() => import('./maps/MapPage'));

/** Paths these routes answer, so the menu does not give them a "coming soon" page. */
export const TRANSPORT_PATHS = ['/maps', '/v2/maps'];

/**
 * The transport pages that are no resource's screen: the tracking board, the driver's day and
 * the map.
 */
export const transportRoutes = () => [
  <Route key="board" path={boardPath()} element={<Board />} />,
  <Route key="mobile" path="/itinerarios-mobile" element={<Mobile />} />,
  <Route key="mobile-id" path="/itinerarios-mobile/:id" element={<Mobile />} />,
  <Route key="maps" path="/maps" element={<Maps />} />,
  <Route key="v2-maps" path="/v2/maps" element={<Maps />} />,
];
