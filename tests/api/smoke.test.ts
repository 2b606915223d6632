import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResources } from '../../server/registry';
import { declaredGroups } from '../../server/db/seed';
import { type TestApp, bearer, createTestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('smoke', () => {
  it('lists the seeded groups for the admin: the users\' and reserved ones and one per declared status group', async () => {
    const { access } = await t.login();
    const res = await t.app.inject({ url: '/v1/grupos?limit=100', headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    const declared = declaredGroups(await loadResources());
    // 15 before issue 31's cycle counts declared theirs.
    expect(declared.length).toBeGreaterThanOrEqual(16);
    expect(res.json().total).toBe(declared.length);
    expect(res.json().data.map((g: { id: string }) => g.id).sort()).toEqual(declared.map((g) => g.id).sort());
  });
});
