/**
 * What the forms on screen hold unsaved, kept when the page is about to lose them (the session
 * ended under it) and given back when the same user opens the same page again
 * (docs/architecture.md "Unsaved input"). Kept in this tab's sessionStorage, per user and page,
 * and taken once.
 */
export type Values = Record<string, unknown>;

const PREFIX = 'unsavedInput:';
const keyOf = (userId: string, path: string) => `${PREFIX}${userId}:${path}`;

/** The forms on screen: where each one's input belongs, and how to read what it holds unsaved (nothing: undefined). */
const open = new Set<{ key: string; read: () => Values | undefined }>();

/** A form on screen offers its unsaved input; the returned function withdraws it. */
export const offerUnsavedInput = (userId: string, path: string, read: () => Values | undefined): (() => void) => {
  const entry = { key: keyOf(userId, path), read };
  open.add(entry);
  return () => open.delete(entry);
};

/** Keeps the unsaved input of every form on screen. */
export const keepUnsavedInput = (): void => {
  for (const { key, read } of open) {
    const values = read();
    if (!values) continue;
    try {
      sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // full or disabled storage: nothing can be kept
    }
  }
};

/** The input kept for this user and page, if any; it is forgotten once taken. */
export const takeUnsavedInput = (userId: string, path: string): Values | undefined => {
  try {
    const raw = sessionStorage.getItem(keyOf(userId, path));
    if (raw === null) return undefined;
    sessionStorage.removeItem(keyOf(userId, path));
    const values = JSON.parse(raw) as unknown;
    return values && typeof values === 'object' && !Array.isArray(values) ? (values as Values) : undefined;
  } catch {
    return undefined;
  }
};
