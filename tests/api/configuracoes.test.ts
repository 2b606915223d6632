import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearer, createTestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).access;
});
afterAll(async () => { await t?.close(); });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, lang = 'en', payload?: object) =>
  t.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': lang }, ...(payload ? { payload } : {}) });

const current = async () => (await call('GET', '/v1/configuracoes?sort=created_at&order=asc&limit=1')).json().data[0] as { id: string };

describe('configuracoes: the current settings cannot be deleted', () => {
  it('answers 409 in the caller\'s language and keeps the row', async () => {
    const { id } = await current();
    const en = await call('DELETE', `/v1/configuracoes/${id}`);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: 'The current settings cannot be deleted' });
    const pt = await call('DELETE', `/v1/configuracoes/${id}`, 'pt-BR');
    expect(pt.statusCode).toBe(409);
    expect(pt.json().message).toBe('As configurações atuais não podem ser excluídas');
    expect((await call('GET', `/v1/configuracoes/${id}`)).statusCode).toBe(200);
    expect((await current()).id).toBe(id);
  });

  it('deletes a later copy, which is not the current one', async () => {
    const { id: currentId } = await current();
    const copy = await call('POST', '/v1/configuracoes', 'en', { nome_empresa: 'Cópia antiga' });
    expect(copy.statusCode).toBe(201);
    const deleted = await call('DELETE', `/v1/configuracoes/${copy.json().id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/v1/configuracoes/${copy.json().id}`)).statusCode).toBe(404);
    expect((await current()).id).toBe(currentId);
  });
});
