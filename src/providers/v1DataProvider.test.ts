// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from './locale';
import { session } from './session';
import { v1DataProvider } from './v1DataProvider';

/** fetch is the edge of the data provider: each test says what the API answers. */
const calls: { url: string; init: RequestInit }[] = [];
const answer = (status: number, body: unknown) => {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }));
};

beforeEach(() => {
  calls.length = 0;
  session.save({ access_token: 'access-1', refresh_token: 'refresh-1' }, { id: 'u1', firstName: 'Ana', roles: ['admin'] });
  setCurrentLocale('pt');
});
afterEach(() => vi.unstubAllGlobals());

describe('v1DataProvider', () => {
  it("translates react-admin's list call into the v1 query and sends token and language", async () => {
    answer(200, { data: [{ id: 'a' }], total: 41 });
    const res = await v1DataProvider().getList('status', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'nome', order: 'DESC' },
      filter: { q: 'são', grupo_id: 'g1', tipo: ['x', 'y'], empty: '' },
    });
    expect(res).toEqual({ data: [{ id: 'a' }], total: 41 });
    expect(calls[0].url).toBe('/v1/status?page=2&limit=25&sort=nome&order=desc&q=s%C3%A3o&grupo_id=g1&tipo=x&tipo=y');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer access-1');
    expect(headers['accept-language']).toBe('pt');
  });

  it('fetches many by repeated id and accepts plain-array lists (SPEC 7)', async () => {
    answer(200, { data: [{ id: 1 }, { id: 2 }], total: 2 });
    await v1DataProvider().getMany('grupos', { ids: [1, 2] });
    expect(calls[0].url).toBe('/v1/grupos?id=1&id=2&limit=2');
    answer(200, [{ id: 'b1' }]);
    expect(await v1DataProvider().getList('bandeiras', { pagination: { page: 1, perPage: 50 }, sort: { field: 'nome', order: 'ASC' }, filter: {} }))
      .toEqual({ data: [{ id: 'b1' }], total: 1 });
  });

  it('reads a plain-array answer in every list call: references and exports fetch bandeiras by id', async () => {
    answer(200, [{ id: 'b1' }, { id: 'b2' }]);
    expect(await v1DataProvider().getMany('bandeiras', { ids: ['b1', 'b2'] })).toEqual({ data: [{ id: 'b1' }, { id: 'b2' }] });
    expect(await v1DataProvider().getManyReference('fator-calculos', {
      target: 'bandeira_id', id: 'b1', pagination: { page: 1, perPage: 25 }, sort: { field: 'valor', order: 'ASC' }, filter: {},
    })).toEqual({ data: [{ id: 'b1' }, { id: 'b2' }], total: 2 });
  });

  it('sends only declared writable fields, the version, and no empty password', async () => {
    answer(200, { id: 'u9', version: 4 });
    await v1DataProvider().update('usuarios', {
      id: 'u9',
      data: { id: 'u9', firstName: 'Zé', password: '', search: 'x', created_at: 'then', version: 3 },
      previousData: { id: 'u9', version: 3 },
    });
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ firstName: 'Zé', version: 3 });
  });

  it('turns a 400 into an HttpError whose body.errors are the per-field messages', async () => {
    answer(400, { statusCode: 400, error: 'Bad Request', message: 'Alguns campos são inválidos', fields: { nome: 'Obrigatório' } });
    const err = await v1DataProvider().create('grupos', { data: { nome: '' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    expect((err as HttpError).message).toBe('Alguns campos são inválidos');
    expect((err as HttpError).body.errors).toEqual({ nome: 'Obrigatório' });
  });

  it('passes 401, 403 and 409 through with their status for the auth provider and the notification', async () => {
    for (const status of [401, 403, 409]) {
      answer(status, { statusCode: status, message: `m${status}` });
      const err = (await v1DataProvider().getOne('grupos', { id: 'x' }).catch((e: unknown) => e)) as HttpError;
      expect([err.status, err.message]).toEqual([status, `m${status}`]);
    }
  });

  it('a bulk delete asks for every record and fails with the first refusal, after deleting the others', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const refused = url.endsWith('/b');
      return new Response(JSON.stringify(refused ? { statusCode: 409, message: 'Ainda é usado por Materiais' } : { id: 'x' }), { status: refused ? 409 : 200 });
    }));
    const err = (await v1DataProvider().deleteMany('categorias', { ids: ['a', 'b', 'c'] }).catch((e: unknown) => e)) as HttpError;
    expect([err.status, err.message]).toEqual([409, 'Ainda é usado por Materiais']);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['DELETE /v1/categorias/a', 'DELETE /v1/categorias/b', 'DELETE /v1/categorias/c']);
  });
});
