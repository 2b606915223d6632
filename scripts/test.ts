// `npm test`: every check, in CI's order. Stops at the first failing step, and ends with a table
// of each step's time and tests (also in reports/steps.json, read by `npm run bench -- tests`)
// and one 'N passed, N failed' line over all test runners. `npm test -- api` runs the steps named so.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { counts } from './reports';

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

/** One finished step: its name, seconds, and tests passed and failed (none for a check that is not a test runner). */
export interface StepTime { step: string; seconds: number; passed?: number; failed?: number }
const times: StepTime[] = [];
const table = () => {
  const width = Math.max(...times.map((t) => t.step.length), 5);
  const rows = times.map((t) => `  ${t.step.padEnd(width)}  ${t.seconds.toFixed(1).padStart(7)} s  ${t.passed === undefined ? '' : `${t.passed} passed${t.failed ? `, ${t.failed} failed` : ''}`}`);
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  console.log(`\n${['  step'.padEnd(width + 2), '   time', '   tests'].join('  ')}\n${rows.join('\n')}\n  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
  writeFileSync(`${REPORTS}/steps.json`, `${JSON.stringify(times, null, 2)}\n`);
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
  const time: StepTime = { step: name, seconds: Number(seconds) };
  if (report) {
    const [p, f] = counts(report);
    passed += p;
    failed += f;
    Object.assign(time, { passed: p, failed: f });
  }
  times.push(time);
  if (status !== 0) {
    console.error(`\n=== ${name} FAILED (${seconds} s)`);
    table();
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(status ?? 1);
  }
  console.log(`=== ${name} passed (${seconds} s)`);
}
table();
console.log('\nall checks passed');
console.log(`${passed} passed, ${failed} failed`);
