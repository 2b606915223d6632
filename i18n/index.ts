import type { TranslationMessages } from 'ra-core';

/** The five languages of the product (docs/domain.md "Languages"). en is the default and the fallback. */
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

// Each language loads on demand so the first bundle holds only the one in use. A language's
// app messages are its main catalog plus one file per area (shell, account, csv, forms).
const appMessages = async (locale: Locale): Promise<Messages> => {
  const parts = await Promise.all(APP_PARTS[locale].map((load) => load()));
  return mergeMessages(...parts.map((part) => part.default));
};

type Part = () => Promise<{ default: object }>;
const APP_PARTS: Record<Locale, Part[]> = {
  en: [() => import('./en'), () => import('./shell/en'), () => import('./account/en'), () => import('./csv/en'), () => import('./lists/en'), () => import('./forms/en'), () => import('./workflow/en'), () => import('./transport/en'), () => import('./warehouse/en'), () => import('./outbound/en'), () => import('./docks/en'), () => import('./inbound/en'), () => import('./stock/en'), () => import('./receiving/en'), () => import('./romaneios/en'), () => import('./offline/en'), () => import('./pwa/en'), () => import('./dashboards/en'), () => import('./dashpages/en')],
  pt: [() => import('./pt'), () => import('./shell/pt'), () => import('./account/pt'), () => import('./csv/pt'), () => import('./lists/pt'), () => import('./forms/pt'), () => import('./workflow/pt'), () => import('./transport/pt'), () => import('./warehouse/pt'), () => import('./outbound/pt'), () => import('./docks/pt'), () => import('./inbound/pt'), () => import('./stock/pt'), () => import('./receiving/pt'), () => import('./romaneios/pt'), () => import('./offline/pt'), () => import('./pwa/pt'), () => import('./dashboards/pt'), () => import('./dashpages/pt')],
  fr: [() => import('./fr'), () => import('./shell/fr'), () => import('./account/fr'), () => import('./csv/fr'), () => import('./lists/fr'), () => import('./forms/fr'), () => import('./workflow/fr'), () => import('./transport/fr'), () => import('./warehouse/fr'), () => import('./outbound/fr'), () => import('./docks/fr'), () => import('./inbound/fr'), () => import('./stock/fr'), () => import('./receiving/fr'), () => import('./romaneios/fr'), () => import('./offline/fr'), () => import('./pwa/fr'), () => import('./dashboards/fr'), () => import('./dashpages/fr')],
  es: [() => import('./es'), () => import('./shell/es'), () => import('./account/es'), () => import('./csv/es'), () => import('./lists/es'), () => import('./forms/es'), () => import('./workflow/es'), () => import('./transport/es'), () => import('./warehouse/es'), () => import('./outbound/es'), () => import('./docks/es'), () => import('./inbound/es'), () => import('./stock/es'), () => import('./receiving/es'), () => import('./romaneios/es'), () => import('./offline/es'), () => import('./pwa/es'), () => import('./dashboards/es'), () => import('./dashpages/es')],
  ar: [() => import('./ar'), () => import('./shell/ar'), () => import('./account/ar'), () => import('./csv/ar'), () => import('./lists/ar'), () => import('./forms/ar'), () => import('./workflow/ar'), () => import('./transport/ar'), () => import('./warehouse/ar'), () => import('./outbound/ar'), () => import('./docks/ar'), () => import('./inbound/ar'), () => import('./stock/ar'), () => import('./receiving/ar'), () => import('./romaneios/ar'), () => import('./offline/ar'), () => import('./pwa/ar'), () => import('./dashboards/ar'), () => import('./dashpages/ar')],
};

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => mergeMessages((await import('ra-language-english')).default, await appMessages('en')),
  // ra-language-pt-br 1.5.1 and ra-language-french predate some react-admin 5 keys: English fills the gaps.
  pt: async () => mergeMessages((await import('ra-language-english')).default, (await import('ra-language-pt-br')).default, await appMessages('pt')),
  fr: async () => mergeMessages((await import('ra-language-english')).default, (await import('ra-language-french')).default, await appMessages('fr')),
  es: async () => mergeMessages((await import('./ra-es')).default, await appMessages('es')),
  ar: async () => mergeMessages((await import('./ra-ar')).default, await appMessages('ar')),
};

/** The app's own messages of one language (no ra.*), for the catalog tests. */
export const loadAppMessages = appMessages;

export const loadMessages = (locale: Locale): Promise<Messages> => loaders[locale]();
