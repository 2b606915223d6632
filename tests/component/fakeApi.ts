import type { RaRecord } from 'react-admin';
import { z } from 'zod';
import { declaredGroups } from '../../server/db/seed';
import { getResource, operationAt, resources } from '../../src/providers/homes';
import { type ApiFetch, type ApiInit, apiError } from '../../src/providers/http';
import { translateOutside } from '../../src/providers/locale';
import type { Change } from '../../src/providers/realtime';
import type { HistoryPage } from '../../src/registry/answers';
import {
  type BodyOf, type HandlerAnswerOf, type Homes, type OperationDef, type ParamsOf, type QueryOf, matchPath,
} from '../../src/registry/operations';
import { LIST_TOTAL_CAP } from '../../src/registry/limits';
import { USER_TYPES, USER_TYPE_GROUP } from '../../src/registry/seedIds';

/**
 * The v1 API in memory, for screens rendered as components (docs/architecture.md "Testing").
 * It stands where `fetch` stands, so the real data provider (v1DataProvider: writable fields,
 * versions, the named methods of the declared operations) runs over it unchanged:
 *
 * - CRUD over in-memory arrays, one per resource, starting from what the real database is seeded
 *   with (the declarations' groups and statuses, the users' types) and the test's `data`;
 * - every declared operation, recognised by its declared method and path, its query and body
 *   checked by its declared schemas as the server checks them, answered by the test's handler for
 *   it (typed from the declaration, like the server's) and the answer checked by its declared
 *   schema: a test states what the server would answer, and only what it could answer;
 * - a test may hold a resource's call or refuse it (`before`); a refusal is thrown as the server's error shape (`refusal`), and reaches the screen as a real
 *   one does (http.ts `apiError`).
 *
 * `ra-data-fakerest` would give the CRUD part, but it is not installed; this is the v1 contract's
 * few list parameters (q, id, page, limit, sort, order, a field's value) over arrays.
 */

type Empty = Record<never, never>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Every declared operation by its name. */
type AllOperations = UnionToIntersection<{ [H in keyof Homes]: Homes[H] extends { operations: infer Ops } ? Ops : Empty }[keyof Homes]>;

/** What a handler gets, as the server's does: path parameters, and query and body parsed by their declared schemas. */
export interface HandlerInput<O extends OperationDef> {
  params: ParamsOf<O>;
  query: QueryOf<O>;
  body: BodyOf<O>;
}
/** A test's answer to one declared operation: what the server's handler would return. */
export type FakeHandler<O extends OperationDef> = (input: HandlerInput<O>) => HandlerAnswerOf<O> | Promise<HandlerAnswerOf<O>>;
export type FakeOperations = { [K in keyof AllOperations]?: AllOperations[K] extends OperationDef ? FakeHandler<AllOperations[K]> : never };

/** A CRUD call the API is asked for, before it is answered: a test may hold it (a slow list) or refuse it (a record still in use). */
export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  id?: string;
  body?: Record<string, unknown>;
}

export interface FakeApiOptions {
  /** Records by resource, added to the seeded ones. */
  data?: Record<string, RaRecord[]>;
  operations?: FakeOperations;
  /** Per resource, run before each CRUD call is answered: may wait, or throw `refusal(...)` as the server would. */
  before?: Record<string, (request: Request) => void | Promise<void>>;
  /** A record's history by `resource/id`, newest first. */
  history?: Record<string, HistoryPage['data']>;
  /** The server's texts of the records a history refers to, by `resource/id` (its answer's `labels`). */
  historyLabels?: Record<string, HistoryPage['labels']>;
}

/** What a call sent, for a test to check what the screen asked for. */
export interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** A refusal as the server words it (docs/architecture.md "Answers"): the message, and each field's. */
export const refusal = (status: number, message: string, fields?: Record<string, string>) =>
  apiError(status, { statusCode: status, message, fields });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let sequence = 0;
