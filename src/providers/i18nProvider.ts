import polyglotI18nProvider from 'ra-i18n-polyglot';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, type Locale, isLocale, loadMessages } from '../../i18n';
import { setCurrentLocale } from './locale';

// react-admin keeps the chosen language in its store; reading the same key keeps one home for it.
const STORE_KEY = 'RaStore.locale';

const savedLocale = (): unknown => {
  try {
    return JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null');
  } catch {
    return null;
  }
};

/** The remembered language, else the browser's first supported one, else English. */
export const initialLocale = (): Locale => {
  const saved = savedLocale();
  if (isLocale(saved)) return saved;
  for (const tag of navigator.languages ?? []) {
    const short = tag.slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return DEFAULT_LOCALE;
};

export const htmlLang = (locale: Locale) => (locale === 'pt' ? 'pt-BR' : locale);

const applyDocumentLocale = (locale: Locale) => {
  document.documentElement.lang = htmlLang(locale);
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
};

/** The first language's messages must be loaded before the provider exists (polyglot is sync). */
export const createI18nProvider = async () => {
  const first = initialLocale();
  const firstMessages = await loadMessages(first);
  setCurrentLocale(first);
  applyDocumentLocale(first);
  return polyglotI18nProvider(
    (locale) => {
      const l = isLocale(locale) ? locale : DEFAULT_LOCALE;
      setCurrentLocale(l);
      applyDocumentLocale(l);
      return l === first ? firstMessages : loadMessages(l);
    },
    first,
    LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
    { allowMissing: false },
  );
};
