import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loadHomes } from '../../server/registry';
import { type OperationDef, operationPath } from '../../src/registry/operations';
import { bearer, signedInApp } from './helpers';

// docs/architecture.md "Operations": a declared call refuses what the generic routes refuse, with
// the same 400 naming the parameter or field, and changes nothing. Every operation of every home,
// found from the declarations: a new one is checked without a line here.

const t = signedInApp();
let ops: { name: string; op: OperationDef; url: string }[];
beforeAll(async () => {
  ops = (await loadHomes()).flatMap((h) => Object.entries(h.operations ?? {}).map(([name, op]) => ({
    name, op, url: `/v1${operationPath(h.name, op)}`.replace(/:\w+/g, randomUUID()),
  })));
});

const call = (op: OperationDef, url: string, payload?: string) => t.app.inject({
  method: op.method as InjectOptions['method'], url, headers: { ...bearer(t.admin), 'content-type': 'application/json', 'accept-language': 'pt' },
  ...(payload === undefined ? {} : { payload }),
});
const written = async () => (await t.pool.query(`
  SELECT (SELECT count(*) FROM auditoria) + (SELECT count(*) FROM estoque_movimentos) + (SELECT count(*) FROM arquivos) AS n`)).rows[0].n as string;
const named = (res: { statusCode: number; json(): unknown; body: string }, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { fields?: Record<string, string> };
  expect(Object.keys(body.fields ?? {}), res.body).toContain(field);
  expect(body.fields![field], res.body).not.toMatch(/^(app|resources)\./);
};

// Values a query parameter may be sent that its declared schema might refuse: the first it refuses is tried.
const BAD = ['2026-13-45', 'not-a-uuid', 'zz', '-1', '0'];

describe('every declared operation validates its input like the generic routes', () => {
  // Fastify checks the body before the query: a call with a body is checked with one below.
  it('refuses an unknown query parameter, naming it, and changes nothing', async () => {
    const before = await written();
    for (const { name, op, url } of ops.filter((o) => !o.op.body || 'raw' in o.op.body)) {
      const res = await call(op, `${url}?zz_unknown=1`, op.method === 'GET' ? undefined : '{}');
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      named(res, 'zz_unknown');
    }
    expect(await written()).toBe(before);
  });

  it('refuses a bad value of each declared query parameter, naming it', async () => {
    let checked = 0;
    for (const { name, op, url } of ops.filter((o) => !o.op.body || 'raw' in o.op.body)) {
      for (const [param, schema] of Object.entries(op.query?.shape ?? {}) as [string, z.ZodType][]) {
        const bad = BAD.find((v) => !schema.safeParse(v).success);
        if (bad === undefined) continue;
        const res = await call(op, `${url}?${param}=${encodeURIComponent(bad)}`, op.method === 'GET' ? undefined : '{}');
        expect(res.statusCode, `${name} ?${param}=${bad}: ${res.body}`).toBe(400);
        named(res, param);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('a call that takes no body refuses one: unknown fields by name, a list or a deep object whole; nothing changes', async () => {
    const before = await written();
    const bodiless = ops.filter(({ op }) => op.method !== 'GET' && !op.body);
    // confirmReceipt takes the reasons of its differences since issue 28: the next test covers it.
    expect(bodiless.map((o) => o.name)).toEqual(expect.arrayContaining(['confirmShipment']));
    for (const { name, op, url } of bodiless) {
      named(await call(op, url, JSON.stringify({ zz_extra_field: 1 })), 'zz_extra_field');
      const list = await call(op, url, '[{}]');
      expect(list.statusCode, `${name}: ${list.body}`).toBe(400);
      const deep = await call(op, url, `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`);
      expect(deep.statusCode, `${name}: ${deep.body}`).toBe(400);
    }
    expect(await written()).toBe(before);
  });

  it('a call with a body refuses a field it does not declare, naming it', async () => {
    const withBody = ops.filter(({ op }) => op.body && !('raw' in op.body));
    expect(withBody.length).toBeGreaterThan(2);
    for (const { op, url } of withBody) named(await call(op, url, JSON.stringify({ zz_extra_field: 1 })), 'zz_extra_field');
  });
});