/** A UUID like the server's ids, distinct within a run. */
export const fakeId = () => `01900000-0000-7000-9000-${(++sequence).toString(16).padStart(12, '0')}`;

/** The declared defaults of a resource's fields, as its table's columns have them. */
const defaults = (name: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(getResource(name)?.fields ?? {}).filter(([, f]) => f.default !== undefined).map(([k, f]) => [k, f.default]));

/** The rows every database starts with (server/db/seed.ts `seedBase`): groups, users' types, statuses, the current settings. */
const seeded = (): Record<string, RaRecord[]> => ({
  grupos: declaredGroups(resources).map((g) => ({ id: g.id, nome: g.nome, version: 1 })),
  tipos: Object.values(USER_TYPES).map((t) => ({ id: t.id, nome: t.nome, grupo_id: USER_TYPE_GROUP.id, version: 1 })),
  status: resources.flatMap(({ statuses }) => (statuses?.list ?? []).map((s) => ({ id: s.id, nome: s.nome, grupo_id: statuses!.group.id, ordem: s.ordem, version: 1 }))),
  configuracoes: [{ ...defaults('configuracoes'), id: fakeId(), nome_empresa: 'Minha empresa', version: 1 }],
});

/** The query string as Fastify reads it: a repeated key is an array. */
const readQuery = (search: string): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const known = out[key];
    out[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return out;
};

const plain = (s: unknown) => String(s ?? '').normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const copy = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)) as T);
const invalid = (error: z.ZodError) => refusal(400, z.prettifyError(error));

