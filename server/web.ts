import { existsSync, readdirSync, statSync } from 'node:fs';
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

/** `npm start` builds the web app only when a source is newer than the last build. */
export const ensureWebBuild = async (log: (msg: string) => void): Promise<void> => {
  const built = newest(join(webRoot, 'index.html'));
  const sources = Math.max(...['src', 'i18n', 'index.html', 'vite.config.ts', 'package.json'].map((p) => newest(join(projectRoot, p))));
  if (built && built >= sources) return;
  log('building the web app (vite build)...');
  const { build } = await import('vite');
  await build({ root: projectRoot, logLevel: 'warn' });
  log('web app built');
};
