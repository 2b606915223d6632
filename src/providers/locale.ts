import { DEFAULT_LOCALE, type Locale } from '../../i18n';

// The language in use, for code outside React (the API client's Accept-Language).
let locale: Locale = DEFAULT_LOCALE;

export const currentLocale = (): Locale => locale;
export const setCurrentLocale = (next: Locale): void => {
  locale = next;
};
