import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAppMessages as loadServerMessages } from '../server/i18n';
import { loadHomes, loadResources } from '../server/registry';
import { loadAppMessages, loadMessages } from '../src/providers/catalogs';
import { pageLabelKey, resourceNameKey, statusLabelKey } from '../src/registry/labels';
import { LOCALES, type Locale } from './index';

type Tree = { [k: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
};

// Plural forms may repeat a placeholder; what matters is which ones a message uses.
const placeholders = (s: string) => [...new Set([...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();
const forms = (s: string) => s.split('||||').length;

// react-admin's own messages (ra.*) are checked against ra-language-english below.
const appOnly = (tree: Map<string, string>) => new Map([...tree].filter(([k]) => !k.startsWith('ra.')));
const appCatalogs = async () =>
  Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, appOnly(leaves((await loadAppMessages(l)) as Tree))]))) as Record<Locale, Map<string, string>>;

// A CommonJS pack imported under Node arrives wrapped in `default`.
const pack = (m: { default: object }) => {
  const d = m.default as { ra?: object; default?: object };
  return (d.ra ? d : d.default) as object;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(f) && !f.includes('.test.') ? [p] : [];
  });

describe('message catalogs', () => {
  it('every app key of any catalog exists in all five, with the same placeholders', async () => {
    const catalogs = await appCatalogs();
    const all = new Set(LOCALES.flatMap((l) => [...catalogs[l].keys()]));
    for (const locale of LOCALES) {
      const missing = [...all].filter((k) => !catalogs[locale].has(k));
      expect(missing, `${locale} is missing keys`).toEqual([]);
      for (const [key, text] of catalogs.en) {
        expect(placeholders(catalogs[locale].get(key)!), `${locale} ${key}`).toEqual(placeholders(text));
        expect(catalogs[locale].get(key)!.trim(), `${locale} ${key} is empty`).not.toBe('');
      }
    }
  });

  it('the server reads the same catalogs as the browser: its own discovery finds every file the bundler does', async () => {
    for (const locale of LOCALES) expect(await loadServerMessages(locale), locale).toEqual(await loadAppMessages(locale));
  });

  it('every react-admin message of English is written in every language, not left to the English fallback', async () => {
    const english = leaves(pack(await import('ra-language-english')) as Tree);
    expect(english.size).toBeGreaterThan(150);
    for (const locale of LOCALES) {
      const own = leaves((await loadMessages(locale)) as Tree);
      expect([...english.keys()].filter((k) => !own.has(k)), `${locale} lacks`).toEqual([]);
    }
  });

  it('plural forms: two in pt, en, fr and es, the six Polyglot expects in Arabic, for every name and every plural message', async () => {
    const catalogs = await appCatalogs();
    const plural = [...catalogs.en].filter(([k, text]) => text.includes('||||') || /\.name$/.test(k) && k.startsWith('resources.')).map(([k]) => k);
    expect(plural.length).toBeGreaterThan(35);
    for (const key of plural) {
      for (const locale of ['pt', 'en', 'fr', 'es'] as const) expect(forms(catalogs[locale].get(key)!), `${locale} ${key}`).toBe(2);
      expect(forms(catalogs.ar.get(key)!), `ar ${key}`).toBe(6);
    }
    // Nothing in Arabic is plural with another count of forms.
    expect([...catalogs.ar].filter(([, text]) => text.includes('||||') && forms(text) !== 6).map(([k]) => k)).toEqual([]);
  });

  it('every declared home has its name, fields, lines, statuses and pages in every catalog', async () => {
    const catalogs = await appCatalogs();
    const homes = await loadHomes();
    expect(homes.length).toBeGreaterThan(25);
    for (const h of homes) {
      const keys = [resourceNameKey(h.name), ...Object.keys(h.pages ?? {}).map((p) => pageLabelKey(h.name, p))];
      if ('fields' in h) {
        for (const [field, def] of Object.entries(h.fields)) {
          keys.push(def.label ?? `resources.${h.name}.fields.${field}`);
          for (const sub of Object.keys(def.fields ?? {})) keys.push(`resources.${h.name}.lines.${field}.${sub}`);
        }
        for (const s of h.statuses?.list ?? []) keys.push(statusLabelKey(h.name, s.key));
      }
      for (const locale of LOCALES) expect(keys.filter((k) => !catalogs[locale].has(k)), `${locale} ${h.name}`).toEqual([]);
    }
  });

  it('every status a declaration seeds reads in Portuguese as the name the API keeps', async () => {
    const catalogs = await appCatalogs();
    const declared = (await loadResources()).filter((r) => r.statuses);
    expect(declared.length).toBeGreaterThan(3);
    for (const r of declared) for (const s of r.statuses!.list) expect(catalogs.pt.get(statusLabelKey(r.name, s.key)), s.key).toBe(s.nome);
  });

  it("a home's labels have one home: inline in a plain resource's file, or a folder's labels/ with a file per language", async () => {
    for (const h of await loadHomes()) {
      const dir = join('src', 'resources', h.name);
      const files = existsSync(join(dir, 'labels'));
      expect(!!h.labels !== files, `${h.name}: labels inline or in labels/, one of the two`).toBe(true);
      if (files) expect(readdirSync(join(dir, 'labels')).sort(), h.name).toEqual(['ar.ts', 'en.ts', 'es.ts', 'fr.ts', 'index.ts', 'pt.ts']);
      if (!existsSync(dir)) expect(h.labels, `${h.name}: a plain resource holds its labels`).toBeDefined();
    }
  });

  it('the shared catalogs hold nothing of a home: no resources.* outside src/resources', () => {
    for (const file of sourceFiles('i18n').filter((f) => !f.includes(`${join('i18n', 'ra')}`))) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/^\s+resources: \{/m);
    }
  });

  it('every app.* and resources.* key named in the code exists in the catalogs', async () => {
    const keys = new Set<string>();
    for (const file of [...sourceFiles('src'), ...sourceFiles('server')]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`]((?:app\.[a-z_]+|resources\.[a-z-]+\.(?:messages|pages|fields|statuses))\.[a-zA-Z_.-]+)['"`]/g)) keys.add(m[1]);
    }
    const known = leaves((await loadAppMessages('en')) as Tree);
    expect([...keys].filter((k) => !known.has(k))).toEqual([]);
    expect(keys.size).toBeGreaterThan(40);
  });
});
