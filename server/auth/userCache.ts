import type pg from 'pg';
import type { Notifications } from '../db/notifications';
import { type LoadedUser, loadUser } from './guard';

/** The channel the triggers of migration 0019 notify on any change to usuarios or refresh_tokens. */
export const AUTH_CHANNEL = 'auth_changes';
/** A remembered lookup is read again after this long even if nothing was heard (a safety net, not the rule). */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

export interface UserCache {
  load(id: string, familyId?: string): Promise<LoadedUser | undefined>;
  /** Forgets everything: called after every write of this instance, before its answer leaves. */
  clear(): void;
}

/**
 * The signed-in user's roles, `ativo` and session revocation, remembered between requests so a
 * read costs one query, not two (issue 18's ratio to a plain pg route). It is exact, not "eventually"
 * right: this instance forgets everything after each of its own writes, before answering (so the
 * writer's next request sees it); other instances' and psql's commits arrive by NOTIFY from
 * statement triggers; and while the LISTEN connection is down nothing is remembered at all.
 * A lookup that began before a forget is not kept (the generation check), so a read racing a
 * revocation cannot put the old answer back.
 */
export const createUserCache = (pool: pg.Pool, notifications: Notifications, now = () => Date.now()): UserCache => {
  const entries = new Map<string, { user: LoadedUser | undefined; at: number }>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  notifications.on(AUTH_CHANNEL, clear);
  notifications.onGap(clear);

  return {
    clear,
    async load(id, familyId) {
      const key = `${id} ${familyId ?? ''}`;
      const known = entries.get(key);
      if (known && now() - known.at < MAX_AGE_MS) return known.user;
      const started = generation;
      const user = await loadUser(pool, id, familyId);
      if (started === generation && notifications.listening()) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { user, at: now() });
      }
      return user;
    },
  };
};
