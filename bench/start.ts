// Start-up to a served /login, on a new data folder (cold: initdb, migrations, seed) and
// on the same folder again (warm). Targets: cold <= 10 s, warm <= 3 s.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot, webRoot } from '../server/web';
import { report } from './lib';

const freePort = () => new Promise<number>((resolve) => {
  const srv = createServer();
  srv.listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number };
    srv.close(() => resolve(port));
  });
});

/** Seconds from starting `npm start`'s command to the first 200 on /login, then a clean stop. */
const startOnce = async (dataDir: string): Promise<number> => {
  const port = await freePort();
  const t0 = performance.now();
  // One process, so that SIGINT reaches the app itself (npx does not pass it on, and the app
  // would stay up): node with tsx's loader, the same server `npm start` runs.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SKIP_WEB_BUILD: 'true', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-start-1' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    for (;;) {
      if (performance.now() - t0 > 120_000) throw new Error('the app did not serve /login within 120 s');
      const ok = await fetch(`http://127.0.0.1:${port}/login`).then((r) => r.status === 200, () => false);
      if (ok) return (performance.now() - t0) / 1000;
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGINT');
    await exited;
  }
};

export const startTimes = async () => {
  if (!existsSync(join(webRoot, 'index.html'))) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: projectRoot, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const cold = await startOnce(dir);
    const warm = [await startOnce(dir), await startOnce(dir)];
    report('Start to a served /login (node --import tsx server/main.ts, embedded PostgreSQL)', [
      ['cold (new data folder)', `${cold.toFixed(2)} s   (target <= 10 s)`],
      ['warm (same folder, twice)', `${warm.map((s) => `${s.toFixed(2)} s`).join(', ')}   (target <= 3 s)`],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
