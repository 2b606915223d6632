import { writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig, publicBaseUrl } from './config';
import { type EmbeddedHandle, runningEmbeddedUrl, startEmbeddedPostgres } from './db/embedded/start';
import { EmbeddedLockedError } from './db/embedded/lock';
import { seedDemo } from './db/demo';
import { DEMO_LISTED } from './db/demoUsers';
import { migrate } from './db/migrate';
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

let embedded: EmbeddedHandle | undefined;
let url = config.databaseUrl;
if (!url) {
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

const pool = createPool(url);
let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  await app?.close().catch(() => {});
  await pool.end().catch(() => {});
  await embedded?.stop().catch(() => {});
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
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
  logger.error({ err }, oneOff ? 'failed' : 'failed to start');
  await stop(1);
}
