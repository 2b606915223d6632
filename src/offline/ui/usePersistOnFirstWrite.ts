import { useEffect, useRef } from 'react';

let asked = false;

/**
 * Asks once per page for persistent storage when the first write is queued: until then there is
 * nothing to lose, and asking at start would prompt every office user for nothing.
 */
export const usePersistOnFirstWrite = (pending: number) => {
  const before = useRef(pending);
  useEffect(() => {
    const wasEmpty = before.current === 0;
    before.current = pending;
    if (asked || pending === 0 || !wasEmpty) return;
    asked = true;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return;
    void storage.persisted().then((already) => (already ? undefined : storage.persist())).catch(() => {});
  }, [pending]);
};
