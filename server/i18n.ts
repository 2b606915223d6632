import Polyglot from 'node-polyglot';
import { DEFAULT_LOCALE, LOCALES, type Locale, isLocale, loadMessages } from '../i18n';

/** The server answers errors in the caller's language, from the same catalogs as the browser. */
const polyglots = new Map<Locale, Polyglot>();

export const loadServerCatalogs = async (): Promise<void> => {
  for (const locale of LOCALES) {
    polyglots.set(locale, new Polyglot({ phrases: await loadMessages(locale), locale, allowMissing: true }));
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

export const translate = (locale: Locale, key: string, args?: Record<string, unknown>): string => {
  const p = polyglots.get(locale) ?? polyglots.get(DEFAULT_LOCALE);
  return p ? p.t(key, { _: key, ...args }) : key;
};
