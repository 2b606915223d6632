import { defineScreens } from '../../screens/defineScreens';
import type enderecos from './index';

export default defineScreens<typeof enderecos>({
  list: () => import('./BinList'),
  pages: {
    transferencia: () => import('./TransferPage'),
  },
});
