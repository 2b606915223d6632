// `npm test`: every check, in CI's order. Stops at the first failing step, and ends with one
// 'N passed, N failed' line over all test runners. `npm test -- api` runs the steps named so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = 'reports';
const vitest = (project: string) =>
  ['npx', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${REPORTS}/${project}.json`];

const steps: [string, string[], string?][] = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npx', 'eslint', '.']],
  ['migrations match declarations', ['npx', 'tsx', 'scripts/db-generate.ts', '--check']],
  ['unit tests', vitest('unit'), `${REPORTS}/unit.json`],
  ['component tests', vitest('component'), `${REPORTS}/component.json`],
  ['API tests', vitest('api'), `${REPORTS}/api.json`],
  ['end-to-end tests', ['npx', 'tsx', 'scripts/e2e.ts'], `${REPORTS}/e2e.json`],
];

/** Passed and failed counts from vitest's or Playwright's JSON report. */
const counts = (file: string): [number, number] => {
  if (!existsSync(file)) return [0, 0];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) return [report.stats.expected ?? 0, (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0)];
  return [report.numPassedTests ?? 0, report.numFailedTests ?? 0];
};

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const only = process.argv.slice(2).map((o) => o.toLowerCase());
let passed = 0;
let failed = 0;
for (const [name, [cmd, ...args], report] of steps) {
  if (only.length && !only.some((o) => name.toLowerCase().startsWith(o))) continue;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const status = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` } }).status;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (report) {
    const [p, f] = counts(report);
    passed += p;
    failed += f;
  }
  if (status !== 0) {
    console.error(`\n=== ${name} FAILED (${seconds} s)`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(status ?? 1);
  }
  console.log(`=== ${name} passed (${seconds} s)`);
}
console.log('\nall checks passed');
console.log(`${passed} passed, ${failed} failed`);
