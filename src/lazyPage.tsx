import { type ComponentType, Suspense } from 'react';
import { Loading } from 'react-admin';
import { lazyReady } from './lazyReady';

/** A page that loads its code on first use, with the loading indicator meanwhile; drawn at once when preloaded (src/lazyReady.ts). */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const Lazy = lazyReady(load);
  const Page = () => (
    <Suspense fallback={<Loading />}>
      <Lazy />
    </Suspense>
  );
  return Page;
};
