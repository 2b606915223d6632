import { operationAt } from '../providers/homes';
import type { ReplayGroup } from '../registry/operations';

export type { ReplayGroup };

/**
 * One write the user made that the server has not accepted yet (issue 19, docs/architecture.md
 * "Offline"). It is stored whole, with the Idempotency-Key made when the user acted: a replay after
 * an interruption sends the same key, and the server answers its first result instead of applying
 * the write twice.
 */
export type OutboxState = 'waiting' | 'sending' | 'accepted' | 'refused';

export interface OutboxError {
  status: number;
  message: string;
  fields?: Record<string, string>;
  /** A refusal the browser made itself (what it refers to was refused): an i18n key. */
  key?: string;
}

export interface OutboxItem {
  id: string;
  /** The user whose write it is: never sent with another user's token. */
  userId: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The v1 path with its query string, as apiFetch takes it. */
  path: string;
  /** A JSON body, in which `outbox:<item>:<field>` strings stand for a field of another item's answer. */
  body?: unknown;
  /** A file sent as it is (a photo), kept as a Blob. */
  blob?: Blob;
  idempotencyKey: string;
  /** When the user acted (ISO); the order of capture is `seq`. */
  capturedAt: string;
  seq: number;
  state: OutboxState;
  attempts: number;
  /** The server's answer once accepted: a photo's id for the finish that refers to it. */
  answer?: unknown;
  acceptedAt?: string;
  error?: OutboxError;
}

export type NewOutboxItem = Pick<OutboxItem, 'userId' | 'method' | 'path' | 'body' | 'blob' | 'idempotencyKey'> & { capturedAt?: string };

const GROUP_RANK: Record<ReplayGroup, number> = { update: 0, create: 1, finish: 2 };

/**
 * SPEC 4's group of a queued write: a declared operation's own (`offline`: finishing a stop is
 * `finish`, docs/domain.md "Offline replay order"), else a generic create or update.
 */
/**
 * Whether a write may wait in the outbox: every generic write may, a declared operation only when
 * its declaration names its replay group (`offline`); any other needs the network.
 */
export const queueable = (item: Pick<OutboxItem, 'method' | 'path'>, at = operationAt): boolean => {
  const declared = at(item.method, item.path);
  return !declared || !!declared.op.offline;
};

export const replayGroup = (item: Pick<OutboxItem, 'method' | 'path'>): ReplayGroup =>
  operationAt(item.method, item.path)?.op.offline ?? (item.method === 'POST' ? 'create' : 'update');

/** SPEC 4's order; within a group, the order in which the user acted. */
export const replayOrder = <T extends Pick<OutboxItem, 'method' | 'path' | 'seq' | 'id'>>(items: T[]): T[] =>
  [...items].sort((a, b) => GROUP_RANK[replayGroup(a)] - GROUP_RANK[replayGroup(b)] || a.seq - b.seq || a.id.localeCompare(b.id));

const REF = /^outbox:([^:]+):([A-Za-z_][A-Za-z0-9_]*)$/;

/** A stand-in for a field of a queued item's future answer (a photo's id), usable in another queued body. */
export const outboxRef = (itemId: string, field = 'id') => `outbox:${itemId}:${field}`;

export const isOutboxRef = (value: unknown): value is string => typeof value === 'string' && REF.test(value);

/** The items a body refers to. */
export const referencedItems = (body: unknown): string[] => {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      const m = REF.exec(v);
      if (m) found.add(m[1]);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(body);
  return [...found];
};

/** The body with each reference replaced by the answered value; undefined while one is unanswered. */
export const resolveRefs = (body: unknown, answers: ReadonlyMap<string, unknown>): { body: unknown; missing: string[] } => {
  const missing = new Set<string>();
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const m = REF.exec(v);
      if (!m) return v;
      const answer = answers.get(m[1]);
      if (!answer || typeof answer !== 'object') {
        missing.add(m[1]);
        return v;
      }
      return (answer as Record<string, unknown>)[m[2]];
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const resolved = walk(body);
  return { body: resolved, missing: [...missing] };
};

/** The record a queued write concerns, for "open the record" on the outbox page: `/resource/id` of its path. */
export const recordOf = (item: Pick<OutboxItem, 'path' | 'method' | 'body'>): { resource: string; id?: string } => {
  const [resource, id] = item.path.split('?')[0].split('/').filter(Boolean);
  const bodyId = item.body && typeof item.body === 'object' ? (item.body as { id?: unknown }).id : undefined;
  return { resource, id: id ?? (typeof bodyId === 'string' ? bodyId : undefined) };
};
