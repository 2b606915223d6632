/** The five languages of the product (docs/domain.md "Languages"). en is the default and the fallback. */
export const LOCALES = ['en', 'pt', 'fr', 'es', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English', pt: 'Português', fr: 'Français', es: 'Español', ar: 'العربية',
};
/** The languages as a picker lists them, each named in itself (react-admin's `getLocales` shape). */
export const LANGUAGE_CHOICES = LOCALES.map((l) => ({ locale: l, name: LOCALE_NAMES[l] }));
export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

export type Messages = Record<string, unknown>;

/** What the catalogs read of a home: its name and its labels declared inline, per language. */
export interface LabelledHome {
  name: string;
  labels?: Partial<Record<Locale, object>>;
}

/**
 * Every home's labels in one language, as the catalog holds them: `resources.<name>` (docs/architecture.md
 * "Labels"). A home's `labels/<lang>.ts` (`files`, by home) or its declaration's inline `labels`.
 */
export const homeMessages = (homes: readonly LabelledHome[], locale: Locale, files: ReadonlyMap<string, object>): Messages => ({
  resources: Object.fromEntries(homes.flatMap((h) => {
    const labels = files.get(h.name) ?? h.labels?.[locale];
    return labels ? [[h.name, labels]] : [];
  })),
});

/**
 * Where the catalogs of texts that belong to no home live: `i18n/<area>/<lang>.ts` (shell, account,
 * forms...); `i18n/ra/` holds react-admin's own messages where no package has them.
 */
export const isAreaCatalog = (path: string, locale: Locale): boolean =>
  path.endsWith(`/${locale}.ts`) && !/\/ra\/[^/]+$/.test(path) && !path.includes('.test.');
