import { useMemo, useSyncExternalStore } from 'react';
import { cachedReads, currentUserId, outbox } from './outbox';
import type { OutboxItem } from './outboxItem';

export interface OutboxView {
  /** The signed-in user's items, in the order of capture. */
  items: OutboxItem[];
  /** Not yet accepted (waiting, being sent, or refused). */
  pending: OutboxItem[];
  waiting: number;
  refused: number;
  /** Capture time of the oldest write not yet accepted. */
  oldest?: string;
  replaying: boolean;
}

/** The outbox as the screens show it: the badge, the outbox page, the sync modal, the driver's stops. */
export const useOutbox = (): OutboxView => {
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.snapshot);
  return useMemo(() => {
    const user = currentUserId();
    const items = snapshot.items.filter((i) => i.userId === user);
    const pending = items.filter((i) => i.state !== 'accepted');
    return {
      items,
      pending,
      waiting: pending.filter((i) => i.state !== 'refused').length,
      refused: pending.filter((i) => i.state === 'refused').length,
      oldest: pending[0]?.capturedAt,
      replaying: snapshot.replaying,
    };
  }, [snapshot]);
};

/** When the data on screen was fetched, while it comes from the offline cache; null when live. */
export const useCachedReadsSince = () => useSyncExternalStore(cachedReads.subscribe, cachedReads.since);
