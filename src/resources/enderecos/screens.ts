import { defineScreens } from '../../screens/defineScreens';
import type enderecos from './index';

export default defineScreens<typeof enderecos>({
  pages: {
    transferencia: () => import('./TransferPage'),
  },
});
