import { copyFileSync, appendFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../server/db/embedded/cluster';
import type { Started, Work } from './work';

// Debian's PostgreSQL as the cluster test runs it: a primary with deploy/postgresql/primary.conf,
// and streaming replicas made by pg_basebackup with deploy/postgresql/replica.conf.

const DEPLOY = join(import.meta.dirname, '../../deploy/postgresql');

/** The newest installed server's binaries (Debian: /usr/lib/postgresql/<version>/bin). */
export const pgBin = (): string => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'postgres'))) : [];
  if (!versions.length) throw new Error('Debian\'s PostgreSQL is not installed (apt-get install postgresql); npm run test:cluster installs it when run as root');
  return join(root, versions.sort((a, b) => Number(a) - Number(b)).at(-1)!, 'bin');
};

export interface Postgres {
  name: string;
  port: number;
  dir: string;
  url(database?: string): string;
  /** One statement on a connection of its own (`database`: postgres by default). */
  query<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[], database?: string): Promise<T[]>;
  /** Stops it: SIGINT is a fast shutdown, SIGQUIT an immediate one (a crash, as far as clients see). */
  stop(signal?: 'SIGINT' | 'SIGQUIT'): Promise<void>;
  start(): Promise<void>;
}

const waitForConnections = async (url: string, process: Started, ms = 60_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => {});
      if (process.child.exitCode !== null || Date.now() > deadline) throw new Error(`${process.name} did not accept connections: ${(err as Error).message}\n${process.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
};

const server = async (work: Work, name: string, dir: string, settings: string[]): Promise<Postgres> => {
  const port = await freePort();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let running: Started | undefined;
  const pgServer: Postgres = {
    name, port, dir, url,
    async query(text, values, database) {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end().catch(() => {});
      }
    },
    async stop(signal = 'SIGINT') {
      if (!running || running.child.exitCode !== null) return;
      running.child.kill(signal);
      await running.exited;
    },
    async start() {
      running = work.spawn(`postgres ${name}`, join(pgBin(), 'postgres'),
        ['-D', dir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', ...settings.flatMap((s) => ['-c', s])], { postgres: true });
      await waitForConnections(url(), running);
    },
  };
  await pgServer.start();
  return pgServer;
};

/** A new primary: initdb, the deploy folder's primary settings, started on a free port. */
export const startPrimary = async (work: Work, settings: string[] = []): Promise<Postgres> => {
  const dir = work.folder('primary', true);
  await work.run(join(pgBin(), 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'], { postgres: true });
  copyFileSync(join(DEPLOY, 'primary.conf'), join(dir, 'primary.conf'));
  appendFileSync(join(dir, 'postgresql.conf'), "\ninclude 'primary.conf'\n");
  return server(work, 'primary', dir, settings);
};

/** A streaming replica of `primary`: pg_basebackup -R, the deploy folder's replica settings, a hot standby. */
export const startReplica = async (work: Work, primary: Postgres, name = 'replica', settings: string[] = []): Promise<Postgres> => {
  const dir = work.folder(name, true);
  await work.run(join(pgBin(), 'pg_basebackup'), ['-d', primary.url(), '-D', dir, '-R', '-X', 'stream', '-c', 'fast'], { postgres: true });
  copyFileSync(join(DEPLOY, 'replica.conf'), join(dir, 'replica.conf'));
  appendFileSync(join(dir, 'postgresql.conf'), "\ninclude 'replica.conf'\n");
  const replica = await server(work, name, dir, settings);
  const [{ standby }] = await replica.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
  if (!standby) throw new Error(`${name} is not a standby`);
  return replica;
};
