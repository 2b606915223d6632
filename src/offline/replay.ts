import { HttpError } from 'react-admin';
import { type OutboxItem, referencedItems, replayOrder, resolveRefs } from './outboxItem';
import type { OutboxStore } from './outboxStore';

/** SPEC 9: a pause before each replayed request. */
export const REPLAY_PAUSE_MS = 1000;
/** SPEC 4: accepted items leave the outbox this long after the replay. */
export const ACCEPTED_KEEP_MS = 3000;

export interface ReplayDeps {
  store: OutboxStore;
  /** The signed-in user: only their items are sent, with their token. */
  userId: () => string | undefined;
  online: () => boolean;
  /** Sends one item's request with its Idempotency-Key and the body its references resolved to. */
  send: (item: OutboxItem, body: unknown) => Promise<unknown>;
  wait: (ms: number) => Promise<void>;
  /** Runs the task unless another tab runs one (Web Locks); false when it did not run. */
  exclusive: (task: () => Promise<void>) => Promise<boolean>;
  later: (task: () => void, ms: number) => void;
}

export interface ReplayOutcome {
  ran: boolean;
  accepted: number;
  refused: number;
  /** Why it stopped before the end: the network went, the session needs signing in again. */
  stopped?: 'offline' | 'session';
}

/** A failure that says nothing about the write: no answer came (network), or the server could not take it now. */
const transient = (err: unknown) => !(err instanceof HttpError) || err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500
  || !!(err.body as { retryAfter?: string } | undefined)?.retryAfter;

const errorOf = (err: unknown) => {
  if (err instanceof HttpError) {
    const body = err.body as { errors?: Record<string, string>; fields?: Record<string, string> } | undefined;
    return { status: err.status, message: err.message, fields: body?.fields ?? body?.errors };
  }
  return { status: 0, message: err instanceof Error ? err.message : String(err) };
};

/** What a reference may name of an answer: its top-level values (a photo's id), not a whole itinerary. */
const scalars = (answer: unknown): Record<string, unknown> => (answer && typeof answer === 'object' && !Array.isArray(answer)
  ? Object.fromEntries(Object.entries(answer).filter(([, v]) => v === null || typeof v !== 'object'))
  : {});

/** Accepted items nothing still waiting refers to: their answers are no longer needed. */
const finishedWith = (items: OutboxItem[]) => {
  const needed = new Set(items.filter((i) => i.state !== 'accepted').flatMap((i) => referencedItems(i.body)));
  return items.filter((i) => i.state === 'accepted' && !needed.has(i.id));
};

/**
 * Sends the signed-in user's waiting writes in SPEC 4's order, one at a time with SPEC 9's pause,
 * in one tab at a time. An accepted write keeps its answer until nothing refers to it; a refused one
 * stays with the server's message for the user to retry or discard; a write that met no answer stays
 * waiting, and the replay stops there to resume at the next chance with the same keys, so nothing is
 * applied twice (the server answers a known key with its first result).
 */
export const replay = async (deps: ReplayDeps): Promise<ReplayOutcome> => {
  const outcome: ReplayOutcome = { ran: false, accepted: 0, refused: 0 };
  const user = deps.userId();
  if (!user || !deps.online()) return outcome;

  const ran = await deps.exclusive(async () => {
    // Leftovers of a tab closed within the 3 s.
    for (const done of finishedWith(await deps.store.all())) await deps.store.remove(done.id);
    const mine = (await deps.store.all()).filter((i) => i.userId === user && (i.state === 'waiting' || i.state === 'sending'));
    if (!mine.length) return;
    outcome.ran = true;
    deps.store.setReplaying(true);
    try {
      const queue = replayOrder(mine);
      const deferred = new Set<string>();
      const answers = new Map((await deps.store.all()).filter((i) => i.state === 'accepted').map((i) => [i.id, i.answer]));
      while (queue.length) {
        const next = queue.shift()!;
        const item = await deps.store.get(next.id);
        if (!item || (item.state !== 'waiting' && item.state !== 'sending')) continue;
        if (!deps.online()) {
          outcome.stopped = 'offline';
          return;
        }

        const { body, missing } = resolveRefs(item.body, answers);
        if (missing.length) {
          const pendingHere = missing.filter((id) => queue.some((q) => q.id === id));
          if (pendingHere.length && !deferred.has(item.id)) {
            // What it refers to comes later in this replay (an update that names a photo): after it.
            deferred.add(item.id);
            queue.splice(Math.max(...pendingHere.map((id) => queue.findIndex((q) => q.id === id))) + 1, 0, item);
            continue;
          }
          await deps.store.put({ ...item, state: 'refused', error: { status: 0, message: 'app.offline.depends_on', key: 'app.offline.depends_on' } });
          outcome.refused++;
          continue;
        }

        await deps.wait(REPLAY_PAUSE_MS);
        await deps.store.put({ ...item, state: 'sending', attempts: item.attempts + 1 });
        try {
          const answer = scalars(await deps.send(item, body));
          answers.set(item.id, answer);
          await deps.store.put({ ...item, state: 'accepted', attempts: item.attempts + 1, answer, acceptedAt: new Date().toISOString(), error: undefined });
          outcome.accepted++;
        } catch (err) {
          const error = errorOf(err);
          if (err instanceof HttpError && err.status === 401) {
            await deps.store.put({ ...item, state: 'waiting', attempts: item.attempts + 1 });
            outcome.stopped = 'session';
            return;
          }
          if (transient(err)) {
            await deps.store.put({ ...item, state: 'waiting', attempts: item.attempts + 1, error: error.status ? error : item.error });
            if (!(err instanceof HttpError) || !deps.online()) {
              outcome.stopped = 'offline';
              return;
            }
            continue;
          }
          await deps.store.put({ ...item, state: 'refused', attempts: item.attempts + 1, error });
          outcome.refused++;
        }
      }
    } finally {
      deps.store.setReplaying(false);
      deps.later(() => {
        void deps.store.all().then(async (items) => {
          for (const done of finishedWith(items)) await deps.store.remove(done.id);
        });
      }, ACCEPTED_KEEP_MS);
    }
  });
  return { ...outcome, ran: ran && outcome.ran };
};
