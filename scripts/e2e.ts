// End-to-end tests: Debian's Chromium (installed with apt when missing and we are root),
// a fresh web build, then Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('installing Debian chromium for the end-to-end tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], env) || run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], env)) {
    console.error('apt-get could not install chromium');
    process.exit(1);
  }
}

if (run('npx', ['vite', 'build', '--logLevel', 'warn'])) process.exit(1);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
