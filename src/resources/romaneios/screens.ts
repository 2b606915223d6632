import { defineScreens } from '../../screens/defineScreens';
import type romaneios from './index';

export default defineScreens<typeof romaneios>({
  show: () => import('./RomaneioShow'),
  pages: { manifest: () => import('./RomaneioManifest') },
});
