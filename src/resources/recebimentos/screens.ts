import { defineScreens } from '../../screens/defineScreens';
import type recebimentos from './index';

export default defineScreens<typeof recebimentos>({
  edit: () => import('./RecebimentoCount'),
  show: () => import('./RecebimentoCount'),
});
