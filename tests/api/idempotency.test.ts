import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { GRUPO_IDS } from '../seeded';
import { bearer, signedInApp } from './helpers';

const t = signedInApp();

let n = 0;
const key = () => `key-${Date.now()}-${++n}`;
const write = (method: InjectOptions['method'], url: string, payload: Record<string, unknown> | undefined, idem?: string, as = t.admin) =>
  t.app.inject({ method, url, headers: { ...bearer(as), ...(idem ? { 'idempotency-key': idem } : {}) }, ...(payload ? { payload } : {}) });
const rows = async (sql: string, params: unknown[]) => (await t.pool.query(sql, params)).rows;
const countNamed2 = async (table: string, column: string, value: string) =>
  (await rows(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [value]))[0].n as number;
const countNamed = (table: string, nome: string) => countNamed2(table, 'nome', nome);

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
    // The same body in another key order is the same request.
    const reordered = await write('POST', '/v1/grupos', { descricao: 'a', nome: 'Idem POST' }, k);
    expect(reordered.statusCode).toBe(201);
    expect(reordered.body).toBe(first.body);
  });

  it('the same key with a different body is 422, not a replay of the old record', async () => {
    const k = key();
    expect((await write('POST', '/v1/grupos', { nome: 'Idem body A' }, k)).statusCode).toBe(201);
    const other = await write('POST', '/v1/grupos', { nome: 'Idem body B' }, k);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/Idempotency-Key/);
    expect(await countNamed('grupos', 'Idem body B')).toBe(0);
  });

  it('20 concurrent creates with one key make one record and 20 identical answers', async () => {
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () =>
      write('POST', '/v1/configuracoes', { nome_empresa: 'Idem concorrente' }, k)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await countNamed2('configuracoes', 'nome_empresa', 'Idem concorrente')).toBe(1);
  });

  it('on a unique field the racing requests replay the first answer instead of 409', async () => {
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => write('POST', '/v1/categorias', { nome: 'Idem único' }, k)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await countNamed('categorias', 'Idem único')).toBe(1);
  });

  it('a replay for a user who has since lost the role is 403', async () => {
    const created = await write('POST', '/v1/usuarios', {
      firstName: 'Perde', email: 'idem-perde@example.com', password: 'idem-password', roles: ['view-categorias'], tipo_id: USER_TYPES.outros.id,
    });
    const theirs = (await t.login('idem-perde@example.com', 'idem-password')).access;
    const k = key();
    expect((await write('POST', '/v1/categorias', { nome: 'Idem perde' }, k, theirs)).statusCode).toBe(201);
    const user = created.json();
    expect((await write('PUT', `/v1/usuarios/${user.id}`, { roles: [], version: user.version })).statusCode).toBe(200);
    expect((await write('POST', '/v1/categorias', { nome: 'Idem perde' }, k, theirs)).statusCode).toBe(403);
  });

  it('a key that is empty or longer than 200 characters is 400', async () => {
    expect((await write('POST', '/v1/grupos', { nome: 'Idem chave' }, ' ')).statusCode).toBe(400);
    expect((await write('POST', '/v1/grupos', { nome: 'Idem chave' }, 'k'.repeat(201))).statusCode).toBe(400);
    expect(await countNamed('grupos', 'Idem chave')).toBe(0);
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
      firstName: 'Outro', email: 'idem-outro@example.com', password: 'idem-password', roles: ['view-categorias'], tipo_id: USER_TYPES.outros.id,
    });
    expect(other.statusCode).toBe(201);
    const otherToken = (await t.login('idem-outro@example.com', 'idem-password')).access;
    const k = key();
    const mine = await write('POST', '/v1/categorias', { nome: 'Idem A' }, k);
    const theirs = await write('POST', '/v1/categorias', { nome: 'Idem B' }, k, otherToken);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    // A key is bound to its method and path: used on another route it is refused, not replayed.
    const elsewhere = await write('POST', '/v1/grupos', { nome: 'Idem C' }, k);
    expect(elsewhere.statusCode).toBe(422);
    expect(await countNamed('categorias', 'Idem A') + await countNamed('categorias', 'Idem B') + await countNamed('grupos', 'Idem C')).toBe(2);
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
    const before = (await t.app.inject({ url: '/v1/categorias?limit=1', headers: { ...bearer(t.admin), 'idempotency-key': k } })).json();
    await write('POST', '/v1/categorias', { nome: 'Idem read' });
    const after = (await t.app.inject({ url: '/v1/categorias?limit=1', headers: { ...bearer(t.admin), 'idempotency-key': k } })).json();
    expect(after.total).toBe(before.total + 1);
  });
});
