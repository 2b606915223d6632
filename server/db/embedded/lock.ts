import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCK } from './folder';
import { isAlive, startTime } from './processes';

// The app-level lock of a data folder (its app.lock): one running app per folder.

/** The folder is held by another app that is still running. */
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

const heldLocks = new Set<string>();

export async function acquireLock(dataDir: string): Promise<() => Promise<void>> {
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
