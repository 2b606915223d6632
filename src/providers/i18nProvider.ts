import type { TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { LANGUAGE_CHOICES, type Locale, isLocale } from '../../i18n';
import { loadMessages } from './catalogs';
import { setCurrentLocale, setTranslator } from './locale';
import { switchLocale, writeLocaleCookie } from './localeRoute';

export const htmlLang = (locale: Locale) => (locale === 'pt' ? 'pt-BR' : locale);
export const isRtl = (locale: Locale) => locale === 'ar';

/**
 * The language comes from the URL (localeRoute.ts). Choosing another one in react-admin's
 * picker moves the page to that language's prefix instead of translating in place. `signInOnly`:
 * the login page's texts only (catalogs.ts), for the login page opened alone.
 */
export const createI18nProvider = async (locale: Locale, options?: { signInOnly?: boolean }) => {
  const messages = await loadMessages(locale, options) as TranslationMessages;
  setCurrentLocale(locale);
  writeLocaleCookie(locale);
  document.documentElement.lang = htmlLang(locale);
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  // react-admin's store would otherwise restore a language other than the URL's.
  localStorage.setItem('RaStore.locale', JSON.stringify(locale));
  const provider = polyglotI18nProvider(
    (wanted) => {
      if (isLocale(wanted) && wanted !== locale) switchLocale(wanted);
      return messages;
    },
    locale,
    LANGUAGE_CHOICES,
    { allowMissing: false },
  );
  setTranslator((key) => provider.translate(key));
  return provider;
};
