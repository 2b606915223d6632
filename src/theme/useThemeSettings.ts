import { useCallback, useMemo } from 'react';
import { useStore } from 'react-admin';
import { DEFAULT_SETTINGS, type ThemeSettings, sanitizeSettings } from './settings';

/** Store key of the settings; `layout.` keys outlive a logout (see appStore.ts). */
export const SETTINGS_KEY = 'layout.settings';

/** The theme settings of this browser, with a setter per option and a reset to the defaults (docs/domain.md "Shell and theme settings"). */
export const useThemeSettings = () => {
  const [stored, setStored] = useStore<unknown>(SETTINGS_KEY, DEFAULT_SETTINGS);
  const settings = useMemo(() => sanitizeSettings(stored), [stored]);
  const set = useCallback(
    <K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K]) => setStored((prev: unknown) => ({ ...sanitizeSettings(prev), [key]: value })),
    [setStored],
  );
  const reset = useCallback(() => setStored(DEFAULT_SETTINGS), [setStored]);
  return { settings, set, reset };
};
