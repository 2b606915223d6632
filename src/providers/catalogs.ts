import { mergeTranslations } from 'react-admin';
import { type Locale, type Messages, homeMessages, isAreaCatalog } from '../../i18n';
import type { LabelFiles } from '../registry/labels';

// The bundler finds every catalog: the areas' (i18n/<area>/<lang>.ts) and the homes' label files
// (src/resources/<name>/labels/), each language its own chunk, so a page loads only its own.
const AREAS = import.meta.glob<{ default: object }>(['../../i18n/*/*.ts', '!../../i18n/**/*.test.ts']);
const LABEL_FILES = import.meta.glob<{ default: LabelFiles<unknown> }>('../resources/*/labels/index.ts', { eager: true, import: 'default' as never });

// A CommonJS pack arrives wrapped in `default` under some loaders.
const pack = async (load: Promise<{ default: object }>) => {
  const d = (await load).default as { ra?: object; default?: object };
  return (d.ra ? d : d.default) as object;
};

/** react-admin's own messages: its packages where they are maintained, English under the others (they predate some keys). */
const RA: Record<Locale, () => Promise<object[]>> = {
  en: async () => [await pack(import('ra-language-english'))],
  pt: async () => [await pack(import('ra-language-english')), await pack(import('ra-language-pt-br'))],
  fr: async () => [await pack(import('ra-language-english')), await pack(import('ra-language-french'))],
  es: async () => [await pack(import('../../i18n/ra/es'))],
  ar: async () => [await pack(import('../../i18n/ra/ar'))],
};

const homeOf = (path: string) => path.split('/').at(-3)!;

/** The app's own messages of one language (no ra.*): the areas' and every home's labels. */
export const loadAppMessages = async (locale: Locale): Promise<Messages> => {
  const areas = Object.entries(AREAS).filter(([path]) => isAreaCatalog(path, locale)).map(([, load]) => load());
  const files = Object.entries(LABEL_FILES).map(async ([path, labels]) =>
    [homeOf(path), (await (labels as unknown as LabelFiles<unknown>)[locale]()).default] as const);
  const [{ declarations }, parts, labels] = await Promise.all([import('../registry/declarations'), Promise.all(areas), Promise.all(files)]);
  return mergeTranslations(...parts.map((p) => p.default), homeMessages(declarations, locale, new Map(labels)));
};

/** Everything one language's pages translate: react-admin's messages with the app's over them. */
export const loadMessages = async (locale: Locale): Promise<Messages> => {
  const [ra, app] = await Promise.all([RA[locale](), loadAppMessages(locale)]);
  return mergeTranslations(...ra, app);
};
