// The JavaScript a first visit loads before the app can draw, and what one more plain
// resource adds to it (target: at most 300 KB gzip, and 0 bytes per plain resource).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Plugin, build } from 'vite';
import { projectRoot } from '../server/web';
import { report } from './lib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const PROBE = join(projectRoot, 'src', 'resources', 'zz-bench-probe.ts');
const PROBE_SOURCE = `import { defineResource } from '../registry/define';

// Written by bench/bundle.ts for one build, to measure what a plain resource adds; never committed.
export default defineResource({
  name: 'zz-bench-probe',
  fields: { nome: { kind: 'text', required: true }, descricao: { kind: 'text' }, ativo: { kind: 'bool', default: true } },
  display: 'nome',
  list: ['nome', 'ativo'],
  search: ['nome'],
  sort: { field: 'nome', order: 'asc' },
  menu: { group: 'configuracoes', order: 99, icon: 'Label' },
  viewRole: 'view-categorias',
});
`;

/**
 * What the entry (src/main.tsx) imports first, by the page it opens: the app (src/startApp.tsx),
 * or the login page alone for a visitor (src/layout/LoginAlone.tsx, docs/decisions.md "The login
 * page alone").
 */
const FIRST_CHUNK = { app: 'src/startApp.tsx', login: 'src/layout/LoginAlone.tsx' } as const;

/**
 * Bytes (gzip) of the entry chunk, the chunk it imports first for `start` and every chunk either
 * imports statically: what loads before anything draws. `plugins` change the build
 * (bench/precache.ts leaves a module out); `inspect` reads the build, knowing the first
 * download's files, before it is deleted.
 */
export const initialJs = async ({ plugins = [], inspect, start = 'app' }: {
  plugins?: Plugin[]; inspect?: (outDir: string, initial: string[]) => void; start?: keyof typeof FIRST_CHUNK;
} = {}):
Promise<{ gzip: number; raw: number; files: number; names: string[] }> => {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-build-'));
  try {
    await build({ root: projectRoot, logLevel: 'silent', plugins, build: { outDir, manifest: true, emptyOutDir: true } });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const k of manifest[key].imports ?? []) visit(k);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    if (!manifest[FIRST_CHUNK[start]]) throw new Error(`${FIRST_CHUNK[start]} is no chunk of the build: has main.tsx changed?`);
    visit(FIRST_CHUNK[start]);
    let gzip = 0;
    let raw = 0;
    for (const key of seen) {
      const bytes = readFileSync(join(outDir, manifest[key].file));
      raw += bytes.length;
      gzip += gzipSync(bytes).length;
    }
    const names = [...seen].map((key) => manifest[key].file);
    inspect?.(outDir, names);
    return { gzip, raw, files: seen.size, names };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

/** The app as it was before the dashboards (issue 20): their pages drawing nothing, and live refresh doing nothing. */
const STUBS: Record<string, string> = {
  '/src/resources/dashboards/screens': `const none = async () => ({ default: () => null });
    export default { pages: { 'ordens-servico': none, transportes: none, armazenamento: none, consolidado: none, clientes: none, vazio: none, modelos: none } };`,
  '/src/dashboards/live': 'export const LIVE_INTERVAL_MS = 3000; export const liveRefresher = () => ({ onChange() {}, stop() {} });',
};
const withoutDashboards: Plugin = {
  name: 'bench-without-dashboards',
  enforce: 'pre',
  resolveId: (source, importer) => {
    if (!importer) return undefined;
    const path = join(importer, '..', source).replace(/\.tsx?$/, '');
    const hit = Object.keys(STUBS).find((k) => path.endsWith(k));
    return hit ? `\0bench-stub:${hit}` : undefined;
  },
  load: (id) => (id.startsWith('\0bench-stub:') ? STUBS[id.slice('\0bench-stub:'.length)] : undefined),
};

/** Gzip bytes of the built chunks holding the charts (x-charts' bar class names), outside the first download or not. */
const chartChunks = (outDir: string, initial: string[]) => {
  const files = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'))
    .filter((f) => readFileSync(join(outDir, 'assets', f), 'utf8').includes('MuiBarChart'));
  return {
    gzip: files.reduce((n, f) => n + gzipSync(readFileSync(join(outDir, 'assets', f))).length, 0),
    initial: files.filter((f) => initial.includes(`assets/${f}`)).length,
    files: files.length,
  };
};

/** Issue 20's "charts load on use": the first download without the dashboards and with them, and where the charts went. */
export const dashboardsBundle = async () => {
  let charts: ReturnType<typeof chartChunks> | undefined;
  const after = await initialJs({ inspect: (outDir, initial) => { charts = chartChunks(outDir, initial); } });
  const before = await initialJs({ plugins: [withoutDashboards] });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  report('Dashboards and the first download (vite build; before: dashboard routes and live refresh left out)', [
    ['first download before', `${kb(before.gzip)} gzip   (${kb(before.raw)} raw, ${before.files} files)`],
    ['first download after', `${kb(after.gzip)} gzip   (${kb(after.raw)} raw, ${after.files} files; +${kb(after.gzip - before.gzip)})`],
    ['charts (@mui/x-charts)', `${charts!.files} chunk(s), ${kb(charts!.gzip)} gzip, ${charts!.initial ? 'IN the first download' : 'loaded on use only'}`],
  ]);
};

export const bundle = async () => {
  const login = await initialJs({ start: 'login' });
  const before = await initialJs();
  writeFileSync(PROBE, PROBE_SOURCE);
  let after: typeof before;
  try {
    after = await initialJs();
  } finally {
    rmSync(PROBE, { force: true });
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  report('Initial JavaScript (the entry, the chunk it opens first and their static imports, vite build)', [
    ['before sign-in (login page alone)', `${kb(login.gzip)} gzip   (${kb(login.raw)} raw, ${login.files} files; target <= 220 KB gzip)`],
    ['signed in (the app)', `${kb(before.gzip)} gzip   (${kb(before.raw)} raw, ${before.files} files)`],
    // Equal raw sizes differ only in the declarations chunk's file name (its hash) inside the app's chunk.
    ['one more plain resource', `${after.raw - before.raw} bytes raw, ${after.gzip - before.gzip} bytes gzip   (target 0)`],
  ]);
};
