import { DEFAULT_LOCALE, type Locale } from '../../i18n';

// The language in use and its messages, for code outside React or outside <Admin> (the API
// client's Accept-Language, the progress bar above the whole app).
let locale: Locale = DEFAULT_LOCALE;
let translator: (key: string) => string = (key) => key;

export const currentLocale = (): Locale => locale;
export const setCurrentLocale = (next: Locale): void => {
  locale = next;
};

export const translateOutside = (key: string): string => translator(key);
export const setTranslator = (translate: (key: string) => string): void => {
  translator = translate;
};
