import { defineScreens } from '../../screens/defineScreens';
import type inventarios from './index';

export default defineScreens<typeof inventarios>({
  show: () => import('./InventarioShow'),
});
