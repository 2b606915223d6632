import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const webRoot = join(projectRoot, 'dist');

const newest = (path: string): number => {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
};

interface BuildLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * `npm start` builds the web app only when a source is newer than the last build. The build
 * runs in a child process: in the server's own process it left the heap at ~790 MB for good.
 */
export const ensureWebBuild = async (log: BuildLog): Promise<void> => {
  const built = newest(join(webRoot, 'index.html'));
  const sources = Math.max(...['src', 'i18n', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => newest(join(projectRoot, p))));
  if (built && built >= sources) return;
  log.info('building the web app (vite build)...');
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (stream: NodeJS.ReadableStream, write: (line: string) => void) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) write(line);
    });
    stream.on('end', () => { if (rest.trim()) write(rest); });
  };
  forward(child.stdout, (line) => log.info(`vite: ${line}`));
  forward(child.stderr, (line) => log.warn(`vite: ${line}`));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`the web app build failed (vite exited with ${code}); see the lines above`);
  log.info('web app built');
};
