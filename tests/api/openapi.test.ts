import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResources } from '../../server/registry';
import { type Resource, readableFields, writableFields } from '../../src/registry/define';
import { type TestApp, bearer, createTestApp } from './helpers';

let t: TestApp;
let resources: Resource[];
interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
}
let doc: { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp();
  resources = await loadResources();
  const res = await t.app.inject({ url: '/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  doc = res.json();
});
afterAll(async () => { await t?.close(); });

const bodySchema = (op: Operation) => op.requestBody?.content['application/json']?.schema;

describe('GET /v1/openapi.json', () => {
  it('is public, OpenAPI 3.1, with bearer security', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.components).toMatchObject({ securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } });
    const withGarbage = await t.app.inject({ url: '/v1/openapi.json', headers: bearer('garbage') });
    expect(withGarbage.statusCode).toBe(200);
  });

  it('documents the three auth routes', () => {
    for (const path of ['/v1/usuarios/auth', '/v1/usuarios/refresh_token', '/v1/usuarios/logout']) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
    expect(Object.keys(bodySchema(doc.paths['/v1/usuarios/auth'].post)?.properties ?? {}).sort()).toEqual(['email', 'password']);
    expect(Object.keys(bodySchema(doc.paths['/v1/usuarios/refresh_token'].post)?.properties ?? {})).toEqual(['refresh_token']);
  });

  it('documents list, get, create, update and delete for every declared resource', () => {
    expect(resources.length).toBeGreaterThanOrEqual(5);
    for (const r of resources) {
      const list = doc.paths[`/v1/${r.name}`];
      const item = doc.paths[`/v1/${r.name}/{id}`];
      expect(list, r.name).toBeDefined();
      expect(item, r.name).toBeDefined();
      expect(Object.keys(list).sort(), r.name).toEqual(['get', 'post']);
      expect(Object.keys(item).sort(), r.name).toEqual(['delete', 'get', 'put']);
      for (const op of [list.get, list.post, item.get, item.put, item.delete]) {
        expect(op.tags).toContain(r.name);
        expect(op.summary).toEqual(expect.any(String));
      }
      const query = (list.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(query, r.name).toEqual(expect.arrayContaining(['page', 'limit', 'sort', 'order', 'q', 'id']));
      for (const op of [item.get, item.put, item.delete]) {
        expect(op.parameters?.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['id']);
      }
    }
  });

  it('derives the request bodies from the declarations', () => {
    for (const r of resources) {
      const create = bodySchema(doc.paths[`/v1/${r.name}`].post);
      const update = bodySchema(doc.paths[`/v1/${r.name}/{id}`].put);
      expect(create, r.name).toBeDefined();
      expect(update, r.name).toBeDefined();
      const writable = writableFields(r);
      // Derived values and stamps are accepted (a client echoing a record) and ignored.
      const echoed = Object.keys(r.fields).filter((k) => r.fields[k].computed || r.fields[k].stamp);
      expect(Object.keys(create!.properties ?? {}).sort(), r.name).toEqual([...writable, ...echoed, 'id'].sort());
      expect(Object.keys(update!.properties ?? {}), r.name).toEqual(expect.arrayContaining([...writable, 'version']));
      const required = Object.entries(r.fields).filter(([, f]) => f.required).map(([k]) => k);
      expect(create!.required ?? [], r.name).toEqual(expect.arrayContaining(required));
      expect(update!.required ?? [], r.name).toEqual(['version']);
      expect(create!.properties, r.name).not.toHaveProperty('search');
    }
    const usuarios = resources.find((r) => r.name === 'usuarios')!;
    expect(readableFields(usuarios)).not.toContain('password');
    expect(bodySchema(doc.paths['/v1/usuarios'].post)!.properties).toHaveProperty('password');
  });

  it('documents the CNPJ fields with a pattern and the official alphanumeric example', async () => {
    type Doc = { pattern?: string; example?: string; anyOf?: Doc[] };
    const property = (path: string, field: string) => {
      const p = bodySchema(doc.paths[path].post)!.properties![field] as Doc;
      return p.anyOf?.find((s) => s.pattern) ?? p;
    };
    for (const [path, field] of [['/v1/fornecedores', 'cnpj'], ['/v1/empresas', 'cnpj'], ['/v1/clientes', 'cpf_cnpj'], ['/v1/pontos', 'cpf_cnpj']]) {
      const { pattern, example } = property(path, field);
      expect(example, path).toBe('12.ABC.345/01DE-35');
      const re = new RegExp(pattern!);
      for (const ok of ['12.ABC.345/01DE-35', '12abc34501de35', '11.222.333/0001-81', '11222333000181']) expect(re.test(ok), `${path} ${ok}`).toBe(true);
      expect(re.test('12.ABC.345/01DE-3A'), path).toBe(false);
    }
    expect(new RegExp(property('/v1/clientes', 'cpf_cnpj').pattern!).test('529.982.247-25')).toBe(true);
    expect(new RegExp(property('/v1/fornecedores', 'cnpj').pattern!).test('529.982.247-25')).toBe(false);
    // The example is one the API takes.
    const token = (await t.login()).access;
    const res = await t.app.inject({ method: 'POST', url: '/v1/fornecedores', headers: bearer(token), payload: { razao_social: 'Exemplo Oficial Ltda', cnpj: property('/v1/fornecedores', 'cnpj').example } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().cnpj).toBe('12ABC34501DE35');
  });

  it('does not list itself or the docs page', () => {
    expect(doc.paths['/v1/openapi.json']).toBeUndefined();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/v1/docs'))).toEqual([]);
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/v1/'))).toBe(true);
  });
});

