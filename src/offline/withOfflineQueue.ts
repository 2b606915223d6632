import { HttpError } from 'react-admin';
import type { ApiFetch, ApiInit } from '../providers/http';
import { type OutboxItem, outboxRef, queueable, referencedItems } from './outboxItem';
import type { OutboxStore } from './outboxStore';
import type { ReadCache } from './readCache';

export interface OfflineDeps {
  store: OutboxStore;
  reads: ReadCache;
  userId: () => string | undefined;
  online: () => boolean;
  /** A read was answered from the cache (its fetch time), or from the network (null). */
  onRead?: (fetchedAt: string | null) => void;
}

/** What a screen gets for a queued write: what it sent, marked as waiting to sync. */
export interface OfflineMark {
  _offline: { item: string; captured_at: string };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** No answer came at all (fetch rejected): the write may or may not have reached the server. */
const noAnswer = (err: unknown) => !(err instanceof HttpError);

const idOfPath = (path: string) => {
  const parts = path.split('?')[0].split('/').filter(Boolean);
  return parts.length === 2 ? decodeURIComponent(parts[1]) : undefined;
};

const queuedAnswer = (item: OutboxItem, body: unknown): OfflineMark & Record<string, unknown> => {
  const mark: OfflineMark = { _offline: { item: item.id, captured_at: item.capturedAt } };
  const sent = body && typeof body === 'object' && !(body instanceof Blob) ? (body as Record<string, unknown>) : {};
  const pathId = idOfPath(item.path);
  if (item.method === 'POST') return { ...sent, id: sent.id ?? outboxRef(item.id), ...mark };
  return { ...sent, ...(pathId !== undefined ? { id: pathId } : {}), ...mark };
};

export const isQueuedAnswer = (answer: unknown): answer is OfflineMark => !!answer && typeof answer === 'object' && '_offline' in answer;

/**
 * The v1 fetch with the offline outbox and read cache (docs/architecture.md "Offline"). A write
 * made offline, whose send met no answer, or that refers to a write still queued is stored with an
 * Idempotency-Key made now (when the user acted) and answered as sent, marked `_offline`; a read
 * is kept per user and served from here when the network is away. Sign-in calls (`auth: false`)
 * and checks that write nothing (`dry_run`) are never queued.
 */
export const withOfflineQueue = (send: ApiFetch, deps: OfflineDeps): ApiFetch => async <T>(path: string, init: ApiInit = {}): Promise<T> => {
  const method = (init.method ?? 'GET').toUpperCase();
  const user = deps.userId();
  if (!user || init.auth === false) return send<T>(path, init);

  if (!WRITES.has(method)) {
    if (init.as === 'blob') return send<T>(path, init);
    const cached = () => deps.reads.get(user, path);
    if (!deps.online()) {
      const hit = await cached();
      if (hit) {
        deps.onRead?.(hit.fetchedAt);
        return hit.data as T;
      }
      throw new HttpError('app.offline.not_cached', 0, { message: 'app.offline.not_cached' });
    }
    try {
      const data = await send<T>(path, init);
      deps.onRead?.(null);
      void deps.reads.put(user, path, data).catch(() => {});
      return data;
    } catch (err) {
      const hit = noAnswer(err) ? await cached() : undefined;
      if (!hit) throw err;
      deps.onRead?.(hit.fetchedAt);
      return hit.data as T;
    }
  }

  if (/[?&]dry_run=true\b/.test(path)) return send<T>(path, init);
  const idempotencyKey = init.headers?.['idempotency-key'] ?? crypto.randomUUID();
  const withKey: ApiInit = { ...init, method, headers: { ...init.headers, 'idempotency-key': idempotencyKey } };
  const queue = async () => {
    // A call its declaration keeps online (no `offline` group) says so instead of waiting.
    if (!queueable({ method: method as OutboxItem['method'], path })) throw new HttpError('app.offline.needs_network', 0, { message: 'app.offline.needs_network' });
    const blob = init.body instanceof Blob ? init.body : undefined;
    const item = await deps.store.add({
      userId: user, method: method as OutboxItem['method'], path, idempotencyKey,
      ...(blob ? { blob } : { body: init.body }),
    });
    return queuedAnswer(item, init.body) as T;
  };

  // A body naming a queued photo must wait for it; so must every write while the network is away.
  if (!deps.online() || (!(init.body instanceof Blob) && referencedItems(init.body).length)) return queue();
  try {
    return await send<T>(path, withKey);
  } catch (err) {
    if (noAnswer(err)) return queue();
    throw err;
  }
};
