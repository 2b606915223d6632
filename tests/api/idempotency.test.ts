import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRUPO_IDS, TIPO_USUARIO_IDS } from '../../src/registry/seedIds';
import { type TestApp, bearer, createTestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).access;
});
afterAll(async () => { await t?.close(); });

let n = 0;
const key = () => `key-${Date.now()}-${++n}`;
const write = (method: InjectOptions['method'], url: string, payload: Record<string, unknown> | undefined, idem?: string, as = token) =>
  t.app.inject({ method, url, headers: { ...bearer(as), ...(idem ? { 'idempotency-key': idem } : {}) }, ...(payload ? { payload } : {}) });
const rows = async (sql: string, params: unknown[]) => (await t.pool.query(sql, params)).rows;
const countNamed = async (table: string, nome: string) =>
  (await rows(`SELECT count(*)::int AS n FROM ${table} WHERE nome = $1`, [nome]))[0].n as number;

describe('Idempotency-Key on POST', () => {
  it('a retried create answers the first result and creates one row', async () => {
    const k = key();
    const first = await write('POST', '/v1/grupos', { nome: 'Idem POST', descricao: 'a' }, k);
    expect(first.statusCode).toBe(201);
    const second = await write('POST', '/v1/grupos', { nome: 'Idem POST', descricao: 'a' }, k);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(first.headers['idempotent-replay']).toBeUndefined();
    expect(await countNamed('grupos', 'Idem POST')).toBe(1);
    // Even with a different body the key wins: the replay changes nothing.
    const third = await write('POST', '/v1/grupos', { nome: 'Idem POST changed' }, k);
    expect(third.json()).toEqual(first.json());
    expect(await countNamed('grupos', 'Idem POST changed')).toBe(0);
  });

  it('without a key, or with different keys, each write is its own', async () => {
    const body = { nome: 'Sem chave', grupo_id: GRUPO_IDS.ponto };
    expect((await write('POST', '/v1/tipos', body)).statusCode).toBe(201);
    expect((await write('POST', '/v1/tipos', body)).statusCode).toBe(201);
    expect((await write('POST', '/v1/tipos', body, key())).statusCode).toBe(201);
    expect((await write('POST', '/v1/tipos', body, key())).statusCode).toBe(201);
    expect(await countNamed('tipos', 'Sem chave')).toBe(4);
  });

  it('a failed write is not remembered: the retry with the fixed body goes through', async () => {
    const k = key();
    const bad = await write('POST', '/v1/status', { nome: 'Idem status', grupo_id: 'not-a-uuid' }, k);
    expect(bad.statusCode).toBe(400);
    const good = await write('POST', '/v1/status', { nome: 'Idem status', grupo_id: GRUPO_IDS.ponto }, k);
    expect(good.statusCode).toBe(201);
    expect(good.headers['idempotent-replay']).toBeUndefined();
    expect(await countNamed('status', 'Idem status')).toBe(1);
    const conflict = await write('POST', '/v1/categorias', { nome: 'Idem dup' });
    expect(conflict.statusCode).toBe(201);
    const k2 = key();
    expect((await write('POST', '/v1/categorias', { nome: 'Idem dup' }, k2)).statusCode).toBe(409);
    expect((await write('POST', '/v1/categorias', { nome: 'Idem dup 2' }, k2)).statusCode).toBe(201);
  });

  it('keys are per user and per route', async () => {
    const other = await write('POST', '/v1/usuarios', {
      firstName: 'Outro', email: 'idem-outro@example.com', password: 'idem-password', roles: ['view-categorias'], tipo_id: TIPO_USUARIO_IDS.outros,
    });
    expect(other.statusCode).toBe(201);
    const otherToken = (await t.login('idem-outro@example.com', 'idem-password')).access;
    const k = key();
    const mine = await write('POST', '/v1/categorias', { nome: 'Idem A' }, k);
    const theirs = await write('POST', '/v1/categorias', { nome: 'Idem B' }, k, otherToken);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    const elsewhere = await write('POST', '/v1/grupos', { nome: 'Idem C' }, k);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().nome).toBe('Idem C');
    expect(await countNamed('categorias', 'Idem A') + await countNamed('categorias', 'Idem B') + await countNamed('grupos', 'Idem C')).toBe(3);
  });
});

describe('Idempotency-Key on PUT and DELETE', () => {
  it('a retried update answers the first result and bumps the version once', async () => {
    const rec = (await write('POST', '/v1/categorias', { nome: 'Idem PUT' })).json();
    const k = key();
    const first = await write('PUT', `/v1/categorias/${rec.id}`, { nome: 'Idem PUT v2', version: 1 }, k);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ nome: 'Idem PUT v2', version: 2 });
    const second = await write('PUT', `/v1/categorias/${rec.id}`, { nome: 'Idem PUT v2', version: 1 }, k);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(await rows('SELECT nome, version FROM categorias WHERE id = $1', [rec.id])).toEqual([{ nome: 'Idem PUT v2', version: 2 }]);
    // Without the key the same stale write is the 409 it should be.
    expect((await write('PUT', `/v1/categorias/${rec.id}`, { nome: 'Idem PUT v2', version: 1 })).statusCode).toBe(409);
    const next = await write('PUT', `/v1/categorias/${rec.id}`, { nome: 'Idem PUT v3', version: 2 }, key());
    expect(next.json().version).toBe(3);
  });

  it('a retried delete answers the first result instead of 404', async () => {
    const rec = (await write('POST', '/v1/grupos', { nome: 'Idem DELETE' })).json();
    const k = key();
    const first = await write('DELETE', `/v1/grupos/${rec.id}`, undefined, k);
    expect(first.statusCode).toBe(200);
    const second = await write('DELETE', `/v1/grupos/${rec.id}`, undefined, k);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await write('DELETE', `/v1/grupos/${rec.id}`, undefined, key())).statusCode).toBe(404);
    expect(await countNamed('grupos', 'Idem DELETE')).toBe(0);
  });

  it('reads ignore the header', async () => {
    const k = key();
    const before = (await t.app.inject({ url: '/v1/categorias?limit=1', headers: { ...bearer(token), 'idempotency-key': k } })).json();
    await write('POST', '/v1/categorias', { nome: 'Idem read' });
    const after = (await t.app.inject({ url: '/v1/categorias?limit=1', headers: { ...bearer(token), 'idempotency-key': k } })).json();
    expect(after.total).toBe(before.total + 1);
  });
});
