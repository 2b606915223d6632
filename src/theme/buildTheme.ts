import type { ThemeOptions } from '@mui/material';
import { deepmerge } from '@mui/utils';
import { defaultTheme } from 'react-admin';

/** Brand colours; the "brand" and "gradient" sidebars are made of them. */
export const BRAND = { primary: '#3b5bdb', secondary: '#0b7285', dark: '#1f2937' } as const;

/** The device asks for less motion (an accessibility setting of the system, WCAG 2.3.3). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** No CSS transitions and no ripples: MUI's own recipe ("Disable transitions", "Disable ripple"). */
const stillTheme: ThemeOptions = {
  transitions: { create: () => 'none' },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

/**
 * The app's MUI theme: react-admin's default with the brand palette, in the page's direction, and
 * MUI's own texts (an empty dropdown's "No options", its buttons' names) in the page's language;
 * without animation where the device asks for reduced motion.
 */
export const buildTheme = (rtl: boolean, translate: (key: string) => string, reducedMotion = prefersReducedMotion()): ThemeOptions =>
  deepmerge(reducedMotion ? deepmerge(defaultTheme, stillTheme) : defaultTheme, {
    direction: rtl ? 'rtl' : 'ltr',
    palette: {
      primary: { main: BRAND.primary },
      secondary: { main: BRAND.secondary },
      background: { default: '#f4f5f8' },
    },
    shape: { borderRadius: 6 },
    components: {
      // react-admin's AutocompleteInput names its buttons itself, but leaves "No options" to MUI.
      MuiAutocomplete: {
        defaultProps: {
          noOptionsText: translate('app.forms.no_options'),
          loadingText: translate('ra.page.loading'),
          clearText: translate('ra.action.clear_input_value'),
          openText: translate('ra.action.open'),
          closeText: translate('ra.action.close'),
        },
      },
      MuiAlert: { defaultProps: { closeText: translate('ra.action.close') } },
      // react-admin's grey 300 under the form's buttons leaves the red Delete at 3.8:1 (axe);
      // grey 100 gives 4.6:1.
      RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } },
      // react-admin lightens primary.light by 0.8 under the bulk actions (#dfe4f9): the primary
      // buttons on it read at 4.48:1 (axe); this shade gives 4.7:1.
      RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-toolbar': { backgroundColor: '#e6eafb' } } } },
      MuiCheckbox: {
        defaultProps: {
          // A checkbox's aria-label names its input, not the span around it: react-admin's row
          // checkbox passes it to the root, where axe finds an unnamed checkbox (critical) and a
          // label on an element without a role (serious).
          slotProps: {
            root: (s: CheckboxOwner) => (s['aria-label'] ? { 'aria-label': undefined } : {}),
            input: (s: CheckboxOwner) => ({ ...s.inputProps, 'aria-label': s['aria-label'] ?? s.inputProps?.['aria-label'] }),
          },
        },
      },
    },
  } satisfies ThemeOptions);

type CheckboxOwner = { 'aria-label'?: string; inputProps?: Record<string, unknown> & { 'aria-label'?: string } };
