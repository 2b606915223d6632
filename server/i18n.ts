import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import merge from 'lodash/merge';
import Polyglot from 'node-polyglot';
import { DEFAULT_LOCALE, LOCALES, type Locale, type Messages, homeMessages, isAreaCatalog, isLocale } from '../i18n';
import type { Home } from '../src/registry/area';
import type { Resource } from '../src/registry/define';
import type { LabelFiles } from '../src/registry/labels';
import { loadHomes } from './registry';
import { fieldLabelKey, lineLabelKey } from '../src/registry/labels';
import type { FieldMessage } from '../src/registry/validation';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The app's messages of one language, from the same files the browser's bundler finds
 * (src/providers/catalogs.ts): the areas' catalogs (i18n/<area>/<lang>.ts) and every home's labels,
 * merged as react-admin's mergeTranslations does (lodash's merge).
 */
export const loadAppMessages = async (locale: Locale, homes?: readonly Home[]): Promise<Messages> => {
  const areas = readdirSync(join(root, 'i18n')).filter((d) => statSync(join(root, 'i18n', d)).isDirectory())
    .map((d) => join(root, 'i18n', d, `${locale}.ts`)).filter((p) => isAreaCatalog(p, locale) && existsSync(p));
  const parts = await Promise.all(areas.map(async (p) => ((await import(pathToFileURL(p).href)) as { default: object }).default));
  const declared = homes ?? await loadHomes();
  const files = new Map<string, object>();
  for (const h of declared) {
    const index = join(root, 'src', 'resources', h.name, 'labels', 'index.ts');
    if (!existsSync(index)) continue;
    const labels = ((await import(pathToFileURL(index).href)) as { default: LabelFiles<unknown> }).default;
    files.set(h.name, (await labels[locale]()).default);
  }
  return merge({}, ...parts, homeMessages(declared, locale, files));
};

/** The server answers errors in the caller's language, from the same catalogs as the browser. */
const polyglots = new Map<Locale, Polyglot>();

export const loadServerCatalogs = async (homes?: readonly Home[]): Promise<void> => {
  for (const locale of LOCALES) {
    polyglots.set(locale, new Polyglot({ phrases: await loadAppMessages(locale, homes), locale, allowMissing: true }));
  }
};

/** Picks the first supported language of an Accept-Language header (pt-BR → pt). */
export const localeFrom = (acceptLanguage: string | undefined): Locale => {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
};

const polyglotOf = (locale: Locale) => polyglots.get(locale) ?? polyglots.get(DEFAULT_LOCALE);

export const translate = (locale: Locale, key: string, args?: Record<string, unknown>): string => {
  const p = polyglotOf(locale);
  return p ? p.t(key, { _: key, ...args }) : key;
};

/** An argument that is itself a catalog key, translated with the message (a resource's name). */
export interface KeyArg {
  t: string;
  smart_count?: number;
}

const isKeyArg = (v: unknown): v is KeyArg => typeof (v as KeyArg | null | undefined)?.t === 'string';

const argText = (locale: Locale, v: unknown): unknown => {
  if (Array.isArray(v)) return v.map((item) => argText(locale, item)).join(', ');
  return isKeyArg(v) ? translate(locale, v.t, { smart_count: v.smart_count ?? 1 }) : v;
};

/**
 * A message in the caller's language. Its arguments may be plain values (as they are), a KeyArg
 * (translated: a resource's or a field's name), or a list of either, each item rendered so and
 * joined with ', ' (the statuses a change needs).
 */
export const translateMessage = (locale: Locale, key: string, args: Record<string, unknown> = {}): string =>
  translate(locale, key, Object.fromEntries(Object.entries(args).map(([k, v]) => [k, argText(locale, v)])));

/**
 * How a field reads in a message: its label when the resource declares it (`paradas` →
 * "Paradas", a line's `itens.2.quantidade` → its column's label), else the path as sent.
 */
export const fieldLabel = (locale: Locale, r: Resource | undefined, path: string): string => {
  const [field, , sub] = path.split('.');
  const f = r?.fields[field];
  if (!r || !f) return path;
  const key = sub === undefined ? fieldLabelKey(r, field) : f.kind === 'lines' && f.fields?.[sub] ? lineLabelKey(r.name, field, sub) : undefined;
  return key && polyglotOf(locale)?.has(key) ? translate(locale, key) : path;
};

/** Field messages of an error, each in the caller's language; `%{field}` is the field's label unless the message names another. */
export const translateFields = (locale: Locale, fields: Record<string, FieldMessage>, r?: Resource): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([path, m]) =>
    [path, translateMessage(locale, m.message, { ...m.args, field: m.args?.field ?? fieldLabel(locale, r, path) })]));
