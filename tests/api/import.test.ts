import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { bearer, signedInApp } from './helpers';

const t = signedInApp();

type Body = Record<string, unknown>;
interface ImportError {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
  rows?: { row: number; fields: Record<string, string> }[];
}
const api = (method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(t.admin), ...headers }, ...(payload === undefined ? {} : { payload: payload as Body }) });
const importRows = (resource: string, rows: unknown, extra: Body = {}, headers: Record<string, string> = {}) =>
  api('POST', `/v1/${resource}/import`, { rows, ...extra }, headers);
const count = async (table: string) => (await t.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

// Valid Brazilian documents from a running number (check digits computed as the registry does).
const checkDigit = (digits: string, weights: number[]) => {
  const rest = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};
let seq = Date.now() % 1_000_000;
const cnpj = () => {
  const base = `${String(++seq).padStart(8, '0').slice(-8)}0001`;
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(base + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${d2}`;
};
const cpf = () => {
  const base = String(++seq * 7 + 100_000_000).padStart(9, '0').slice(-9);
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(base + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${d2}`;
};
/** A wrong second check digit. */
const badDigit = (doc: string) => doc.slice(0, -1) + ((Number(doc.at(-1)) + 1) % 10);
const masked = (d: string) => d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

let n = 0;
const cliente = (extra: Body = {}): Body => ({
  tipo_pessoa: 'PJ', nome: `Cliente Importado ${++n}`, cpf_cnpj: masked(cnpj()), cep: '01310100', cidade: 'São Paulo', uf: 'sp', ...extra,
});

const expectRowError = (body: ImportError, row: number, field: string) => {
  const entry = body.rows?.find((e) => e.row === row);
  expect(entry?.fields[field], JSON.stringify(body)).toEqual(expect.any(String));
  expect(entry!.fields[field]).not.toMatch(/^app\./);
  return entry!.fields[field];
};

describe('POST /v1/{resource}/import', () => {
  it('imports a valid file: every row, normalised like a create, defaults filled in', async () => {
    const before = await count('clientes');
    const rows = [cliente(), cliente({ tipo_pessoa: 'PF', cpf_cnpj: cpf(), ativo: false }), cliente({ email: 'Compras@Exemplo.com.br' })];
    delete rows[2].tipo_pessoa;
    const res = await importRows('clientes', rows);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 3 });
    expect(await count('clientes')).toBe(before + 3);
    const stored = (await t.pool.query('SELECT * FROM clientes WHERE nome = ANY($1) ORDER BY nome', [rows.map((r) => r.nome)])).rows;
    expect(stored).toHaveLength(3);
    expect(stored[0]).toMatchObject({ cpf_cnpj: String(rows[0].cpf_cnpj).replace(/\D/g, ''), cep: '01310100', uf: 'SP', ativo: true, version: 1 });
    expect(stored[1]).toMatchObject({ tipo_pessoa: 'PF', ativo: false });
    expect(stored[2]).toMatchObject({ tipo_pessoa: 'PJ', email: 'compras@exemplo.com.br' });
    // The imported rows are ordinary records.
    const list = await api('GET', `/v1/clientes?q=${encodeURIComponent('cliente importado')}&limit=100`);
    expect(list.json().total).toBeGreaterThanOrEqual(3);
  });

  it('a file with one bad row (CNPJ check digit) imports nothing and names that row and field', async () => {
    const before = await count('clientes');
    const rows = [cliente(), cliente({ cpf_cnpj: badDigit(cnpj()) }), cliente()];
    const res = await importRows('clientes', rows);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as ImportError;
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).not.toMatch(/^app\./);
    expect(body.rows).toHaveLength(1);
    expect(expectRowError(body, 2, 'cpf_cnpj')).toBe('Invalid CPF or CNPJ');
    expect(Object.keys(body.rows![0].fields)).toEqual(['cpf_cnpj']);
    expect(await count('clientes')).toBe(before);

    // In the caller's language, with the catalog's messages.
    const pt = await importRows('clientes', rows, {}, { 'accept-language': 'pt-BR' });
    expect(expectRowError(pt.json(), 2, 'cpf_cnpj')).toBe('CPF ou CNPJ inválido');
    expect(pt.json().message).toContain('Nada foi importado');
  });

  it('reports every row and field at once, with the create messages', async () => {
    const before = await count('clientes');
    const rows = [
      cliente({ nome: '' }),
      cliente({ cep: '123456789', uf: 'XX' }),
      cliente({ tipo_pessoa: 'ZZ', email: 'not-an-email' }),
      cliente({ telefone: '12', ativo: 'talvez' }),
      cliente(),
      cliente({ nome: 'x'.repeat(201) }),
    ];
    const body = (await importRows('clientes', rows)).json() as ImportError;
    expect(body.statusCode).toBe(400);
    expect(body.rows!.map((e) => e.row)).toEqual([1, 2, 3, 4, 6]);
    expect(expectRowError(body, 1, 'nome')).toBe('Required');
    expectRowError(body, 2, 'cep');
    expectRowError(body, 2, 'uf');
    expectRowError(body, 3, 'tipo_pessoa');
    expect(expectRowError(body, 3, 'email')).toBe('Must be a valid email address');
    expectRowError(body, 4, 'telefone');
    expect(expectRowError(body, 4, 'ativo')).toBe('Must be yes or no');
    expect(expectRowError(body, 6, 'nome')).toBe('Must be 200 characters or fewer');
    expect(await count('clientes')).toBe(before);
  });

  it('rejects a unique value repeated inside the file, formatted or not', async () => {
    const before = await count('clientes');
    const doc = cnpj();
    const rows = [cliente({ cpf_cnpj: doc }), cliente(), cliente({ cpf_cnpj: masked(doc) })];
    const body = (await importRows('clientes', rows)).json() as ImportError;
    expect(body.statusCode).toBe(400);
    expect(body.rows!.map((e) => e.row)).toEqual([3]);
    expect(expectRowError(body, 3, 'cpf_cnpj')).toBe('Same value as row 1 of the file');
    expect(await count('clientes')).toBe(before);
  });

  it('rejects a unique value that already exists in the database', async () => {
    const existing = cliente();
    expect((await api('POST', '/v1/clientes', existing)).statusCode).toBe(201);
    const before = await count('clientes');
    const body = (await importRows('clientes', [cliente(), cliente({ cpf_cnpj: existing.cpf_cnpj })])).json() as ImportError;
    expect(body.statusCode).toBe(400);
    expect(body.rows!.map((e) => e.row)).toEqual([2]);
    expect(expectRowError(body, 2, 'cpf_cnpj')).toBe('Another record already has this value');
    expect(await count('clientes')).toBe(before);
  });

  it('rejects unknown columns on every row, naming them', async () => {
    const before = await count('clientes');
    const body = (await importRows('clientes', [cliente({ colour: 'red' }), cliente({ colour: 'blue', id: '01900000-0000-7000-8000-0000000000ff' })])).json() as ImportError;
    expect(body.statusCode).toBe(400);
    expect(expectRowError(body, 1, 'colour')).toBe('Unknown field "colour"');
    expectRowError(body, 2, 'colour');
    expectRowError(body, 2, 'id');
    expect(await count('clientes')).toBe(before);
  });

  it('checks refs and runs the resource hooks on every row', async () => {
    const empresa = await api('POST', '/v1/empresas', { razao_social: 'Matriz Importadora', cnpj: cnpj(), filial: 'Matriz' });
    expect(empresa.statusCode, empresa.body).toBe(201);
    const before = await count('clientes');
    const rows = [
      cliente({ empresa_id: empresa.json().id }),
      cliente({ empresa_id: '01900000-0000-7000-8000-0000000000ff' }),
      cliente({ empresa_id: 'not-a-uuid' }),
      // src/resources/clientes/server.ts: a pessoa física needs a CPF.
      cliente({ tipo_pessoa: 'PF' }),
    ];
    const body = (await importRows('clientes', rows)).json() as ImportError;
    expect(body.statusCode).toBe(400);
    expect(body.rows!.map((e) => e.row)).toEqual([2, 3, 4]);
    expect(expectRowError(body, 2, 'empresa_id')).toBe('The referenced record does not exist');
    expectRowError(body, 3, 'empresa_id');
    expect(expectRowError(body, 4, 'cpf_cnpj')).toBe('Invalid CPF');
    expect(await count('clientes')).toBe(before);
    const ok = await importRows('clientes', [rows[0]]);
    expect(ok.json()).toEqual({ imported: 1 });
  });

  it('dry run validates only: it writes nothing and answers like the import would', async () => {
    const before = await count('clientes');
    const rows = [cliente(), cliente()];
    const dry = await importRows('clientes', rows, { dry_run: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({ valid: 2 });
    expect(await count('clientes')).toBe(before);
    const bad = await importRows('clientes', [...rows, cliente({ cpf_cnpj: badDigit(cnpj()) })], { dry_run: true });
    expect(bad.statusCode).toBe(400);
    expectRowError(bad.json(), 3, 'cpf_cnpj');
    expect(await count('clientes')).toBe(before);
    // The same rows then import for real.
    expect((await importRows('clientes', rows, { dry_run: false })).json()).toEqual({ imported: 2 });
    expect(await count('clientes')).toBe(before + 2);
  });

  it('refuses an empty file and more than 5000 rows', async () => {
    const before = await count('clientes');
    const empty = await importRows('clientes', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file has no data rows');
    const rows = Array.from({ length: 5001 }, () => ({ nome: 'x', cpf_cnpj: '1' }));
    const tooMany = await importRows('clientes', rows);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 5000 rows can be imported at a time');
    expect(tooMany.json().fields.rows).toEqual(expect.any(String));
    expect(await count('clientes')).toBe(before);
  });

  it('imports 5000 rows in one request', async () => {
    const before = await count('destinatarios');
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      nome: `Destinatário em massa ${i}`, cpf_cnpj: cnpj(), cep: '01310-100', logradouro: 'Avenida Paulista', numero: String(i),
      bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP', telefone: '(11) 3333-4444', email: `massa${i}@exemplo.com.br`,
    }));
    const dry = await importRows('destinatarios', rows, { dry_run: true });
    expect(dry.json()).toEqual({ valid: 5000 });
    expect(await count('destinatarios')).toBe(before);
    const res = await importRows('destinatarios', rows);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json()).toEqual({ imported: 5000 });
    expect(await count('destinatarios')).toBe(before + 5000);
  });

  it('a database error in the middle rolls everything back and names the row, never a 500', async () => {
    const before = await count('fornecedores');
    // A NUL byte passes the schema but not PostgreSQL: row 3 fails after rows 1 and 2 went in.
    const rows = [1, 2, 3, 4].map((i) => ({ razao_social: i === 3 ? 'Nul\u0000Byte' : `Fornecedor ${i} ${++n}`, cnpj: cnpj() }));
    const res = await importRows('fornecedores', rows);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().rows).toEqual([{ row: 3, fields: { _: 'Invalid request' } }]);
    expect(await count('fornecedores')).toBe(before);
    // The dry run goes through the same transaction, rolled back, so it gives the same verdict.
    const dry = await importRows('fornecedores', rows, { dry_run: true });
    expect(dry.statusCode).toBe(400);
    expect(dry.json().rows).toEqual([{ row: 3, fields: { _: 'Invalid request' } }]);
    expect(await count('fornecedores')).toBe(before);

    // A rule only the database knows (here a check constraint): 409, nothing written.
    await t.pool.query(`ALTER TABLE transportadoras ADD CONSTRAINT import_test_rule CHECK (rntrc IS DISTINCT FROM 'RECUSADO')`);
    try {
      const before2 = await count('transportadoras');
      const res2 = await importRows('transportadoras', [
        { razao_social: `Transportadora ${++n}`, cnpj: cnpj(), rntrc: '123' },
        { razao_social: `Transportadora ${++n}`, cnpj: cnpj(), rntrc: 'RECUSADO' },
      ]);
      expect(res2.statusCode, res2.body).toBe(409);
      expect(res2.json().rows[0].row).toBe(2);
      expect(res2.json().message).toBe('The database refused this row; nothing was imported');
      expect(await count('transportadoras')).toBe(before2);
    } finally {
      await t.pool.query('ALTER TABLE transportadoras DROP CONSTRAINT import_test_rule');
    }
  });

  it.each([
    ['fornecedores', () => ({ razao_social: `Fornecedor ${++n}`, cnpj: masked(cnpj()), contato: 'Ana', uf: 'RJ' })],
    ['transportadoras', () => ({ razao_social: `Transportadora ${++n}`, cnpj: cnpj(), rntrc: '12345678' })],
    ['destinatarios', () => ({ nome: `Destinatário ${++n}`, cpf_cnpj: cpf(), cep: '20040002' })],
  ])('works for %s, declared importable', async (resource, row) => {
    const before = await count(resource);
    const res = await importRows(resource, [row(), row()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2 });
    expect(await count(resource)).toBe(before + 2);
  });

  it('exists only for importable resources', async () => {
    expect((await importRows('grupos', [{ nome: 'X' }])).statusCode).toBe(404);
    expect((await importRows('usuarios', [{ email: 'x@example.com' }])).statusCode).toBe(404);
  });

  it('needs the view role of the resource (403), like create', async () => {
    const password = 'import-password-1';
    const created = await api('POST', '/v1/usuarios', {
      firstName: 'Sem Clientes', email: `sem-clientes-${++n}@example.com`, password, tipo_id: USER_TYPES.outros.id,
      roles: ['view-gestao', 'view-fornecedores'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const other = (await t.login(created.json().email, password)).access;
    const before = await count('clientes');
    const res = await t.app.inject({ method: 'POST', url: '/v1/clientes/import', headers: bearer(other), payload: { rows: [cliente()] } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    const dry = await t.app.inject({ method: 'POST', url: '/v1/clientes/import', headers: bearer(other), payload: { rows: [cliente()], dry_run: true } });
    expect(dry.statusCode).toBe(403);
    expect(await count('clientes')).toBe(before);
    // The role it holds opens the import of that resource.
    const allowed = await t.app.inject({ method: 'POST', url: '/v1/fornecedores/import', headers: bearer(other), payload: { rows: [{ razao_social: 'Permitido', cnpj: cnpj() }], dry_run: true } });
    expect(allowed.json()).toEqual({ valid: 1 });
    // Without a token at all.
    expect((await t.app.inject({ method: 'POST', url: '/v1/clientes/import', payload: { rows: [cliente()] } })).statusCode).toBe(401);
  });

  it('never answers 500 to junk', async () => {
    const before = await count('clientes');
    const junk: unknown[] = [
      {}, { rows: 'x' }, { rows: null }, { rows: [1, 2] }, { rows: [null] }, { rows: [[]] }, { rows: [{}] },
      { rows: [cliente()], dry_run: 'yes' }, { rows: [cliente()], extra: 1 }, [], 'text', 42,
      { rows: [{ nome: { a: 1 }, cpf_cnpj: ['1'], cep: 12345678, uf: 7, ativo: 'sim', empresa_id: 5 }] },
      { rows: [cliente({ nome: 'x'.repeat(100_000) })] },
      { rows: [cliente({ nome: `'; DROP TABLE clientes; --`, cpf_cnpj: `'; DROP TABLE clientes; --` })] },
      { rows: [cliente({ nome: 'Nul\u0000' })], dry_run: true },
      { rows: [cliente({ cpf_cnpj: 1e300 }), cliente({ cpf_cnpj: -1 }), cliente({ cpf_cnpj: true })] },
    ];
    for (const payload of junk) {
      const res = await api('POST', '/v1/clientes/import', payload);
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 80)} → ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).not.toMatch(/^app\./);
    }
    for (const raw of ['{"rows": [', 'not json', '{"rows":[{"__proto__":{"x":1}}]}']) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/clientes/import', headers: { ...bearer(t.admin), 'content-type': 'application/json' }, payload: raw });
      expect(res.statusCode, raw).toBe(400);
    }
    const text = await t.app.inject({ method: 'POST', url: '/v1/clientes/import', headers: { ...bearer(t.admin), 'content-type': 'text/csv' }, payload: 'nome\nA' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(await count('clientes')).toBe(before);
  });

  it('is documented in OpenAPI with its JSON body', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    const op = doc.paths['/v1/clientes/import']?.post;
    expect(op?.tags).toContain('clientes');
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties).sort()).toEqual(['dry_run', 'rows']);
    expect(doc.paths['/v1/grupos/import']).toBeUndefined();
  });
});
