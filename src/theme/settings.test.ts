import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n';
import { loadAppMessages } from '../providers/catalogs';
import { DEFAULT_SETTINGS, THEME_OPTIONS, type ThemeOption, appliesTo, optionLabelKey, sanitizeSettings } from './settings';

const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);

describe('theme settings', () => {
  it('start from the defaults of SPEC 3', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      layoutType: 'vertical', layoutWidth: 'fluid', leftSidebarType: 'light', leftSidebarSize: 'default',
      menuPosition: 'fixed', topbar: 'dark', sidebarUserInfo: false,
    });
  });

  it('keep what the browser stored and drop what is unknown', () => {
    expect(sanitizeSettings({ layoutType: 'two-column', topbar: 'light', sidebarUserInfo: true })).toEqual({
      ...DEFAULT_SETTINGS, layoutType: 'two-column', topbar: 'light', sidebarUserInfo: true,
    });
    expect(sanitizeSettings({ layoutType: 'diagonal', leftSidebarSize: 3, sidebarUserInfo: 'yes' })).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings('vertical')).toEqual(DEFAULT_SETTINGS);
  });

  it('leave out the sidebar options where a layout has no use for them', () => {
    expect(appliesTo('leftSidebarSize', 'horizontal')).toBe(false);
    expect(appliesTo('sidebarUserInfo', 'horizontal')).toBe(false);
    expect(appliesTo('leftSidebarType', 'horizontal')).toBe(true);
    expect(appliesTo('leftSidebarSize', 'two-column')).toBe(false);
    expect(appliesTo('menuPosition', 'two-column')).toBe(true);
    for (const option of Object.keys(THEME_OPTIONS) as ThemeOption[]) expect(appliesTo(option, 'vertical')).toBe(true);
  });

  it('have a label for every option and value in every language', async () => {
    for (const locale of LOCALES) {
      const messages = await loadAppMessages(locale);
      for (const [option, values] of Object.entries(THEME_OPTIONS) as [ThemeOption, readonly string[]][]) {
        expect(lookup(messages, `app.shell.theme.${option}.label`), `${locale} ${option}`).toEqual(expect.any(String));
        for (const value of values) expect(lookup(messages, optionLabelKey(option, value)), `${locale} ${option}.${value}`).toEqual(expect.any(String));
      }
    }
  });
});
