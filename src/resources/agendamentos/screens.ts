import { defineScreens } from '../../screens/defineScreens';
import type agendamentos from './index';

export default defineScreens<typeof agendamentos>({
  list: () => import('./AgendamentoList'),
  create: () => import('./AgendamentoCreate'),
  edit: () => import('./AgendamentoEdit'),
});
