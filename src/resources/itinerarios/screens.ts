import { defineScreens } from '../../screens/defineScreens';
import type itinerarios from './index';

export default defineScreens<typeof itinerarios>({
  list: () => import('./ItinerarioList'),
  create: () => import('./ItinerarioCreate'),
  edit: () => import('./ItinerarioEdit'),
  show: () => import('./ItinerarioShow'),
  pages: {
    board: () => import('./ItinerarioBoard'),
    mobile: () => import('./ItinerarioMobile'),
    map: () => import('../../maps/MapPage'),
  },
});
