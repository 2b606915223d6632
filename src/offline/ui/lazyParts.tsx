import { type ComponentType, useEffect, useState } from 'react';
import { loadedNow, preload } from '../../lazyReady';

/**
 * The outbox's parts of the shell load after the first paint: they show nothing until a write is
 * queued or the network goes, and in the first download they cost ~11 KB gzip over its budget.
 * Loaded from an effect, not under Suspense: they draw nothing meanwhile, and a fallback shown
 * would hold the first screen's own reveal back 300 ms (docs/decisions.md "Suspense on the first
 * screen"). A load that fails is thrown where the part is drawn, as React.lazy would.
 */
export const later = <P extends object>(load: () => Promise<ComponentType<P>>) => (props: P) => {
  const [state, setState] = useState<{ Part?: ComponentType<P>; error?: unknown }>(() => ({ Part: loadedNow(load) }));
  useEffect(() => {
    if (state.Part || state.error) return;
    let live = true;
    preload(load).then(
      (Part) => { if (live) setState({ Part }); },
      (error: unknown) => { if (live) setState({ error }); },
    );
    return () => { live = false; };
  }, [state]);
  if (state.error) throw state.error;
  return state.Part ? <state.Part {...props} /> : null;
};

export const OutboxBadge = later(async () => (await import('./OutboxBadge')).OutboxBadge);
export const SyncModal = later(async () => (await import('./SyncModal')).SyncModal);
export const OfflineNotice = later(async () => (await import('./OfflineNotice')).OfflineNotice);
export const SignOutGuard = later(async () => (await import('./SignOutGuard')).SignOutGuard);
