// The areas the login page opened alone translates (src/providers/catalogs.ts), the theme's texts (forms) with them: its own chunk, a third of the whole catalog.
export const areas = import.meta.glob<object>('../../../../i18n/{app,account,forms,shell}/en.ts', { eager: true, import: 'default' });
