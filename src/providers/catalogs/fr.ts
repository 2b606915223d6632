// Every catalog of one language in one chunk: the areas' and the homes' label files (src/providers/catalogs.ts).
export const areas = import.meta.glob<object>(['../../../i18n/*/fr.ts', '!../../../i18n/ra/*'], { eager: true, import: 'default' });
export const labels = import.meta.glob<object>('../../resources/*/labels/fr.ts', { eager: true, import: 'default' });
