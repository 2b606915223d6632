import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { StepTime } from '../scripts/test';

/**
 * `npm run bench -- tests`: the whole of `npm test` (every step CI runs), then each step's time
 * and number of tests, from reports/steps.json. Not part of `npm run bench` without the name: it
 * takes as long as the suite.
 */
export const testTimes = () => {
  console.log('\n## Test steps (npm run bench -- tests: npx tsx scripts/test.ts)');
  const started = Date.now();
  const { status } = spawnSync('npx', ['tsx', 'scripts/test.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const steps = JSON.parse(readFileSync('reports/steps.json', 'utf8')) as StepTime[];
  const width = Math.max(...steps.map((s) => s.step.length));
  for (const s of steps) {
    console.log(`  ${s.step.padEnd(width)}  ${s.seconds.toFixed(1).padStart(7)} s${s.passed === undefined ? '' : `  ${s.passed} tests${s.failed ? `, ${s.failed} failed` : ''}`}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s${status ? '  (FAILED)' : ''}`);
};
