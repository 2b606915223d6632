import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearer, createTestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('smoke', () => {
  it('lists the seeded groups for the admin', async () => {
    const { access } = await t.login();
    const res = await t.app.inject({ url: '/v1/grupos?limit=100', headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(15);
  });
});
