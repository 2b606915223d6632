// The service worker's precache (docs/architecture.md "Service worker"): what a browser downloads in the
// background after a first visit so that the app opens with no network, and what the update prompt
// adds to the first download itself (target: the prompt only; the registration and workbox-window
// load after the page has loaded, so they are not in it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { initialJs } from './bundle';
import { report } from './lib';

/** The precache list vite-plugin-pwa wrote into sw.js (workbox's `precacheAndRoute([{ url, revision }])`). */
const precached = (outDir: string) => {
  const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
  const urls = [...new Set([...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]))];
  if (!urls.length) throw new Error('no precache list found in sw.js');
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const bytes = readFileSync(join(outDir, url));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files: urls.length, raw, gzip, worker: Buffer.byteLength(sw) };
};

/** The build as it was before the installable app: no update prompt (and so no registration). */
const withoutUpdatePrompt: Plugin = {
  name: 'bench-without-update-prompt',
  enforce: 'pre',
  resolveId: (source) => (/\/pwa\/UpdatePrompt(\.tsx)?$/.test(source) ? '\0bench-no-update-prompt' : undefined),
  load: (id) => (id === '\0bench-no-update-prompt' ? 'export const UpdatePrompt = () => null;' : undefined),
};

export const precache = async () => {
  let cache: ReturnType<typeof precached> | undefined;
  const after = await initialJs({ inspect: (outDir) => { cache = precached(outDir); } });
  const before = await initialJs({ plugins: [withoutUpdatePrompt] });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const eager = after.names.filter((f) => /registerServiceWorker|workbox/.test(f));
  report('Service worker precache (vite build, vite-plugin-pwa generateSW)', [
    ['precache', `${cache!.files} files, ${kb(cache!.raw)} raw, ${kb(cache!.gzip)} gzip   (sw.js itself ${kb(cache!.worker)} raw)`],
    ['first download without the prompt', `${kb(before.gzip)} gzip   (${kb(before.raw)} raw, ${before.files} files)`],
    ['first download with it', `${kb(after.gzip)} gzip   (${kb(after.raw)} raw, ${after.files} files; target <= 300 KB gzip)`],
    ['the prompt adds', `${after.gzip - before.gzip} bytes gzip, ${after.raw - before.raw} bytes raw`],
    ['registration and workbox-window', eager.length ? `IN THE FIRST DOWNLOAD: ${eager.join(', ')}` : 'lazy, after the page has loaded (not in the first download)'],
  ]);
};
