/** The choices of the theme settings panel (docs/domain.md "Shell and theme settings"), named as the specification's layout state. */
export const THEME_OPTIONS = {
  layoutType: ['vertical', 'horizontal', 'detached', 'two-column'],
  layoutWidth: ['fluid', 'boxed'],
  topbar: ['dark', 'light'],
  menuPosition: ['fixed', 'scrollable'],
  leftSidebarType: ['dark', 'light', 'brand', 'gradient'],
  leftSidebarSize: ['default', 'condensed', 'compact'],
} as const;

export type ThemeOption = keyof typeof THEME_OPTIONS;
export type OptionValue<K extends ThemeOption> = (typeof THEME_OPTIONS)[K][number];
export type LayoutType = OptionValue<'layoutType'>;

export type ThemeSettings = { [K in ThemeOption]: OptionValue<K> } & { sidebarUserInfo: boolean };

/** The defaults of docs/domain.md "Shell and theme settings"; the user-info block starts hidden. */
export const DEFAULT_SETTINGS: ThemeSettings = {
  layoutType: 'vertical',
  layoutWidth: 'fluid',
  topbar: 'dark',
  menuPosition: 'fixed',
  leftSidebarType: 'light',
  leftSidebarSize: 'default',
  sidebarUserInfo: false,
};

const isOption = <K extends ThemeOption>(option: K, value: unknown): value is OptionValue<K> =>
  (THEME_OPTIONS[option] as readonly unknown[]).includes(value);

export const isLayoutType = (value: unknown): value is LayoutType => isOption('layoutType', value);

/** Settings read back from the browser: anything unknown (an older version, a hand edit) falls back to its default. */
export const sanitizeSettings = (stored: unknown): ThemeSettings => {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const pick = <K extends ThemeOption>(option: K): OptionValue<K> => (isOption(option, s[option]) ? s[option] : DEFAULT_SETTINGS[option]);
  return {
    layoutType: pick('layoutType'),
    layoutWidth: pick('layoutWidth'),
    topbar: pick('topbar'),
    menuPosition: pick('menuPosition'),
    leftSidebarType: pick('leftSidebarType'),
    leftSidebarSize: pick('leftSidebarSize'),
    sidebarUserInfo: typeof s.sidebarUserInfo === 'boolean' ? s.sidebarUserInfo : DEFAULT_SETTINGS.sidebarUserInfo,
  };
};

/** Whether an option changes anything in a layout: the horizontal one has no sidebar, two columns have their own sizes. */
export const appliesTo = (option: ThemeOption | 'sidebarUserInfo', layout: LayoutType): boolean => {
  if (layout === 'horizontal') return option !== 'menuPosition' && option !== 'leftSidebarSize' && option !== 'sidebarUserInfo';
  if (layout === 'two-column') return option !== 'leftSidebarSize';
  return true;
};

/** Translation key of an option's value: `two-column` → `app.shell.theme.layoutType.two_column`. */
export const optionLabelKey = (option: ThemeOption, value: string) => `app.shell.theme.${option}.${value.replace(/-/g, '_')}`;
