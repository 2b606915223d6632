// `npm test`: every check, in CI's order. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['typecheck', ['npx', 'tsc', '--noEmit']],
  ['lint', ['npx', 'eslint', '.']],
  ['migrations match declarations', ['npx', 'tsx', 'scripts/db-generate.ts', '--check']],
  ['unit tests', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['API tests', ['npx', 'vitest', 'run', '--project', 'api']],
  ['end-to-end tests', ['npx', 'tsx', 'scripts/e2e.ts']],
];

const only = process.argv.slice(2);
for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const status = spawnSync(cmd, args, { stdio: 'inherit' }).status;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n=== ${name} FAILED (${seconds} s)`);
    process.exit(status ?? 1);
  }
  console.log(`=== ${name} passed (${seconds} s)`);
}
console.log('\nall checks passed');