describe('GET /v1/docs', () => {
  it('answers an HTML page without a token', async () => {
    let res = await t.app.inject({ url: '/v1/docs' });
    for (let hops = 0; hops < 3 && [301, 302].includes(res.statusCode); hops++) {
      res = await t.app.inject({ url: new URL(String(res.headers.location), 'http://localhost/v1/docs').pathname });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/<html/i);
    expect(res.body.toLowerCase()).toContain('swagger');
  });

  it('serves the document it shows', async () => {
    const json = await t.app.inject({ url: '/v1/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths).sort()).toEqual(Object.keys(doc.paths).sort());
  });
});

describe('the document a client is generated from', () => {
  type Response = { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> };
  const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, op: op as Operation & { responses: Record<string, Response> } })));

  it('is a valid OpenAPI 3.1 document', async () => {
    const { validate } = await import('@readme/openapi-parser');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, JSON.stringify(result.valid ? [] : result.errors).slice(0, 2000)).toBe(true);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(120);
  });

  it('every operation documents its success with a schema, and its refusals', () => {
    const missing: string[] = [];
    for (const { id, op } of operations()) {
      const success = Object.entries(op.responses ?? {}).filter(([status]) => /^[12]\d\d$/.test(status));
      if (!success.length) missing.push(`${id}: no success answer`);
      for (const [status, r] of success) {
        // 204 (no body) and 101 (the socket's upgrade) answer nothing to describe.
        if (status === '204' || status === '101') continue;
        const schemas = Object.values(r.content ?? {}).map((c) => c.schema);
        if (!schemas.length || schemas.some((s) => !s || !Object.keys(s).length)) missing.push(`${id}: ${status} without a schema`);
      }
      if (!op.responses?.['400']) missing.push(`${id}: no 400`);
    }
    expect(missing).toEqual([]);
    expect(operations().length).toBeGreaterThan(200);
  });

  it('every signed-in write documents its Idempotency-Key header, and no read does', () => {
    type Parameter = { in: string; name: string };
    const takesKey = (op: Operation) => ((op as { parameters?: Parameter[] }).parameters ?? []).some((p) => p.in === 'header' && p.name === 'idempotency-key');
    const wrong: string[] = [];
    for (const { id, op } of operations()) {
      const write = !id.startsWith('GET ');
      const open = ['POST /v1/usuarios/auth', 'POST /v1/usuarios/logout', 'POST /v1/usuarios/refresh_token', 'POST /v1/usuarios/register',
        'POST /v1/usuarios/forgot_password', 'POST /v1/usuarios/reset_password'].includes(id);
      if (takesKey(op) !== (write && !open)) wrong.push(id);
    }
    expect(wrong).toEqual([]);
    expect(takesKey(doc.paths['/v1/expedicoes/{id}/confirmar'].post)).toBe(true);
  });

  it('openapi-typescript types every answer: none is unknown', async () => {
    const { default: openapiTS, astToString } = await import('openapi-typescript');
    const types = astToString(await openapiTS(structuredClone(doc) as never));
    expect(types).toContain('"/v1/expedicoes/{id}/confirmar"');
    // An answer without a schema would be generated as `unknown`.
    expect(types.match(/"application\/json": unknown/g) ?? []).toEqual([]);
    expect(types.match(/"application\/json": /g)!.length).toBeGreaterThan(1000);
  });
});
