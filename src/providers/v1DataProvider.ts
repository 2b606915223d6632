import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { writablePayload } from '../registry/define';
import { getResource } from './homes';
import { LIST_LIMIT_MAX } from '../registry/limits';
import { type ApiFetch, apiFetch, queryString } from './http';
import { type NamedMethods, namedMethods } from './operations';

/** react-admin's calls and the named ones: every declared operation, the history and the import. */
export type AppDataProvider = DataProvider & NamedMethods;

type Params = Record<string, unknown>;

const body = (resource: string, data: Params): Params => {
  const r = getResource(resource);
  return r ? writablePayload(r, data) : data;
};

interface ListResponse {
  data: RaRecord[];
  total: number;
}

/** bandeiras and fator-calculos answer a plain array (docs/domain.md "Plain-array lists"), whichever call reads them. */
const listOf = (res: ListResponse | RaRecord[]): ListResponse => (Array.isArray(res) ? { data: res, total: res.length } : res);

/** The path a list read asks for: getList's, and the first screen's early read of it (src/firstScreen.ts). */
export const listPath = (resource: string, { pagination, sort, filter }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): string =>
  `/${resource}${queryString({
    page: pagination?.page,
    limit: pagination?.perPage,
    sort: sort?.field,
    order: sort?.order?.toLowerCase(),
    ...filter,
  })}`;

/** react-admin's calls in the v1 API's terms (docs/architecture.md "The v1 API contract"). */
const crud = (send: ApiFetch): DataProvider => ({
  async getList(resource, params) {
    return listOf(await send<ListResponse | RaRecord[]>(listPath(resource, params)));
  },
  async getOne(resource, { id }) {
    return { data: await send<RaRecord>(`/${resource}/${encodeURIComponent(String(id))}`) };
  },
  async getMany(resource, { ids }) {
    if (!ids.length) return { data: [] };
    const res = listOf(await send<ListResponse | RaRecord[]>(`/${resource}${queryString({ id: ids, limit: Math.min(ids.length, LIST_LIMIT_MAX) })}`));
    return { data: res.data };
  },
  async getManyReference(resource, { target, id, pagination, sort, filter }) {
    return listOf(await send<ListResponse | RaRecord[]>(`/${resource}${queryString({
      page: pagination.page,
      limit: pagination.perPage,
      sort: sort.field,
      order: sort.order.toLowerCase(),
      ...filter,
      [target]: id,
    })}`));
  },
  async create(resource, { data, meta }) {
    return {
      data: await send<RaRecord>(`/${resource}`, {
        method: 'POST',
        body: body(resource, data as Params),
        headers: meta?.idempotencyKey ? { 'idempotency-key': String(meta.idempotencyKey) } : undefined,
      }),
    };
  },
  async update(resource, { id, data, previousData, meta }) {
    const version = (data as Params).version ?? (previousData as Params | undefined)?.version;
    return {
      data: await send<RaRecord>(`/${resource}/${encodeURIComponent(String(id))}`, {
        method: 'PUT',
        body: { ...body(resource, data as Params), version },
        // A move sent twice (a double click) is answered once: the second gets the first's answer, not a version conflict.
        headers: meta?.idempotencyKey ? { 'idempotency-key': String(meta.idempotencyKey) } : undefined,
      }),
    };
  },
  async updateMany(resource, { ids, data }) {
    const done: Identifier[] = [];
    for (const id of ids) {
      const current = await send<RaRecord>(`/${resource}/${encodeURIComponent(String(id))}`);
      await send(`/${resource}/${encodeURIComponent(String(id))}`, {
        method: 'PUT',
        body: { ...body(resource, data as Params), version: current.version },
      });
      done.push(id);
    }
    return { data: done };
  },
  async delete(resource, { id }) {
    return { data: await send<RaRecord>(`/${resource}/${encodeURIComponent(String(id))}`, { method: 'DELETE' }) };
  },
  async deleteMany(resource, { ids }) {
    // Each record the server lets go is deleted; one it refuses (still referenced) stays, and the
    // first refusal is the error the list shows once every answer is in (it then reloads).
    const refusals: unknown[] = [];
    for (const id of ids) {
      await send(`/${resource}/${encodeURIComponent(String(id))}`, { method: 'DELETE' }).catch((err: unknown) => refusals.push(err));
    }
    if (refusals.length) throw refusals[0];
    return { data: ids };
  },
}) as DataProvider;

/** react-admin's calls and the named ones over one fetch, so every wrapper applies to both. */
export const v1DataProvider = (send: ApiFetch = apiFetch): AppDataProvider => {
  const base = crud(send);
  const named = namedMethods(send);
  return new Proxy(base, {
    get: (target, name, receiver) => (name in target ? Reflect.get(target, name, receiver) : Reflect.get(named, name)),
    has: (target, name) => name in target || name in named,
  }) as AppDataProvider;
};
