import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm start` as a user runs it: the app process on its own data folder, no DATABASE_URL. */
const dataDir = mkdtempSync(join(tmpdir(), 'app-start-'));
const children: ChildProcess[] = [];

const start = (port: number, opts: { args?: string[]; env?: Record<string, string>; dir?: string } = {}) => {
  const child = spawn('npx', ['tsx', 'server/main.ts', ...(opts.args ?? [])], {
    env: {
      ...process.env, DATABASE_URL: '', DATA_DIR: opts.dir ?? dataDir, PORT: String(port), HOST: '127.0.0.1', SKIP_WEB_BUILD: 'true',
      LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'start-test-pw', ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/^ {2}Ready: /m.test(output)) { clearInterval(timer); resolve(); }
    }, 100);
    void exited.then((code) => { clearInterval(timer); reject(new Error(`exited ${code}: ${output}`)); });
  });
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
};

const postmasterPid = () => Number(readFileSync(join(dataDir, 'pg', 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
};
const waitFor = async (check: () => boolean, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

const freePort = () => new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  });
});

afterAll(() => {
  // The app is tsx's grandchild: stop it too, so no server outlives a failed test.
  for (const c of children) {
    if (c.exitCode !== null) continue;
    for (const pid of descendants(c.pid!)) process.kill(pid, 'SIGKILL');
    c.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded PostgreSQL', () => {
  it('refuses a second app on the same data folder, recovers after kill -9, and stops PostgreSQL on Ctrl-C', async () => {
    const first = start(3291);
    await first.ready;
    expect((await fetch('http://127.0.0.1:3291/v1/openapi.json')).status).toBe(200);

    // A second start on the same folder fails with a clear message; the first keeps serving.
    const second = start(3292);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another running app/);
    expect((await fetch('http://127.0.0.1:3291/v1/openapi.json')).status).toBe(200);

    // kill -9 of the app (tsx's child is the real app: kill the whole tree's node processes).
    const orphan = postmasterPid();
    for (const pid of descendants(first.child.pid!)) process.kill(pid, 'SIGKILL');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(alive(orphan)).toBe(true);

    const third = start(3293);
    await third.ready;
    const login = await fetch('http://127.0.0.1:3293/v1/usuarios/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'start-test-pw' }),
    });
    expect(login.status).toBe(200);
    const pg = postmasterPid();

    // Ctrl-C reaches the app's process group: PostgreSQL stops too.
    for (const pid of descendants(third.child.pid!)) process.kill(pid, 'SIGINT');
    await third.exited;
    await waitFor(() => !alive(pg));
    expect(existsSync(join(dataDir, 'pg', 'app.lock'))).toBe(false);
  }, 120_000);
});

describe('what npm start and npm run seed:demo print', () => {
  it('ends with the URL and, on the run that creates the admin, its credentials; seed:demo reaches the running app once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'app-start-'));
    try {
      // Not a terminal here: the logs are JSON lines, the closing summary plain text after them.
      const port = await freePort();
      const app = start(port, { dir, env: { ADMIN_PASSWORD: '', LOG_LEVEL: 'info' } });
      await app.ready;
      const lines = app.output().split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'));
      const summaryAt = lines.findIndex((l) => l.startsWith('  Ready:'));
      expect(summaryAt).toBeGreaterThan(0);
      for (const line of lines.slice(0, summaryAt)) expect(() => JSON.parse(line), line).not.toThrow();
      expect(lines.slice(summaryAt).map((l) => l.trim().replace(/\s{2,}/g, '  '))).toEqual([
        `Ready:  http://127.0.0.1:${port}/`,
        `API docs:  http://127.0.0.1:${port}/v1/docs`,
        'Admin user:  admin@example.com',
        expect.stringMatching(/^Admin password: {2}\S{12,} {2}\(shown once; ADMIN_PASSWORD chooses it\)$/),
      ]);
      const password = /Admin password:\s+(\S+)/.exec(app.output())![1];
      const login = await fetch(`http://127.0.0.1:${port}/v1/usuarios/auth`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password }),
      });
      expect(login.status).toBe(200);
      const token = (await login.json()).token.access_token as string;
      const total = async (resource: string) => {
        const body = await (await fetch(`http://127.0.0.1:${port}/v1/${resource}?limit=100`, { headers: { authorization: `Bearer ${token}` } })).json();
        return (Array.isArray(body) ? body.length : body.total) as number; // some lists are plain arrays (docs/domain.md "Plain-array lists")
      };

      // While the app runs on the folder, seed:demo uses its PostgreSQL instead of failing on the lock.
      const seed = start(await freePort(), { dir, args: ['--seed-demo', '--exit'] });
      expect(await seed.exited, seed.output()).toBe(0);
      expect(seed.output()).toMatch(/Demo data:\s+rows written: .*clientes 9/);
      expect(seed.output()).not.toMatch(/Admin password/); // the admin exists already
      const counts = Object.fromEntries(await Promise.all(
        ['empresas', 'clientes', 'fornecedores', 'transportadoras', 'destinatarios', 'categorias', 'bandeiras', 'fator-calculos', 'usuarios']
          .map(async (r) => [r, await total(r)]),
      ));
      for (const [r, n] of Object.entries(counts)) expect(n, r).toBeGreaterThan(r === 'usuarios' ? 10 : 2);
      const again = start(await freePort(), { dir, args: ['--seed-demo', '--exit'] });
      expect(await again.exited, again.output()).toBe(0);
      expect(again.output()).toMatch(/Demo data:\s+already loaded, nothing added/);
      for (const [r, n] of Object.entries(counts)) expect(await total(r), r).toBe(n);
      expect((await fetch(`http://127.0.0.1:${port}/v1/openapi.json`)).status).toBe(200); // the app ran on throughout

      for (const pid of descendants(app.child.pid!)) process.kill(pid, 'SIGINT');
      await app.exited;
      // The next start prints no password: it was shown once.
      const nextPort = await freePort();
      const next = start(nextPort, { dir, env: { ADMIN_PASSWORD: '' } });
      await next.ready;
      expect(next.output()).toContain(`Ready:     http://127.0.0.1:${nextPort}/`);
      expect(next.output()).not.toMatch(/Admin/);
      for (const pid of descendants(next.child.pid!)) process.kill(pid, 'SIGINT');
      await next.exited;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

/** Node processes started under pid (npx → tsx → node), deepest last. */
function descendants(pid: number): number[] {
  const out: number[] = [];
  const children = (p: number) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const walk = (p: number) => {
    for (const c of children(p)) {
      const cmd = readFileSync(`/proc/${c}/cmdline`, 'utf8');
      if (cmd.includes('postgres')) continue;
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}
