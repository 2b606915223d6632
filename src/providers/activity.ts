/**
 * Counts API requests in flight for the progress bar (docs/architecture.md "Providers"), and remembers
 * whether one failed since the bar last hid.
 */
export interface Activity {
  pending: number;
  failed: boolean;
}

type Listener = (a: Activity) => void;

let state: Activity = { pending: 0, failed: false };
const listeners = new Set<Listener>();

const emit = (next: Activity) => {
  state = next;
  for (const l of listeners) l(state);
};

export const activity = {
  get: (): Activity => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Runs one request inside the counter. */
  async track<T>(request: Promise<T>): Promise<T> {
    emit({ pending: state.pending + 1, failed: state.pending === 0 ? false : state.failed });
    try {
      const result = await request;
      emit({ ...state, pending: state.pending - 1 });
      return result;
    } catch (err) {
      emit({ pending: state.pending - 1, failed: true });
      throw err;
    }
  },
};
