// End-to-end tests: Debian's Chromium and ffmpeg (installed with apt when missing and we are root),
// a fresh web build, then Playwright: the suite in E2E_SHARDS shards at once (2 by default), each
// with its own server, database, browser and output folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

// ffmpeg films the fake camera's barcodes (tests/e2e/support/fakeCamera.ts).
const hasFfmpeg = run('sh', ['-c', 'command -v ffmpeg >/dev/null']) === 0;
const missing = [...(existsSync(chromium) ? [] : ['chromium', 'fonts-noto-core']), ...(hasFfmpeg ? [] : ['ffmpeg'])];
if (missing.length) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing for the end-to-end tests: ${missing.join(', ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`installing Debian ${missing.join(', ')} for the end-to-end tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], env) || run('apt-get', ['install', '-y', '-qq', ...missing], env)) {
    console.error(`apt-get could not install ${missing.join(', ')}`);
    process.exit(1);
  }
}

if (run('npx', ['vite', 'build', '--logLevel', 'warn'])) process.exit(1);

const args = process.argv.slice(2);
// Two shards by default, one per core of CI: on-screen timing is checked on the page's clock
// (tests/e2e/support/clock.ts), so a busy machine no longer fails it. Shards, not Playwright
// workers: many tests expect the database to hold only what they made (docs/decisions.md
// "Fast end-to-end tests"), so each shard has a server and database of its own. E2E_SHARDS=1
// runs the suite in one.
const shards = Number(process.env.E2E_SHARDS ?? 2);
if (shards <= 1) process.exit(run('npx', ['playwright', 'test', ...args]));

const basePort = Number(process.env.E2E_PORT ?? 3199);
const report = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const shardReport = (i: number) => (report ? `${report}.${i}` : undefined);

/** One shard, its output lines prefixed with its number; resolves to its exit status. */
const shard = (i: number) => new Promise<number>((resolve) => {
  const child = spawn('npx', ['playwright', 'test', `--shard=${i}/${shards}`, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      E2E_PORT: String(basePort + i - 1),
      E2E_DATA_DIR: `data/e2e-${i}`,
      E2E_OUTPUT_DIR: `test-results/shard-${i}`,
      ...(report ? { PLAYWRIGHT_JSON_OUTPUT_NAME: shardReport(i) } : {}),
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${i}/${shards}] ${line}`));
  }
  child.on('exit', (code) => resolve(code ?? 1));
});

const started = Date.now();
const statuses = await Promise.all(Array.from({ length: shards }, (_, k) => shard(k + 1)));

// One report for npm test's closing line: the shards' counts added up.
const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
for (let i = 1; i <= shards; i++) {
  const file = shardReport(i);
  if (!file || !existsSync(file)) continue;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  for (const k of Object.keys(stats) as (keyof typeof stats)[]) stats[k] += s[k] ?? 0;
}
if (report) writeFileSync(report, JSON.stringify({ stats }));
console.log(`\n${shards} shards in ${((Date.now() - started) / 60_000).toFixed(1)} min: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky; shard exit codes ${statuses.join(', ')}`);
process.exit(statuses.some((s) => s !== 0) ? 1 : 0);
