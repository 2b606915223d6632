import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { withDatabase } from './globalSetup';

// The README's two walks (a plain resource; a workflow resource with an operation), followed word
// for word on a copy of the repository: each code block is written where it says, the README's
// command makes the migrations, nothing else is edited, and the result must typecheck, pass the
// registry's own tests, and work through the API: the operation's route, its access, its OpenAPI
// entry and its data-provider method's type.

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');
const ADMIN_PASSWORD = 'readme-walk-admin-1';

/** The fenced block after `<!-- readme-walk: <name> -->` in the README. */
const block = (readme: string, name: string): string => {
  const at = readme.indexOf(`<!-- readme-walk: ${name} -->`);
  if (at < 0) throw new Error(`README has no block "${name}"`);
  const fence = /```ts\n([\s\S]*?)\n\s*```/.exec(readme.slice(at));
  if (!fence) throw new Error(`README block "${name}" has no code`);
  // The README indents its blocks under list items.
  const lines = fence[1].split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
};

const sh = (cwd: string, cmd: string, args: string[], timeout = 240_000) => {
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout, env: { ...process.env, CI: 'true' } });
  return { ok: res.status === 0, output: `${res.stdout}\n${res.stderr}` };
};

const freePort = () => new Promise<number>((done) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => done(port));
  });
});

let copy: string;
let app: ChildProcess | undefined;
let db: { admin: pg.Client; name: string } | undefined;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'readme-walk-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0').filter(Boolean);
  for (const f of files) {
    let content: Buffer;
    try {
      content = readFileSync(join(ROOT, f));
    } catch {
      continue; // deleted in the working tree
    }
    mkdirSync(dirname(join(copy, f)), { recursive: true });
    writeFileSync(join(copy, f), content);
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  // A repository of its own, to list afterwards what the walk changed.
  for (const args of [['init', '-q'], ['add', '-A'], ['-c', 'user.email=walk@example.com', '-c', 'user.name=walk', 'commit', '-qm', 'before']]) {
    execFileSync('git', args, { cwd: copy });
  }
});

afterAll(async () => {
  app?.kill('SIGTERM');
  if (app && app.exitCode === null) await new Promise((done) => app!.once('exit', done));
  if (db) {
    await db.admin.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
    await db.admin.end();
  }
  rmSync(copy, { recursive: true, force: true });
});

/** Every file the README says to write, in its order: `<!-- readme-walk: <path> -->` before each block. */
const walkFiles = (readme: string) => [...readme.matchAll(/<!-- readme-walk: (\S+) -->/g)].map((m) => m[1]);

