// `npm run test:cluster`: several API instances behind nginx over a PostgreSQL primary and a
// streaming replica, all from Debian's packages (tests/cluster/; docs/architecture.md "Scaling").
// Installs nginx and PostgreSQL with apt-get when they are missing and we are root (as in CI),
// and ends with one 'N passed, N failed' line, like `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { counts } from './reports';

const REPORT = 'reports/cluster.json';
const postgresInstalled = () => existsSync('/usr/lib/postgresql')
  && readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/pg_basebackup`));

const missing = [...(existsSync('/usr/sbin/nginx') ? [] : ['nginx']), ...(postgresInstalled() ? [] : ['postgresql'])];
if (missing.length) {
  if (process.getuid?.() !== 0) {
    console.error(`the cluster test runs Debian's ${missing.join(' and ')}: install ${missing.join(' ')} with apt-get first`);
    process.exit(1);
  }
  console.log(`=== apt-get install ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...missing]]) {
    if (spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status !== 0) process.exit(1);
  }
}

mkdirSync('reports', { recursive: true });
const started = Date.now();
const { status } = spawnSync('npx', ['vitest', 'run', '--project', 'cluster', '--reporter=default', '--reporter=json', `--outputFile=${REPORT}`], { stdio: 'inherit' });
const [passed, failed] = counts(REPORT);
console.log(`\n=== cluster tests ${status === 0 ? 'passed' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`${passed} passed, ${status === 0 ? failed : Math.max(failed, 1)} failed`);
process.exit(status ?? 1);