export const fakeApi = (options: FakeApiOptions = {}) => {
  const db: Record<string, RaRecord[]> = seeded();
  // The realtime socket's subscribers: each write is announced to them, as the server does after its commit.
  const listeners = new Set<(change: Change) => void>();
  const announce = (change: Change) => { for (const l of listeners) l(change); };
  for (const [name, rows] of Object.entries(options.data ?? {})) db[name] = [...(db[name] ?? []), ...copy(rows)];
  const calls: Call[] = [];
  const table = (name: string) => (db[name] ??= []);
  const find = (name: string, id: string) => {
    const row = table(name).find((r) => String(r.id) === id);
    if (!row) throw refusal(404, translateOutside('app.errors.not_found'));
    return row;
  };

  const list = (name: string, query: Record<string, string | string[]>) => {
    const { page = '1', limit = '25', sort, order, q, ...filters } = query as Record<string, string>;
    const r = getResource(name);
    let rows = table(name).filter((row) => Object.entries(filters).every(([key, wanted]) => {
      // `?cliente=` is `?cliente_id=` (docs/architecture.md "Registry").
      const field = key in row || !(`${key}_id` in row) ? key : `${key}_id`;
      const value = row[field];
      const accepted = (Array.isArray(wanted) ? wanted : [wanted]).map(String);
      return Array.isArray(value) ? value.some((v) => accepted.includes(String(v))) : accepted.includes(String(value));
    }));
    if (q) rows = rows.filter((row) => (r?.search ?? []).some((f) => plain(row[f]).includes(plain(q))));
    const by = sort ?? r?.sort.field;
    if (by) {
      const sign = (order ?? r?.sort.order) === 'desc' ? -1 : 1;
      rows = [...rows].sort((a, b) => sign * String(a[by] ?? '').localeCompare(String(b[by] ?? ''), 'pt', { numeric: true }));
    }
    const size = Number(limit);
    return { data: rows.slice((Number(page) - 1) * size, Number(page) * size), total: Math.min(rows.length, LIST_TOTAL_CAP) };
  };

  const write = (name: string, w: Request) => {
    const r = getResource(name);
    if (w.method === 'POST') {
      const row: RaRecord = { ...defaults(name), ...w.body, id: fakeId(), version: 1, ...(r?.workflow ? { [r.workflow.field]: r.workflow.initial } : {}) };
      table(name).push(row);
      return row;
    }
    const row = find(name, w.id!);
    if (w.method === 'DELETE') {
      db[name] = table(name).filter((x) => x !== row);
      return row;
    }
    if (w.body?.version !== undefined && w.body.version !== row.version) {
      throw refusal(409, translateOutside('app.errors.conflict_version'), { version: translateOutside('app.errors.conflict_version') });
    }
    Object.assign(row, w.body, { version: Number(row.version ?? 1) + 1 });
    return row;
  };

  /** A declared operation's call: checked as the server checks it, answered by the test's handler. */
  const operation = async (method: string, path: string, query: Record<string, unknown>, body: unknown) => {
    const declared = operationAt(method, path);
    if (!declared) return undefined;
    const { name, op } = declared;
    const handler = (options.operations as Record<string, FakeHandler<OperationDef>> | undefined)?.[name];
    if (!handler) throw new Error(`the screen called ${name} (${method} ${path}); give this test's answer in renderScreen's operations`);
    const params = matchPath(declared.path, path)!;
    if (Object.values(params).some((id) => !UUID.test(id))) throw refusal(404, translateOutside('app.errors.not_found'));
    const parsedQuery = (op.query ?? z.object({})).strict().safeParse(query);
    if (!parsedQuery.success) throw invalid(parsedQuery.error);
    let parsedBody: unknown = body;
    if (op.body && !('raw' in op.body)) {
      const checked = op.body.safeParse(body);
      if (!checked.success) throw invalid(checked.error);
      parsedBody = checked.data;
    }
    const answer = await handler({ params, query: parsedQuery.data, body: parsedBody } as HandlerInput<OperationDef>);
    if (method !== 'GET') announce({ resource: declared.home.name, id: params.id ?? null, action: name });
    // A file (labels, a stored file) reaches the screen as the Blob the real fetch makes of it.
    if (op.answers[200] === 'bytes') return new Blob([answer as Uint8Array<ArrayBuffer>]);
    const schemas = Object.values(op.answers).filter((s): s is z.ZodType => s !== 'bytes' && !!s);
    if (schemas.length && !schemas.some((s) => s.safeParse(copy(answer)).success)) {
      throw new Error(`the answer given for ${name} is not one its declaration allows: ${z.prettifyError(schemas[0].safeParse(copy(answer)).error!)}`);
    }
    return copy(answer);
  };

  const route = async (method: string, path: string, search: string, body: unknown): Promise<unknown> => {
    const query = readQuery(search);
    const answered = await operation(method, path, query, body);
    if (answered !== undefined) return answered;
    const [, name, id, sub] = path.split('/');
    await options.before?.[name]?.({ method: method as Request['method'], id, body: body as Record<string, unknown> | undefined });
    if (sub === 'historico') {
      const key = `${name}/${id}`;
      return { data: copy(options.history?.[key] ?? []), total: options.history?.[key]?.length ?? 0, labels: copy(options.historyLabels?.[key] ?? {}) };
    }
    if (method === 'GET') return copy(id ? find(name, id) : list(name, query));
    const written = write(name, { method: method as Request['method'], id, body: body as Record<string, unknown> });
    announce({ resource: name, id: String(written.id), action: { POST: 'create', PUT: 'update', DELETE: 'delete' }[method] ?? method });
    return copy(written);
  };

  /** Where the data provider's fetch goes (http.ts `apiFetch`'s place). */
  const fetch: ApiFetch = async <T>(url: string, init: ApiInit = {}): Promise<T> => {
    const method = init.method ?? 'GET';
    const [path, search = ''] = url.split('?');
    calls.push({ method, path: url, body: copy(init.body) });
    return await route(method, path, search, copy(init.body)) as T;
  };

  /** Hears every change the API announces (the realtime socket: fakeSocket.ts). */
  const subscribe = (listener: (change: Change) => void) => {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  };

  return { fetch, db, calls, subscribe };
};

export type FakeApi = ReturnType<typeof fakeApi>;
