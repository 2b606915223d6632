import { type ReactNode, createContext, useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';
import { SaveButton } from 'react-admin';

/**
 * A resource's own part of a form (its `inForm`) may hold the form's Save while what it shows would
 * be refused (an outbound line's lot past its shelf life): the button stays disabled until it lets go.
 * The server still decides; this only spares the user a save that cannot succeed.
 */
const SaveHoldContext = createContext<{ held: boolean; hold: (id: string, on: boolean) => void } | null>(null);

export const SaveHoldProvider = ({ children }: { children: ReactNode }) => {
  const [holders, setHolders] = useState<ReadonlySet<string>>(new Set());
  const hold = useCallback((id: string, on: boolean) => setHolders((prev) => {
    if (prev.has(id) === on) return prev;
    const next = new Set(prev);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  }), []);
  const value = useMemo(() => ({ held: holders.size > 0, hold }), [holders, hold]);
  return <SaveHoldContext.Provider value={value}>{children}</SaveHoldContext.Provider>;
};

/** Holds the form's Save while `on`; lets go when `on` turns false or the caller unmounts. */
export const useHoldSave = (on: boolean) => {
  const hold = useContext(SaveHoldContext)?.hold;
  const id = useId();
  useEffect(() => {
    hold?.(id, on);
    return () => hold?.(id, false);
  }, [hold, id, on]);
};

/** react-admin's SaveButton, disabled while a part of the form holds it. */
export const HeldSaveButton = () => {
  const held = useContext(SaveHoldContext)?.held ?? false;
  return <SaveButton disabled={held || undefined} />;
};
