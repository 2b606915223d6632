import { LOCALES } from '../../../i18n';
import { loadMessages } from '../../providers/catalogs';
import type { Translate } from './rows';

/** A plain lookup in one catalog: headers, enum labels and yes/no words carry no placeholders. */
export const catalogTranslator = (messages: object): Translate => (key, options) => {
  const found = key.split('.').reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), messages);
  return typeof found === 'string' ? found : String(options?._ ?? '');
};

let everyLanguage: Promise<Translate[]> | undefined;

/**
 * The words a CSV file may use, in every language: a file exported in French imports in
 * Portuguese. The page's own translate comes first. Loaded when someone imports, once.
 */
export const importTranslators = async (current: Translate): Promise<Translate[]> => {
  everyLanguage ??= Promise.all(LOCALES.map(async (l) => catalogTranslator(await loadMessages(l)))).catch((err: unknown) => {
    // A failed download is tried again at the next file.
    everyLanguage = undefined;
    throw err;
  });
  return [current, ...(await everyLanguage)];
};
