import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadResources } from '../server/registry';
import { statusLabelKey } from '../src/registry/labels';
import { LOCALES, type Locale, loadAppMessages, loadMessages, mergeMessages } from './index';

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

// react-admin's own messages (ra.*) are checked against ra-language-english below.
const appOnly = (tree: Map<string, string>) => new Map([...tree].filter(([k]) => !k.startsWith('ra.')));
const appCatalogs = async () =>
  Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, appOnly(leaves((await loadAppMessages(l)) as unknown as Tree))]))) as Record<Locale, Map<string, string>>;

// A CommonJS pack imported under Node arrives wrapped in `default`.
const pack = (m: { default: object }) => {
  const d = m.default as { ra?: object; default?: object };
  return (d.ra ? d : d.default) as object;
};
/** Each language's react-admin pack with the app catalogs over it, without the English fallback of the loader. */
const RA_PACKS: Record<Locale, () => Promise<object>> = {
  en: async () => pack(await import('ra-language-english')),
  pt: async () => pack(await import('ra-language-pt-br')),
  fr: async () => pack(await import('ra-language-french')),
  es: async () => pack(await import('./ra-es')),
  ar: async () => pack(await import('./ra-ar')),
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

  it("every react-admin message of English is written in every language, not left to the English fallback", async () => {
    const english = leaves(pack(await import('ra-language-english')) as Tree);
    expect(english.size).toBeGreaterThan(150);
    for (const locale of LOCALES) {
      const own = leaves(mergeMessages(await RA_PACKS[locale](), await loadAppMessages(locale)) as unknown as Tree);
      expect([...english.keys()].filter((k) => !own.has(k)), `${locale} lacks`).toEqual([]);
    }
  });

  it('Arabic plurals have the six forms Polyglot expects', async () => {
    const ar = leaves((await loadMessages('ar')) as unknown as Tree);
    for (const [key, text] of leaves((await loadMessages('en')) as unknown as Tree)) {
      if (text.includes('||||') && text.includes('smart_count')) {
        expect(ar.get(key)!.split('||||').length, key).toBe(6);
      }
    }
  });

  it('every declared resource and field has its label in every catalog', async () => {
    const catalogs = await appCatalogs();
    for (const r of await loadResources()) {
      for (const locale of LOCALES) {
        expect(catalogs[locale].has(`resources.${r.name}.name`), `${locale} resources.${r.name}.name`).toBe(true);
        for (const [field, def] of Object.entries(r.fields)) {
          const key = def.label ?? `resources.${r.name}.fields.${field}`;
          expect(catalogs[locale].has(key), `${locale} ${key}`).toBe(true);
        }
      }
    }
  });

  it('every field of a line has its label in every catalog', async () => {
    const catalogs = await appCatalogs();
    for (const r of await loadResources()) {
      for (const [field, def] of Object.entries(r.fields)) {
        for (const sub of Object.keys(def.fields ?? {})) {
          for (const locale of LOCALES) {
            const key = `resources.${r.name}.lines.${field}.${sub}`;
            expect(catalogs[locale].has(key), `${locale} ${key}`).toBe(true);
          }
        }
      }
    }
  });

  it('every status a declaration seeds has its name in every catalog', async () => {
    const catalogs = await appCatalogs();
    const declared = (await loadResources()).filter((r) => r.statuses);
    expect(declared.length).toBeGreaterThan(3);
    for (const r of declared) {
      for (const s of r.statuses!.list) {
        for (const locale of LOCALES) {
          const key = statusLabelKey(r.name, s.key);
          expect(catalogs[locale].has(key), `${locale} ${key}`).toBe(true);
        }
      }
      // Portuguese is the language of the stored names: the catalog says the same.
      for (const s of r.statuses!.list) expect(catalogs.pt.get(statusLabelKey(r.name, s.key)), s.key).toBe(s.nome);
    }
  });

  it('every app.* key named in the code exists in the catalogs', async () => {
    const keys = new Set<string>();
    for (const file of [...sourceFiles('src'), ...sourceFiles('server')]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`](app\.[a-z_]+\.[a-z_.]+)['"`]/g)) keys.add(m[1]);
    }
    const known = leaves((await loadAppMessages('en')) as unknown as Tree);
    expect([...keys].filter((k) => !known.has(k))).toEqual([]);
    expect(keys.size).toBeGreaterThan(20);
  });
});
