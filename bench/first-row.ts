// `npm run bench -- first-row`: time from navigation to a list's first data row in Chromium, cold
// (a new context with a saved session: empty HTTP cache, no service worker) and warm (a reload of
// that page), our /pt/clientes over the demo data against react-admin's own examples/simple
// (posts on ra-data-fakerest), in one run on the same machine; and what the first download is made of.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, type Page, chromium } from '@playwright/test';
import { seedDemo } from '../server/db/demo';
import { printProfile, startProfile } from './cpuProfile';
import { ensureWebBuild, webRoot } from '../server/web';
import { ADMIN, type Database, report, startApp } from './lib';
import { savedSession } from './signIn';

const RUNS = Number(process.env.BENCH_FIRST_ROW_RUNS ?? 5);
/** BENCH_FIRST_ROW_PROFILE=1: the first cold run of ours is also sampled (V8's profiler), and the time until its first row printed by file and by function. */
const PROFILE = Boolean(process.env.BENCH_FIRST_ROW_PROFILE);
/** Where examples/simple is copied, installed and built once; outside the repository, never committed. */
const SIMPLE_DIR = process.env.RA_SIMPLE_DIR ?? join(homedir(), '.cache', 'ra-simple');
/** The git mirror of marmelab/react-admin (the `fetch` tool's copy), read with git archive. */
const RA_MIRROR = process.env.RA_MIRROR ?? '/work/.mirror/marmelab+react-admin/repo';
/** A data row of react-admin's Datagrid (ours) or DataTable (newer examples): the same mark on both sides. */
const ROW = '.RaDatagrid-row, .RaDataTable-row';
const VIEWPORT = { width: 1400, height: 900 };
/** One tiptap version for examples/simple's rich text input (see simpleBuild). */
const TIPTAP = '3.34.0';

/** Brotli and gzip copies beside each text file, as our build makes them (vite.config.ts), so both sides are served alike. */
const precompress = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|html|svg|json)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = readFileSync(path);
    if (bytes.length < 1024) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  }
};

/**
 * examples/simple built with its own package.json and vite config, once: later runs reuse the
 * build. Its index.html loads a web font from Google; that script goes, so the run is local only
 * (it loads asynchronously and never held the first row).
 */
export const simpleBuild = (): { dist: string; commit: string } => {
  const dist = join(SIMPLE_DIR, 'dist');
  const commitFile = join(SIMPLE_DIR, 'COMMIT');
  if (existsSync(join(dist, 'index.html')) && existsSync(commitFile)) return { dist, commit: readFileSync(commitFile, 'utf8').trim() };
  if (!existsSync(RA_MIRROR)) throw new Error(`no react-admin mirror at ${RA_MIRROR}: fetch github:marmelab/react-admin, or set RA_MIRROR to a clone's .git`);
  mkdirSync(SIMPLE_DIR, { recursive: true });
  const commit = execFileSync('git', ['--git-dir', RA_MIRROR, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  console.log(`building react-admin's examples/simple (${commit.slice(0, 10)}) in ${SIMPLE_DIR} (once)...`);
  execSync(`git --git-dir=${JSON.stringify(RA_MIRROR)} archive HEAD:examples/simple | tar -x -C ${JSON.stringify(SIMPLE_DIR)}`);
  const html = join(SIMPLE_DIR, 'index.html');
  writeFileSync(html, readFileSync(html, 'utf8').replace(/<!-- This script adds the Roboto font[\s\S]*?<\/script>/, ''));
  // In its monorepo the example builds on a yarn lock; from the registry, ra-input-rich-text's
  // pinned tiptap packages and the floating ones land on two versions that do not build together.
  const pkgFile = join(SIMPLE_DIR, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as Record<string, unknown>;
  // (@tiptap/extension-color has no 3.34: it stays on its own version, over the aligned core.)
  const tiptap = ['core', 'pm', 'react', 'extension-text-style', 'extension-highlight', 'extension-image', 'extension-text-align'];
  pkg.overrides = Object.fromEntries(tiptap.map((p) => [`@tiptap/${p}`, TIPTAP]));
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: SIMPLE_DIR, stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: SIMPLE_DIR, stdio: 'inherit' });
  precompress(dist);
  writeFileSync(commitFile, commit);
  return { dist, commit };
};

/** A static server over a built app with our server's cache rules: hashed assets immutable, the page no-cache. */
const serveStatic = async (root: string) => {
  const { default: Fastify } = await import('fastify');
  const { default: fastifyStatic } = await import('@fastify/static');
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: join(root, 'assets'), prefix: '/assets/', preCompressed: true, decorateReply: false,
    maxAge: '365d', immutable: true, etag: false, lastModified: false,
  });
  await app.register(fastifyStatic, { root, preCompressed: true, cacheControl: false, index: 'index.html',
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache') });
  // The page itself at `/` (the wildcard route answers files only).
  app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, close: () => app.close() };
};

