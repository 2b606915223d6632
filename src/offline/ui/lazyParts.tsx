import { type ComponentProps, type ComponentType, Suspense, lazy } from 'react';

/**
 * The outbox's parts of the shell load after the first paint: they show nothing until a write is
 * queued or the network goes, and in the first download they cost ~11 KB gzip over its budget.
 */
const later = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  const Lazy = lazy(async () => ({ default: await load() }));
  return (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...(props as ComponentProps<typeof Lazy>)} />
    </Suspense>
  );
};

export const OutboxBadge = later(async () => (await import('./OutboxBadge')).OutboxBadge);
export const SyncModal = later(async () => (await import('./SyncModal')).SyncModal);
export const OfflineNotice = later(async () => (await import('./OfflineNotice')).OfflineNotice);
export const SignOutGuard = later(async () => (await import('./SignOutGuard')).SignOutGuard);
