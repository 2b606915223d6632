// The JavaScript a first visit loads before the app can draw, and what one more plain
// resource adds to it (target: at most 300 KB gzip, and 0 bytes per plain resource).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * Bytes (gzip) of the entry chunk and every chunk it imports statically: what loads before anything
 * runs. `plugins` change the build (bench/precache.ts leaves a module out); `inspect` reads the
 * build before it is deleted.
 */
export const initialJs = async ({ plugins = [], inspect }: { plugins?: Plugin[]; inspect?: (outDir: string) => void } = {}):
Promise<{ gzip: number; raw: number; files: number; names: string[] }> => {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-build-'));
  try {
    await build({ root: projectRoot, logLevel: 'silent', plugins, build: { outDir, manifest: true, emptyOutDir: true } });
    inspect?.(outDir);
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const k of manifest[key].imports ?? []) visit(k);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    let gzip = 0;
    let raw = 0;
    for (const key of seen) {
      const bytes = readFileSync(join(outDir, manifest[key].file));
      raw += bytes.length;
      gzip += gzipSync(bytes).length;
    }
    return { gzip, raw, files: seen.size, names: [...seen].map((key) => manifest[key].file) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

export const bundle = async () => {
  const before = await initialJs();
  writeFileSync(PROBE, PROBE_SOURCE);
  let after: typeof before;
  try {
    after = await initialJs();
  } finally {
    rmSync(PROBE, { force: true });
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  report('Initial JavaScript (entry chunk and its static imports, vite build)', [
    ['gzip', `${kb(before.gzip)}   (${kb(before.raw)} raw, ${before.files} files; target <= 300 KB gzip)`],
    // Equal raw sizes differ only in the declarations chunk's file name (its hash) inside the entry.
    ['one more plain resource', `${after.raw - before.raw} bytes raw, ${after.gzip - before.gzip} bytes gzip   (target 0)`],
  ]);
};
