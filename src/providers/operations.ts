import type { Identifier } from 'react-admin';
import type { HistoryPage, ImportAnswer } from '../registry/answers';
import { getOperation } from './homes';
import { type CallOptions, type OperationMethods, fillPath } from '../registry/operations';
import { type ApiFetch, type ApiInit, queryString } from './http';

/**
 * The API beyond CRUD as named methods of the data provider (docs/architecture.md "Operations"),
 * each derived from its declaration: `dataProvider.confirmShipment({ params: { id } }, { idempotencyKey })`.
 * Screens call them through useAppDataProvider(), so the token refresh, react-admin's checkError
 * and the offline outbox apply to them as to getList. A write carries the Idempotency-Key made
 * when the user acted, so a retried send applies once.
 */
export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** One declared operation's call over a fetch. */
export const callOperation = (send: ApiFetch, name: string, input: CallInput = {}, options: CallOptions = {}): Promise<unknown> => {
  const declared = getOperation(name);
  if (!declared) throw new Error(`no operation "${name}" is declared in src/resources`);
  const { op, path } = declared;
  const init: ApiInit = { method: op.method };
  if (op.body) init.body = input.body;
  if (options.idempotencyKey) init.headers = { 'idempotency-key': options.idempotencyKey };
  if (op.answers[200] === 'bytes') init.as = 'blob';
  return send(`${fillPath(path, input.params)}${queryString(input.query ?? {})}`, init);
};

/** The calls every resource has besides CRUD: its history and its CSV import (src/registry/answers.ts). */
export interface RegistryMethods {
  /** A record's audit trail, newest first. */
  getHistory(resource: string, id: Identifier, options: { limit: number }): Promise<HistoryPage>;
  /** CSV rows of an importable resource: checked only (`dryRun`), or written all or none. */
  importRows<DryRun extends boolean = false>(resource: string, rows: Record<string, unknown>[], options?: { dryRun?: DryRun }): Promise<ImportAnswer<DryRun>>;
}

export const registryMethods = (send: ApiFetch): RegistryMethods => ({
  getHistory: (resource, id, { limit }) => send<HistoryPage>(`/${resource}/${encodeURIComponent(String(id))}/historico${queryString({ limit })}`),
  importRows: <DryRun extends boolean = false>(resource: string, rows: Record<string, unknown>[], { dryRun }: { dryRun?: DryRun } = {}) =>
    send<ImportAnswer<DryRun>>(`/${resource}/import`, { method: 'POST', body: dryRun ? { rows, dry_run: true } : { rows } }),
});

/** The named methods of the data provider: the registry's, and every declared operation's, found by name when called. */
export type NamedMethods = RegistryMethods & OperationMethods;

/** Whether `name` is one of the named methods (react-admin's own are the rest). */
export const isNamedMethod = (name: string): boolean => name === 'getHistory' || name === 'importRows' || !!getOperation(name);

/** The named methods over a fetch (the plain one, or the offline outbox's): every declared operation, looked up on use. */
export const namedMethods = (send: ApiFetch): NamedMethods => {
  const registry = registryMethods(send);
  return new Proxy(registry, {
    get: (target, name, receiver) => {
      if (typeof name !== 'string' || name in target) return Reflect.get(target, name, receiver);
      if (!getOperation(name)) return undefined;
      return (input?: CallInput, options?: CallOptions) => callOperation(send, name, input, options);
    },
    has: (target, name) => name in target || (typeof name === 'string' && !!getOperation(name)),
  }) as NamedMethods;
};
