import { Route } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { manifestPath } from './resources/romaneios/manifestPath';

const Manifest = lazyPage(() => import('./resources/romaneios/RomaneioManifest'));

/** The warehouse pages that are no resource's screen: a packing list's printable manifest. */
export const warehouseRoutes = () => [
  <Route key="romaneio-manifest" path={manifestPath()} element={<Manifest />} />,
];
