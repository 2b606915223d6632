import { defineScreens } from '../../screens/defineScreens';
import type configuracoes from './index';

export default defineScreens<typeof configuracoes>({
  list: () => import('./CurrentSettings'),
  edit: () => import('./ConfiguracaoEdit'),
});
