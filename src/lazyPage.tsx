import { type ComponentType, Suspense, lazy } from 'react';
import { Loading } from 'react-admin';

/** A page that loads its code on first use, with the loading indicator meanwhile. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const Lazy = lazy(load);
  const Page = () => (
    <Suspense fallback={<Loading />}>
      <Lazy />
    </Suspense>
  );
  return Page;
};
