import { createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './buildTheme';

const key = (k: string) => k;

describe('buildTheme', () => {
  it('drops transitions and ripples where the device asks for reduced motion, and only there', () => {
    const still = createTheme(buildTheme(false, key, true));
    expect(still.transitions.create(['opacity'])).toBe('none');
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    const moving = createTheme(buildTheme(false, key, false));
    expect(moving.transitions.create(['opacity'])).toMatch(/opacity \d+ms/);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).not.toBe(true);
  });

  it('keeps the brand palette and the direction either way', () => {
    for (const reduced of [true, false]) {
      const theme = createTheme(buildTheme(true, key, reduced));
      expect(theme.direction).toBe('rtl');
      expect(theme.palette.primary.main).toBe('#3b5bdb');
    }
  });
});
