import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type EmbeddedHandle, startEmbeddedPostgres } from './db/embedded';
import { seedDemo } from './db/demo';
import { migrate } from './db/migrate';
import { createPool } from './db/pool';
import { seedBase } from './db/seed';
import { loadServerCatalogs } from './i18n';
import { createLogger } from './logger';
import { loadResources } from './registry';
import { ensureWebBuild, webRoot } from './web';

const args = new Set(process.argv.slice(2));
const config = loadConfig();
const log = (msg: string) => console.log(`[app] ${msg}`);

let embedded: EmbeddedHandle | undefined;
let url = config.databaseUrl;
if (!url) {
  const dataDir = resolve(config.dataDir, 'pg');
  log(`starting embedded PostgreSQL in ${dataDir}`);
  try {
    embedded = await startEmbeddedPostgres({ dataDir, log: (m) => console.log(`[pg] ${m.trimEnd()}`) });
  } catch (err) {
    console.error(`[app] ${(err as Error).message}`);
    process.exit(1);
  }
  url = embedded.url;
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
  if (args.has('--seed-demo') || process.env.SEED_DEMO === 'true') {
    const demo = await seedDemo(pool);
    log(`demo data loaded (demo users' password: ${demo.password})`);
  }
  // Printed now, not after listen: a first run of seed:demo creates the admin too.
  if (seeded.admin) {
    log(`admin user: ${seeded.admin.email}`);
    if (seeded.admin.password) log(`admin password (shown once): ${seeded.admin.password}`);
  }
  if (args.has('--exit')) await stop(0);
  await loadServerCatalogs();
  if (process.env.SKIP_WEB_BUILD !== 'true') await ensureWebBuild(log);
  const resources = await loadResources();
  app = await buildApp({ config, pool, resources, webRoot, logger: createLogger(config.logLevel) });
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  log(`ready: http://${shown}:${config.port}/  (API docs: http://${shown}:${config.port}/v1/docs)`);
  if (seeded.admin?.password) log(`sign in as ${seeded.admin.email} with the password above`);
} catch (err) {
  console.error('[app] failed to start:', err);
  await stop(1);
}
