import { defineScreens } from '../../screens/defineScreens';
import type fornecedores from './index';

export default defineScreens<typeof fornecedores>({
  edit: () => import('./FornecedorEdit'),
  show: () => import('./FornecedorShow'),
});
