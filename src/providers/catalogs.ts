import { deepmerge } from '@mui/utils';
import { type Locale, type Messages, homeMessages } from '../../i18n';

// The bundler finds every catalog: the areas' (i18n/<area>/<lang>.ts) and the homes' label files
// (src/resources/<name>/labels/<lang>.ts), one chunk per language (catalogs/<lang>.ts), so a page
// loads its own language's texts in one request.
const LANGUAGES: Record<Locale, () => Promise<{ areas: Record<string, object>; labels: Record<string, object> }>> = {
  en: () => import('./catalogs/en'),
  pt: () => import('./catalogs/pt'),
  fr: () => import('./catalogs/fr'),
  es: () => import('./catalogs/es'),
  ar: () => import('./catalogs/ar'),
};

// A CommonJS pack arrives wrapped in `default` under some loaders.
const pack = async (load: Promise<{ default: object }>) => {
  const d = (await load).default as { ra?: object; default?: object };
  return (d.ra ? d : d.default) as object;
};

/**
 * The texts of the login page opened alone (src/layout/LoginAlone.tsx): the areas its card, form
 * and language menu name (app, account, shell) and the theme sets (forms), one chunk per language, so a visitor downloads
 * neither every screen's texts nor the declarations (and zod) the homes' labels come with.
 */
const SIGN_IN: Record<Locale, () => Promise<{ areas: Record<string, object> }>> = {
  en: () => import('./catalogs/signIn/en'),
  pt: () => import('./catalogs/signIn/pt'),
  fr: () => import('./catalogs/signIn/fr'),
  es: () => import('./catalogs/signIn/es'),
  ar: () => import('./catalogs/signIn/ar'),
};

/** react-admin's own messages: its packages where they are maintained, English under the others (they predate some keys). */
const RA: Record<Locale, () => Promise<object[]>> = {
  en: async () => [await pack(import('ra-language-english'))],
  pt: async () => [await pack(import('ra-language-english')), await pack(import('ra-language-pt-br'))],
  fr: async () => [await pack(import('ra-language-english')), await pack(import('ra-language-french'))],
  es: async () => [await pack(import('../../i18n/ra/es'))],
  ar: async () => [await pack(import('../../i18n/ra/ar'))],
};

/**
 * Catalogs merged deep, the later over the earlier, as react-admin's mergeTranslations does; with
 * MUI's deepmerge, which the theme already loads, rather than its lodash `merge`, which would be
 * the login page's only use of lodash (3 KB of its download).
 */
const mergeTranslations = (...catalogs: object[]): Messages =>
  catalogs.reduce<Messages>((merged, catalog) => deepmerge(merged, catalog), {});

/** The home a label file belongs to: src/resources/<home>/labels/<lang>.ts. */
const homeOf = (path: string) => path.split('/').at(-3)!;

/** The app's own messages of one language (no ra.*): the areas' and every home's labels. */
export const loadAppMessages = async (locale: Locale): Promise<Messages> => {
  const [{ declarations }, { areas, labels }] = await Promise.all([import('./declarations'), LANGUAGES[locale]()]);
  const files = new Map(Object.entries(labels).map(([path, l]) => [homeOf(path), l]));
  return mergeTranslations(...Object.values(areas), homeMessages(declarations, locale, files));
};

/** The app's messages the login page opened alone needs: its areas only (SIGN_IN). */
const loadSignInMessages = async (locale: Locale): Promise<Messages> =>
  mergeTranslations(...Object.values((await SIGN_IN[locale]()).areas));

/**
 * Everything one language's pages translate: react-admin's messages with the app's over them.
 * `signInOnly`: the login page's texts (react-admin's and SIGN_IN's).
 */
export const loadMessages = async (locale: Locale, { signInOnly = false } = {}): Promise<Messages> => {
  const [ra, app] = await Promise.all([RA[locale](), signInOnly ? loadSignInMessages(locale) : loadAppMessages(locale)]);
  return mergeTranslations(...ra, app);
};
