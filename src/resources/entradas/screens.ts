import { defineScreens } from '../../screens/defineScreens';
import type entradas from './index';

export default defineScreens<typeof entradas>({
  list: () => import('./EntradaList'),
  show: () => import('./EntradaShow'),
});
