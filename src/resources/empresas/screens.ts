import { defineScreens } from '../../screens/defineScreens';
import type empresas from './index';

export default defineScreens<typeof empresas>({
  show: () => import('./EmpresaShow'),
});
