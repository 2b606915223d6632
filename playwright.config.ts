import { defineConfig } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZONE } from './tests/e2e/support/day';

const port = Number(process.env.E2E_PORT ?? 3199);
/** Each shard of scripts/e2e.ts has its own server and database. */
const dataDir = process.env.E2E_DATA_DIR ?? 'data/e2e';
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };
/** A shard's traces and screenshots (shards running at once would clear each other's); cleared at each run's start. */
const outputDir = join(dirname(fileURLToPath(import.meta.url)), process.env.E2E_OUTPUT_DIR ?? 'test-results');
/** The saved sessions of this run (tests/e2e/support/auth.ts): its server's, under its output folder, so cleared with it. */
export const E2E_AUTH_DIR = join(outputDir, '.auth');
const demoPort = port + 100;
/**
 * Debian's headless shell (package chromium-headless-shell), the same Blink as /usr/bin/chromium
 * without the browser's UI layers: the suite's Chromium spends a third less CPU in it
 * (docs/decisions.md "Fast end-to-end tests"). CHROMIUM_PATH runs the suite in another.
 */
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium, for what the headless shell does not do: judge whether the app installs (tests/e2e/pwa.spec.ts). */
export const E2E_CHROMIUM_FULL = '/usr/bin/chromium';
export const E2E_CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];
/** The server with the demo data (a test reaches it with test.use({ baseURL: E2E_DEMO_BASE })). */
export const E2E_DEMO_BASE = `http://127.0.0.1:${demoPort}`;

const server = (at: number, dir: string, env: Record<string, string> = {}) => ({
  command: `rm -rf ${dir} && npx tsx server/main.ts`,
  url: `http://127.0.0.1:${at}/v1/openapi.json`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(at),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: '',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SKIP_WEB_BUILD: 'true',
    LOG_LEVEL: 'warn',
    ...env,
  },
});

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real app
 * on a throwaway embedded PostgreSQL in data/e2e (data/e2e-N for shard N).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 1,
  failOnFlakyTests: true,
  outputDir,
  // The JSON report feeds npm test's closing 'N passed, N failed' line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    // The company's zone, as its people's browsers are (tests/e2e/support/day.ts).
    timezoneId: ZONE,
    // A service worker's fetches escape page.route, and its precache would answer navigations
    // from an older build: only tests/e2e/pwa.spec.ts lets the app's worker run.
    serviceWorkers: 'block',
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: E2E_CHROMIUM_ARGS,
    },
    screenshot: 'only-on-failure',
    // Recording a trace costs a quarter of the suite's CPU while every test passes: a failed test
    // is run once more with one (its first failure keeps its screenshot and page snapshot), and
    // passing then still fails the run (failOnFlakyTests: a retry is not a pass).
    trace: { mode: 'on-first-retry', screenshots: false },
  },
  // Playwright's auth set-up: each role signs in once (tests/e2e/support/auth.setup.ts), and every
  // test's browser starts from the admin's saved session (tests/e2e/support/test.ts keeps it usable).
  projects: [
    { name: 'setup', testMatch: /support\/auth\.setup\.ts$/ },
    { name: 'e2e', dependencies: ['setup'], use: { storageState: join(E2E_AUTH_DIR, 'admin.json') } },
  ],
  // The app on a fresh database, and beside it the same app over the demo data (npm run seed:demo's),
  // for the pages that must show it (the dashboards); each its own embedded PostgreSQL.
  webServer: [server(port, dataDir), server(demoPort, `${dataDir}-demo`, { SEED_DEMO: 'true' })],
});