/**
 * Marks the first data row's time (ms since navigation) in the page, on every navigation, and
 * keeps the long tasks (parse, compile, render) for the waterfall. A string, not a function:
 * tsx's helpers (`__name`) inside a function's text do not exist in the page.
 */
const watchFirstRow = `(() => {
  const seen = () => {
    if (window.__firstRow === undefined && document.querySelector(${JSON.stringify(ROW)})) {
      window.__firstRow = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(seen);
  observer.observe(document, { childList: true, subtree: true });
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

const firstRowOf = async (page: Page) => {
  await page.locator(ROW).first().waitFor({ timeout: 120_000 }).catch(async (err: unknown) => {
    const shot = join(tmpdir(), 'first-row-timeout.png');
    await page.screenshot({ path: shot }).catch(() => {});
    throw new Error(`no data row at ${page.url()} (screenshot: ${shot})`, { cause: err });
  });
  return page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow);
};

interface Waterfall {
  rows: { name: string; start: number; end: number; bytes: number }[];
  marks: { name: string; at: number }[];
  longTasks: { start: number; duration: number }[];
  firstRow: number;
  metrics: Record<string, number>;
}

/** What the page loaded until its first row, from its Resource Timing, its marks and long tasks, and Chromium's main-thread totals then. */
const waterfallOf = async (page: Page, metrics: Record<string, number>): Promise<Omit<Waterfall, 'metrics'> & { metrics: Record<string, number> }> => {
  const data = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const rows = [
      { name: `document ${location.pathname}`, start: nav.requestStart, end: nav.responseEnd, bytes: nav.transferSize },
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        name: `${e.initiatorType} ${new URL(e.name).pathname}${new URL(e.name).search}`, start: e.startTime, end: e.responseEnd, bytes: e.transferSize,
      })),
    ];
    const marks = performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: m.startTime }));
    const w = window as unknown as { __firstRow: number; __longTasks: { start: number; duration: number }[] };
    return { rows, marks, longTasks: w.__longTasks ?? [], firstRow: w.__firstRow };
  });
  return { ...data, metrics };
};

const mainThread = async (context: BrowserContext, page: Page, profile: boolean) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const stopProfile = profile ? await startProfile(cdp) : undefined;
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const pick = (n: string) => Math.round((metrics.find((m) => m.name === n)?.value ?? 0) * 1000);
    if (stopProfile) printProfile(await stopProfile());
    return { script: pick('ScriptDuration'), layout: pick('LayoutDuration'), style: pick('RecalcStyleDuration'), task: pick('TaskDuration') };
  };
};

/**
 * RUNS cold loads (each in a new context) each followed by a warm reload; the waterfall of the
 * first cold one. With `profile`, one more cold load before them, sampled and printed, and not
 * counted (sampling slows the page).
 */
const runs = async (browser: Browser, url: string, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>, profile = false) => {
  const cold: number[] = [];
  const warm: number[] = [];
  let waterfall: Waterfall | undefined;
  for (let i = profile ? -1 : 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: VIEWPORT, storageState });
    await context.addInitScript(watchFirstRow);
    const page = await context.newPage();
    const metrics = await mainThread(context, page, i === -1);
    await page.goto(url, { waitUntil: 'commit' });
    const first = await firstRowOf(page);
    if (i === -1) {
      await metrics();
      await context.close();
      continue;
    }
    cold.push(first);
    if (!waterfall) waterfall = await waterfallOf(page, await metrics());
    // Settled first (the service worker installed, late chunks in), as a user's second visit finds it.
    await page.waitForLoadState('networkidle');
    await page.reload({ waitUntil: 'commit' });
    warm.push(await firstRowOf(page));
    await context.close();
  }
  return { cold: cold.sort((a, b) => a - b), warm: warm.sort((a, b) => a - b), waterfall: waterfall! };
};

/** Bytes on the wire (as Chromium counts them: compressed bodies and headers) of each response of a page, loaded cold. */
const onTheWire = async (browser: Browser, url: string, ready: string) => {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const files: { path: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (e) => { urls.set(e.requestId, e.response.url); });
  cdp.on('Network.loadingFinished', (e) => {
    const u = urls.get(e.requestId);
    if (u && !u.startsWith('data:')) files.push({ path: new URL(u).pathname, bytes: e.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return files.sort((a, b) => b.bytes - a.bytes);
};

/** Gzip bytes of each of `files` (paths under `dist`), largest first. */
const gzipOf = (dist: string, files: string[]) =>
  files.map((f) => ({ file: f, gzip: gzipSync(readFileSync(join(dist, f)), { level: 9 }).length })).sort((a, b) => b.gzip - a.gzip);

/** The JavaScript index.html names (its entry and modulepreloads: what runs before anything draws), gzip bytes each. */
const initialJs = (dist: string) => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return gzipOf(dist, [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
};

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)];
const s = (n: number) => `${(n / 1000).toFixed(2)} s`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The waterfall as docs/decisions.md "First screen waterfall" shows it: one line per request or mark, ms since navigation. */
export const printWaterfall = (w: Waterfall) => {
  const lines = [
    ...w.rows.filter((r) => r.start <= w.firstRow).map((r) => ({ at: r.start, text: `${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)} ms  ${kb(r.bytes).padStart(9)}  ${r.name}` })),
    ...w.marks.map((m) => ({ at: m.at, text: `${m.at.toFixed(0).padStart(6)}           ms             mark ${m.name}` })),
    ...w.longTasks.filter((t) => t.start <= w.firstRow).map((t) => ({ at: t.start, text: `${t.start.toFixed(0).padStart(6)} → ${(t.start + t.duration).toFixed(0).padStart(6)} ms             long task (main thread busy: parse, compile, run, render)` })),
    { at: w.firstRow, text: `${w.firstRow.toFixed(0).padStart(6)}           ms             FIRST DATA ROW` },
  ].sort((a, b) => a.at - b.at);
  console.log('  start → end (ms since navigation), bytes on the wire (0: from a cache)');
  for (const l of lines) console.log(`  ${l.text}`);
  console.log(`  main thread until the first row: script ${w.metrics.script} ms, style ${w.metrics.style} ms, layout ${w.metrics.layout} ms, all tasks ${w.metrics.task} ms`);
};

const share = (files: { file: string; gzip: number }[]) => {
  const total = files.reduce((n, f) => n + f.gzip, 0);
  return files.map((f): [string, string] => [`  ${f.file}`, `${kb(f.gzip).padStart(9)}  ${((100 * f.gzip) / total).toFixed(0).padStart(3)} %`]);
};

export const firstRow = async (db: Database) => {
  const simple = simpleBuild();
  await seedDemo(db.pool);
  // BENCH_WEB_ROOT: another build to measure (an earlier commit's dist, for a before/after).
  const root = process.env.BENCH_WEB_ROOT ?? webRoot;
  if (!process.env.BENCH_WEB_ROOT) await ensureWebBuild({ info: () => {}, warn: (m) => console.warn(m) });
  const ours = await startApp(db, root);
  const theirs = await serveStatic(simple.dist);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    // Signed in once through the login page; every cold run starts from that saved session.
    const session = await savedSession(browser, ours.base, ADMIN, { viewport: VIEWPORT });

    // Interleaved by app, one after the other, on the same machine in the same minutes.
    const us = await runs(browser, `${ours.base}/pt/clientes`, session, PROFILE);
    const them = await runs(browser, `${theirs.base}/#/posts`);
    const login = await onTheWire(browser, `${ours.base}/pt/login`, 'input[name=email]');
    const loginBytes = login.reduce((n, f) => n + f.bytes, 0);
    // Ours: every script the login page ran (the entry imports the login page's chunk itself, so
    // index.html names only part of it); react-admin's simple: what its index.html names.
    const ourJs = gzipOf(root, login.filter((f) => f.path.endsWith('.js')).map((f) => f.path.slice(1)));
    const theirJs = initialJs(simple.dist);
    const sum = (files: { gzip: number }[]) => files.reduce((n, f) => n + f.gzip, 0);

    console.log(`\n## First screen waterfall: cold /pt/clientes, first of ${RUNS} runs`);
    printWaterfall(us.waterfall);
    report(`First data row, ms from navigation (Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}, ${RUNS} runs each, median; react-admin examples/simple at ${simple.commit.slice(0, 10)})`, [
      ['ours cold (/pt/clientes, new context, saved session)', `${s(median(us.cold))}   runs ${us.cold.map((n) => n.toFixed(0)).join(' ')}   (target <= 1.0 s)`],
      ['ours warm (reload)', `${s(median(us.warm))}   runs ${us.warm.map((n) => n.toFixed(0)).join(' ')}   (target <= 0.5 s)`],
      ['react-admin simple cold (/#/posts)', `${s(median(them.cold))}   runs ${them.cold.map((n) => n.toFixed(0)).join(' ')}`],
      ['react-admin simple warm (reload)', `${s(median(them.warm))}   runs ${them.warm.map((n) => n.toFixed(0)).join(' ')}`],
      ['ratio ours / simple', `cold ${(median(us.cold) / median(them.cold)).toFixed(2)}x, warm ${(median(us.warm) / median(them.warm)).toFixed(2)}x   (target <= 1)`],
    ]);
    report('First download', [
      ['initial JS before sign-in (every script of /pt/login)', `${kb(sum(ourJs))} gzip in ${ourJs.length} files   (target <= 220 KB)`],
      ...share(ourJs),
      ['login page (/pt/login) on the wire', `${kb(loginBytes)} in ${login.length} responses   (target <= 170 KB)`],
      ...login.filter((f) => f.bytes >= 1024).map((f): [string, string] => [`  ${f.path}`, `${kb(f.bytes).padStart(9)}  ${((100 * f.bytes) / loginBytes).toFixed(0).padStart(3)} %`]),
      ['react-admin simple initial JS', `${kb(sum(theirJs))} gzip in ${theirJs.length} files`],
    ]);
  } finally {
    await browser.close();
    await theirs.close();
    await ours.app.close();
  }
};
