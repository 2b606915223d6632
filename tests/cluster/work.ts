import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Everything the cluster test starts lives in one temp folder and is stopped at the end, even when
// a check fails; the folder lists each process it started, so a run that died (kill -9 of the
// runner) is cleaned up by the next one, by those ids only, and only if the process found under
// such an id carries that folder in its environment (a pid reused since is left alone).

const PREFIX = 'cluster-test-';
const PIDS = 'pids';
const MARK = 'CLUSTER_TEST_DIR';

export interface Started {
  name: string;
  child: ChildProcess;
  /** What it printed, stdout and stderr together. */
  output(): string;
  exited: Promise<number | null>;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

/** Processes left by a runner that died: the pids its folder lists that still carry its mark. */
const sweepLeftovers = () => {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = join(tmpdir(), name);
    let lines: string[];
    try {
      lines = readFileSync(join(dir, PIDS), 'utf8').trim().split('\n');
    } catch {
      continue;
    }
    const owner = Number(lines[0]);
    if (isAlive(owner)) continue;
    for (const pid of lines.slice(1).map(Number)) {
      let environ = '';
      try {
        environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      } catch {
        continue;
      }
      if (environ.split('\0').includes(`${MARK}=${dir}`)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The user PostgreSQL runs as: ourselves, or `postgres` when we are root (it refuses root). */
const postgresUser = (): { uid: number; gid: number } | undefined => {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('no user "postgres" to run PostgreSQL as (Debian\'s postgresql package creates it)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
};

export class Work {
  readonly dir: string;
  private readonly started: Started[] = [];
  private readonly asPostgres = postgresUser();
  private readonly onExit = () => { for (const s of this.started) if (s.child.exitCode === null) s.child.kill('SIGKILL'); };

  constructor() {
    sweepLeftovers();
    this.dir = mkdtempSync(join(tmpdir(), PREFIX));
    // PostgreSQL's user must reach its folders inside.
    chmodSync(this.dir, 0o755);
    appendFileSync(join(this.dir, PIDS), `${process.pid}\n`);
    process.on('exit', this.onExit);
  }

  /** A folder inside, owned by PostgreSQL's user when it is for PostgreSQL. */
  folder(name: string, forPostgres = false): string {
    const path = join(this.dir, name);
    mkdirSync(path, { recursive: true });
    if (forPostgres) {
      // PostgreSQL refuses a data folder others may read.
      chmodSync(path, 0o700);
      if (this.asPostgres) chownSync(path, this.asPostgres.uid, this.asPostgres.gid);
    }
    return path;
  }

  /** Spawns a process it will stop; `postgres` runs it as PostgreSQL's user. */
  spawn(name: string, command: string, args: string[], opts: SpawnOptions & { postgres?: boolean } = {}): Started {
    const { postgres, ...options } = opts;
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'], ...options, env: { ...(options.env ?? process.env), [MARK]: this.dir }, ...(postgres ? this.asPostgres : {}),
    });
    appendFileSync(join(this.dir, PIDS), `${child.pid}\n`);
    let out = '';
    child.stdout?.on('data', (d) => { out += d; });
    child.stderr?.on('data', (d) => { out += d; });
    const exited = new Promise<number | null>((resolve) => {
      child.on('exit', (code) => resolve(code));
      child.on('error', (err) => { out += String(err); resolve(null); });
    });
    const started: Started = { name, child, output: () => out, exited };
    this.started.push(started);
    return started;
  }

  /** Runs a command to its end (as PostgreSQL's user with `postgres`); its output, or an error naming it. */
  async run(command: string, args: string[], opts: { postgres?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
    const s = this.spawn(command, command, args, opts);
    const code = await s.exited;
    if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${s.output()}`);
    return s.output();
  }

  /** Stops what is still running: `signal` first, SIGKILL after `ms`; then removes the folder. */
  async cleanup(): Promise<void> {
    await Promise.all(this.started.filter((s) => s.child.exitCode === null && s.child.signalCode === null).map(async (s) => {
      s.child.kill(s.name.startsWith('postgres') ? 'SIGINT' : 'SIGTERM');
      const timer = setTimeout(() => s.child.kill('SIGKILL'), 10_000);
      await s.exited;
      clearTimeout(timer);
    }));
    process.off('exit', this.onExit);
    if (existsSync(this.dir)) rmSync(this.dir, { recursive: true, force: true });
  }
}
