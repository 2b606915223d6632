import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm start` as a user runs it: the app process on its own data folder, no DATABASE_URL. */
const dataDir = mkdtempSync(join(tmpdir(), 'app-start-'));
const children: ChildProcess[] = [];

const start = (port: number) => {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SKIP_WEB_BUILD: 'true', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'start-test-pw' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('[app] ready')) { clearInterval(timer); resolve(); }
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

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
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
