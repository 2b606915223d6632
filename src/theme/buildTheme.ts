import type { ThemeOptions } from '@mui/material';
import { deepmerge } from '@mui/utils';
import { defaultTheme } from 'react-admin';

/** Brand colours; the "brand" and "gradient" sidebars are made of them. */
export const BRAND = { primary: '#3b5bdb', secondary: '#0b7285', dark: '#1f2937' } as const;

/** The app's MUI theme: react-admin's default with the brand palette, in the page's direction. */
export const buildTheme = (rtl: boolean): ThemeOptions =>
  deepmerge(defaultTheme, {
    direction: rtl ? 'rtl' : 'ltr',
    palette: {
      primary: { main: BRAND.primary },
      secondary: { main: BRAND.secondary },
      background: { default: '#f4f5f8' },
    },
    shape: { borderRadius: 6 },
  } satisfies ThemeOptions);
