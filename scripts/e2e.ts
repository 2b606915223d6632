// End-to-end tests: Debian's Chromium and ffmpeg (installed with apt when missing and we are root),
// a fresh web build, then Playwright: the suite in E2E_SHARDS shards at once (3 by default), each
// with its own server, database, browser and output folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { E2E_CHROMIUM, E2E_CHROMIUM_FULL } from '../playwright.config';

/** Seconds each spec file took in a measured full run: how the shards are balanced (see `balanced`). */
const DURATIONS = 'tests/e2e/durations.json';
type Durations = Record<string, number>;

// `--save-durations <report.json>...`: writes DURATIONS from Playwright JSON reports of a full run
// (each shard's, PLAYWRIGHT_JSON_OUTPUT_NAME.N), each file's tests' durations added up.
if (process.argv[2] === '--save-durations') {
  const seconds: Durations = {};
  type Suite = { file?: string; specs?: { file?: string; tests: { results: { duration: number }[] }[] }[]; suites?: Suite[] };
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      const file = spec.file ?? suite.file;
      if (!file?.endsWith('.spec.ts')) continue;
      for (const t of spec.tests) for (const r of t.results) seconds[file] = (seconds[file] ?? 0) + r.duration / 1000;
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const report of process.argv.slice(3)) for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites as Suite[]) walk(suite);
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)).map(([f, s]) => [f, Math.round(s)]));
  writeFileSync(DURATIONS, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${DURATIONS}: ${Object.keys(sorted).length} files, ${Object.values(sorted).reduce((a, b) => a + b, 0)} s in all`);
  process.exit(0);
}

const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

// ffmpeg films the fake camera's barcodes (tests/e2e/support/fakeCamera.ts).
const hasFfmpeg = run('sh', ['-c', 'command -v ffmpeg >/dev/null']) === 0;
// The suite's browser is Debian's headless shell, and its full Chromium for the installability checks.
const missing = [...(existsSync(E2E_CHROMIUM) ? [] : ['chromium-headless-shell', 'fonts-noto-core']),
  ...(existsSync(E2E_CHROMIUM_FULL) ? [] : ['chromium']), ...(hasFfmpeg ? [] : ['ffmpeg'])];
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
// Three shards by default on CI's two cores: in the headless shell a shard leaves a quarter of
// the CPU idle while it waits on its server and pages (two shards: 8.9 min, busy 74 %; three:
// 7.6 min, busy 93 %). On-screen timing is checked on the page's clock
// (tests/e2e/support/clock.ts), so a busy machine does not fail it. Shards, not Playwright
// workers: many tests expect the database to hold only what they made (docs/decisions.md
// "Fast end-to-end tests"), so each shard has a server and database of its own. E2E_SHARDS=1
// runs the suite in one.
const shards = Number(process.env.E2E_SHARDS ?? 3);
if (shards <= 1) process.exit(run('npx', ['playwright', 'test', ...args]));

/**
 * The whole suite's spec files split into `n` lists of about equal measured time (the longest
 * file first, each to the list with the least time so far). Playwright's own --shard splits by
 * number of tests in file order, so the shard holding the 48 short axe tests got few of the long
 * walks and ended minutes before the other. A file not yet measured counts as an average one.
 */
const balanced = (n: number): string[][] => {
  const files = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
  const known: Durations = existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {};
  const measured = files.filter((f) => f in known).map((f) => known[f]);
  const average = measured.length ? measured.reduce((a, b) => a + b, 0) / measured.length : 1;
  const lists = Array.from({ length: n }, () => ({ files: [] as string[], seconds: 0 }));
  for (const file of [...files].sort((a, b) => (known[b] ?? average) - (known[a] ?? average) || a.localeCompare(b))) {
    const least = lists.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    least.files.push(`tests/e2e/${file}`);
    least.seconds += known[file] ?? average;
  }
  return lists.map((l) => l.files);
};
// Only the whole suite is balanced by file; files or filters named on the command line keep Playwright's --shard.
const byFile = args.length === 0 ? balanced(shards) : undefined;

const basePort = Number(process.env.E2E_PORT ?? 3199);
const report = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const shardReport = (i: number) => (report ? `${report}.${i}` : undefined);

/** One shard, its output lines prefixed with its number; resolves to its exit status. */
const shard = (i: number) => new Promise<number>((resolve) => {
  const child = spawn('npx', ['playwright', 'test', ...(byFile ? byFile[i - 1] : [`--shard=${i}/${shards}`, ...args])], {
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