describe("the README's way of adding resources", () => {
  it('works exactly as written: one file for a plain resource, a folder for a workflow one, and their migrations', async () => {
    const readme = readFileSync(join(copy, 'README.md'), 'utf8');
    const files = walkFiles(readme);
    expect(files).toEqual(['src/resources/embalagens.ts', 'src/resources/contagens/index.ts', 'src/resources/contagens/server.ts']);
    // Each walk in the README's order: its files, then its migration.
    for (const name of ['embalagens', 'contagens']) {
      for (const file of files.filter((f) => f.startsWith(`src/resources/${name}`))) {
        mkdirSync(dirname(join(copy, file)), { recursive: true });
        writeFileSync(join(copy, file), `${block(readme, file)}\n`);
      }
      const gen = sh(copy, 'npm', ['run', 'db:generate', '--', name]);
      expect(gen.ok, gen.output).toBe(true);
    }

    // Nothing else was edited: the plain walk is one file, the workflow walk its folder, each with its migration.
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: copy, encoding: 'utf8' })
      .split('\n').filter(Boolean).map((l) => l.slice(3)).sort();
    const migrations = changed.filter((p) => p.startsWith('server/db/migrations/'));
    expect(changed.filter((p) => !p.startsWith('server/db/migrations/'))).toEqual([...files].sort());
    expect(migrations.filter((p) => /^server\/db\/migrations\/\d{4}_(embalagens|contagens)\.sql$/.test(p))).toHaveLength(2);
    expect(migrations.filter((p) => !p.endsWith('.sql'))).toEqual(['server/db/migrations/snapshot.json']);

    // The data provider's method, typed from the declaration alone (a probe file, checked after the list above).
    writeFileSync(join(copy, 'src', 'zz-readme-walk.ts'), `import type { RecordOf } from './registry/define';
import type { AppDataProvider } from './providers/v1DataProvider';
import type contagens from './resources/contagens';
declare const dp: AppDataProvider;
export const closed: Promise<RecordOf<typeof contagens>> = dp.closeCount({ params: { id: 'x' } }, { idempotencyKey: 'k' });
// @ts-expect-error: closing names its count
export const unnamed = dp.closeCount();
// @ts-expect-error: closing takes no body
export const withBody = dp.closeCount({ params: { id: 'x' }, body: {} });
`);
    // The checks \`npm test\` runs that a declaration can break.
    for (const [cmd, args] of [
      ['npm', ['run', '--silent', 'typecheck']],
      ['npx', ['tsx', 'scripts/db-generate.ts', '--check']],
      ['npx', ['vitest', 'run', '--project', 'unit', 'i18n/', 'src/registry/', 'server/', 'tests/unit/']],
    ] as const) {
      const res = sh(copy, cmd, [...args]);
      expect(res.ok, `${cmd} ${args.join(' ')}\n${res.output}`).toBe(true);
    }

    // The app of the copy, on a database of its own: migrations, seed, routes.
    const admin = new pg.Client({ connectionString: inject('templateUrl') });
    await admin.connect();
    db = { admin, name: `readme_walk_${randomBytes(4).toString('hex')}` };
    await admin.query(`CREATE DATABASE ${db.name}`);
    const port = await freePort();
    let output = '';
    app = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: copy,
      env: {
        ...process.env, DATABASE_URL: withDatabase(inject('templateUrl'), db.name), PORT: String(port), HOST: '127.0.0.1',
        SKIP_WEB_BUILD: 'true', LOG_LEVEL: 'warn', ADMIN_PASSWORD,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stdout!.on('data', (d) => { output += d; });
    app.stderr!.on('data', (d) => { output += d; });
    const until = Date.now() + 60_000;
    while (!/^ {2}Ready: /m.test(output)) {
      if (app.exitCode !== null || Date.now() > until) throw new Error(`the copy's app did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    const base = `http://127.0.0.1:${port}/v1`;
    const signIn = async (email: string, password: string) => (await (await fetch(`${base}/usuarios/auth`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
    })).json() as { token: { access_token: string } }).token.access_token;
    const as = (token: string) => async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'pt', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: await res.json() as Record<string, unknown> & { data?: Record<string, unknown>[] } };
    };
    const call = as(await signIn('admin@example.com', ADMIN_PASSWORD));

    // The plain resource: its table, routes, search and labels.
    const caixa = await call('POST', '/embalagens', { codigo: 'CX-10', descricao: 'Caixa de papelão 10 kg', peso_kg: 0.35 });
    expect(caixa.status, JSON.stringify(caixa.body)).toBe(201);
    expect((await call('GET', '/embalagens?q=papelao')).body.total).toBe(1);
    const refused = await call('POST', '/embalagens', { descricao: 'Sem código' });
    expect((refused.body.fields as Record<string, string>).codigo).toBe('Obrigatório');

    // The workflow resource: its statuses seeded from the declaration, in order, in Portuguese.
    const contagens = (await import(join(copy, 'src/resources/contagens/index.ts'))).default as { statusIds: Record<string, string>; fields: { status_id: { group: { id: string } } } };
    const S = contagens.statusIds;
    const seeded = await call('GET', `/status?grupo=${contagens.fields.status_id.group.id}&limit=10`);
    expect(seeded.body.data!.map((s) => [s.id, s.nome, s.ordem])).toEqual([[S.aberta, 'Aberta', 1], [S.emContagem, 'Em contagem', 2], [S.fechada, 'Fechada', 3]]);

    const material = await call('POST', '/materiais', { codigo: 'WALK-1', descricao: 'Parafuso', unidade: 'UN' });
    expect(material.status, JSON.stringify(material.body)).toBe(201);
    const item = { material_id: material.body.id, endereco: 'A-01-02-03', quantidade: 12 };

    // Created at its initial status, with a sequence number and its lines.
    const created = await call('POST', '/contagens', { data: '2026-11-24', status_id: S.fechada, itens: [item] });
    expect(created.status).toBe(409);
    expect(created.body.message).toMatch(/Aberta/);
    const c = (await call('POST', '/contagens', { data: '2026-11-24', itens: [item] })).body;
    expect(c).toMatchObject({ numero: 1, status_id: S.aberta, itens: [{ endereco: 'A-01-02-03', quantidade: 12 }] });
    const noLines = await call('POST', '/contagens', { data: '2026-11-24', itens: [] });
    expect(noLines.status).toBe(400);

    // Only the declared moves, with 409 naming both statuses otherwise.
    const skip = await call('PUT', `/contagens/${c.id}`, { version: c.version, status_id: S.fechada });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toMatch(/Aberta[\s\S]*Fechada/);
    const counting = await call('PUT', `/contagens/${c.id}`, { version: c.version, status_id: S.emContagem });
    expect(counting.status, JSON.stringify(counting.body)).toBe(200);
    // A line sent with its id is that line, changed; one without an id would be a new line.
    const recount = await call('PUT', `/contagens/${c.id}`, { version: counting.body.version, itens: [{ ...(c.itens as Record<string, unknown>[])[0], quantidade: 11 }] });
    expect(recount.status, JSON.stringify(recount.body)).toBe(200);

    // The operation: refused to a user without its role, validated, and done for an admin.
    const password = 'readme-walk-user-1';
    const clerk = await call('POST', '/usuarios', {
      firstName: 'Conferente', email: 'conferente@example.com', password, roles: ['view-armazenamento', 'view-produtos'],
      tipo_id: USER_TYPES.outros.id,
    });
    expect(clerk.status, JSON.stringify(clerk.body)).toBe(201);
    const asClerk = as(await signIn('conferente@example.com', password));
    expect((await asClerk('GET', `/contagens/${c.id}`)).status).toBe(200);
    expect((await asClerk('POST', `/contagens/${c.id}/fechar`)).status).toBe(403);
    const withBody = await call('POST', `/contagens/${c.id}/fechar`, { zz_extra_field: 1 });
    expect([withBody.status, Object.keys(withBody.body.fields as object)]).toEqual([400, ['zz_extra_field']]);
    expect((await call('GET', `/contagens/${c.id}`)).body.status_id).toBe(S.emContagem);
    const closed = await call('POST', `/contagens/${c.id}/fechar`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ id: c.id, status_id: S.fechada });
    // Lines are locked once closed (editableWhile).
    const late = await call('PUT', `/contagens/${c.id}`, { version: closed.body.version, itens: [item] });
    expect(late.status).toBe(409);

    // Every write in its history, newest first.
    const history = await call('GET', `/contagens/${c.id}/historico`);
    expect(history.body.data!.map((h) => h.action)).toEqual(['transition', 'update', 'transition', 'create']);
    expect(history.body.data![1].changes).toMatchObject({ 'itens.1.quantidade': { from: 12, to: 11 } });

    // And their place in the API's own description: the operation with its answer's schema and its refusals.
    type Op = { responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }> };
    const openapi = await (await fetch(`${base}/openapi.json`)).json() as { paths: Record<string, Record<string, Op>> };
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/v1/contagens', '/v1/contagens/{id}', '/v1/embalagens', '/v1/contagens/{id}/fechar']));
    const close = openapi.paths['/v1/contagens/{id}/fechar'].post;
    expect(Object.keys(close.responses['200'].content!['application/json'].schema.properties!)).toEqual(expect.arrayContaining(['numero', 'status_id', 'itens']));
    expect(Object.keys(close.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
  }, 600_000);
});
