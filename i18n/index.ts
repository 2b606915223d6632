import type { TranslationMessages } from 'ra-core';

/** The five languages of the product (SPEC 1). en is the default and the fallback. */
export const LOCALES = ['en', 'pt', 'fr', 'es', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English', pt: 'Português', fr: 'Français', es: 'Español', ar: 'العربية',
};
export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

type Messages = TranslationMessages & Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge: later catalogs win, missing keys fall back to earlier ones. */
export const mergeMessages = (...catalogs: object[]): Messages => {
  const out: Record<string, unknown> = {};
  for (const catalog of catalogs) {
    for (const [k, v] of Object.entries(catalog)) {
      out[k] = isObject(v) && isObject(out[k]) ? mergeMessages(out[k] as object, v) : v;
    }
  }
  return out as Messages;
};

// Each language loads on demand so the first bundle holds only the one in use.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => {
    const [ra, app] = await Promise.all([import('ra-language-english'), import('./en')]);
    return mergeMessages(ra.default, app.default);
  },
  pt: async () => {
    const [raEn, raPt, app] = await Promise.all([import('ra-language-english'), import('ra-language-pt-br'), import('./pt')]);
    // ra-language-pt-br 1.5.1 predates some react-admin 5 keys: English fills the gaps.
    return mergeMessages(raEn.default, raPt.default, app.default);
  },
  fr: async () => {
    const [raEn, raFr, app] = await Promise.all([import('ra-language-english'), import('ra-language-french'), import('./fr')]);
    return mergeMessages(raEn.default, raFr.default, app.default);
  },
  es: async () => {
    const [ra, app] = await Promise.all([import('./ra-es'), import('./es')]);
    return mergeMessages(ra.default, app.default);
  },
  ar: async () => {
    const [ra, app] = await Promise.all([import('./ra-ar'), import('./ar')]);
    return mergeMessages(ra.default, app.default);
  },
};

export const loadMessages = (locale: Locale): Promise<Messages> => loaders[locale]();
