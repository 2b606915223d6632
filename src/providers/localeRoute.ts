import { DEFAULT_LOCALE, type Locale, isLocale } from '../../i18n';

/**
 * Language in the URL (docs/domain.md "Languages"): English has no prefix, the others live under /pt, /es,
 * /fr, /ar. The choice is remembered in the cookie `i18n_redirected` (365 days, path /).
 */
export const LOCALE_COOKIE = 'i18n_redirected';
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const prefixOf = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** `/pt/usuarios/1` → { locale: 'pt', rest: '/usuarios/1' }; unprefixed paths have no locale. */
export const splitLocalePath = (pathname: string): { locale?: Locale; rest: string } => {
  const m = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (m && isLocale(m[1]) && m[1] !== DEFAULT_LOCALE) return { locale: m[1], rest: m[2] || '/' };
  return { rest: pathname || '/' };
};

export const readLocaleCookie = (cookie = document.cookie): Locale | undefined => {
  const value = cookie.split(';').map((c) => c.trim().split('=')).find(([k]) => k === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : undefined;
};

export const writeLocaleCookie = (locale: Locale): void => {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${COOKIE_MAX_AGE}; path=/; SameSite=Lax`;
};

const browserLocale = (languages: readonly string[]): Locale => {
  for (const tag of languages) {
    const short = tag.slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return DEFAULT_LOCALE;
};

export type StartDecision = { locale: Locale; basename: string } | { redirect: string };

/**
 * Where a page load lands. A prefixed URL wins and is remembered; an unprefixed one goes to
 * the remembered language, or on a first visit to the browser's.
 */
export const decideStart = (
  location: { pathname: string; search: string; hash: string },
  cookie: Locale | undefined,
  languages: readonly string[],
): StartDecision => {
  const { locale, rest } = splitLocalePath(location.pathname);
  if (locale) return { locale, basename: prefixOf(locale) };
  const wanted = cookie ?? browserLocale(languages);
  if (wanted !== DEFAULT_LOCALE) return { redirect: `${prefixOf(wanted)}${rest === '/' ? '' : rest}${location.search}${location.hash}` || '/' };
  return { locale: DEFAULT_LOCALE, basename: '' };
};

/** Moves the current page to another language's prefix (a full load: the router's basename changes). */
export const switchLocale = (locale: Locale): void => {
  writeLocaleCookie(locale);
  const { rest } = splitLocalePath(window.location.pathname);
  const target = `${prefixOf(locale)}${rest === '/' && locale !== DEFAULT_LOCALE ? '' : rest}` || '/';
  window.location.assign(`${target}${window.location.search}${window.location.hash}`);
};
