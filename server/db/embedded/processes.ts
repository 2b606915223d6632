import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

// Processes of the machine (Linux /proc, with portable fallbacks): who holds a lock, and a
// PostgreSQL left running by an app that was killed.

const ORPHAN_STOP_MS = 10_000;

function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)", which may itself contain spaces: [0] is field 3 (state).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Start time in clock ticks since boot; tells a pid apart from a later process reusing it. */
export function startTime(pid: number): string {
  return procStat(pid)?.[19] ?? '';
}

/** The pid exists, possibly as a zombie or as an unrelated process that reused it. */
export function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Running: a zombie counts as gone (an init that does not reap, e.g. this sandbox's, leaves them). */
export function isAlive(pid: number): boolean {
  return pidExists(pid) && procStat(pid)?.[0] !== 'Z';
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/**
 * true: a PostgreSQL process (postmaster or backend) of `clusterDir`; false: something else;
 * null: cannot tell (no /proc). They all run with the data directory as cwd, and the
 * postmaster's command line is `postgres -D <dir>`.
 */
function servesCluster(pid: number, clusterDir: string): boolean | null {
  if (!existsSync('/proc/self')) return null;
  let comm: string;
  let argv: string[];
  try {
    comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return false; // gone
  }
  if (comm !== 'postgres') return false;
  let cwd = '';
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    // another user's process, and we are not root: the command line decides
  }
  const dirs = new Set([clusterDir]);
  try {
    dirs.add(realpathSync(clusterDir));
  } catch {
    // gone meanwhile
  }
  return dirs.has(cwd) || argv.some((arg) => dirs.has(path.resolve(cwd || '/', arg)));
}

function clusterProcesses(clusterDir: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => pid !== process.pid && isAlive(pid) && servesCluster(pid, clusterDir) === true);
}

/**
 * After a kill -9 of the app its postmaster lives on, holding postmaster.pid and the data.
 * We hold the app lock, so no live app owns it: stop it.
 */
export async function stopOrphanPostmaster(clusterDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const text = await readFile(pidFile, 'utf8').catch(() => '');
  const pid = Math.abs(Number(text.split('\n')[0])); // single-user mode writes -pid
  if (!Number.isInteger(pid) || pid === 0) return;

  if (isAlive(pid)) {
    const ours = servesCluster(pid, clusterDir);
    if (ours === null) {
      throw new Error(`${clusterDir} may be in use by process ${pid}; stop it and start again.`);
    }
    if (ours) {
      log(`stopping PostgreSQL (pid ${pid}) left running by a previous run of the app`);
      signal(pid, 'SIGINT'); // fast shutdown: ends sessions, checkpoints, removes postmaster.pid
      if (!(await waitForExit(pid, ORPHAN_STOP_MS))) {
        log(`PostgreSQL (pid ${pid}) did not stop within ${ORPHAN_STOP_MS / 1000} s; killing it`);
        signal(pid, 'SIGKILL');
        if (!(await waitForExit(pid, 5_000))) throw new Error(`Could not stop PostgreSQL process ${pid}`);
      }
    }
  }

  // A postmaster that died uncleanly can leave backends attached to its shared memory.
  const leftovers = clusterProcesses(clusterDir);
  for (const p of leftovers) signal(p, 'SIGKILL');
  for (const p of leftovers) {
    if (!(await waitForExit(p, 5_000))) throw new Error(`Could not stop PostgreSQL process ${p}`);
  }

  // PostgreSQL ignores a postmaster.pid only if its pid does not exist at all; a zombie or an
  // unrelated process that reused the pid would make it refuse to start.
  if (existsSync(pidFile) && pidExists(pid)) {
    log(`removing stale postmaster.pid (pid ${pid} is no longer a running PostgreSQL)`);
    await rm(pidFile, { force: true });
  }
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}
