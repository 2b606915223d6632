import { defineScreens } from '../../screens/defineScreens';
import type expedicoes from './index';

export default defineScreens<typeof expedicoes>({
  create: () => import('./ExpedicaoCreate'),
  edit: () => import('./ExpedicaoEdit'),
  show: () => import('./ExpedicaoShow'),
  pages: { picking: () => import('./PickingScreen') },
});
