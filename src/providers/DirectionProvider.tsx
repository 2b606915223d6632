import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';

// One emotion cache per direction: in RTL every style is mirrored (margins, paddings, borders).
const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export const DirectionProvider = ({ rtl, children }: { rtl: boolean; children: ReactNode }) => (
  <CacheProvider value={rtl ? caches.rtl : caches.ltr}>{children}</CacheProvider>
);
