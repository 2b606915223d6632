import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Modules that import each other at load time (KindInput ↔ LinesInput, a declaration ↔ its
// screens) half-initialise one of them depending on which loads first. Type-only imports and
// lazy `import()` are erased or deferred, so they do not count.

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');

const sources = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = join(dir, f);
  if (statSync(p).isDirectory()) return f === 'node_modules' ? [] : sources(p);
  return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
});

const resolveImport = (from: string, spec: string): string | undefined => {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => existsSync(p) && statSync(p).isFile());
};

/** The modules a file imports when it loads: `import … from`, `export … from`, `import '…'`, without `import type`. */
const loadTimeImports = (file: string): string[] => {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return specs.map((s) => resolveImport(file, s)).filter((p): p is string => !!p);
};

const cycles = (files: string[], root = ROOT): string[][] => {
  const graph = new Map(files.map((f) => [f, loadTimeImports(f)]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    path.push(f);
    for (const next of graph.get(f) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next].map((p) => p.slice(root.length + 1)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
};

describe('module structure', () => {
  it('no module of the app or the server imports itself back at load time', () => {
    const files = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'server'))];
    expect(files.length).toBeGreaterThan(150);
    expect(cycles(files)).toEqual([]);
  });

  it('finds a cycle when there is one, and not through type imports or import()', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
    write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('b.ts', "import { a } from './a';\nexport const b = () => a;\n");
    write('c.ts', "import type { d } from './d';\nexport const c = (x: d) => x;\n");
    write('d.ts', "export type d = string;\nexport const lazy = () => import('./c');\n");
    const found = cycles(['a.ts', 'b.ts', 'c.ts', 'd.ts'].map((f) => join(dir, f)), dir);
    rmSync(dir, { recursive: true, force: true });
    expect(found).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });
});
