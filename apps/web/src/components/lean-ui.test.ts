import { alpha, darken, lighten } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../lib/theme';
import css from './lean-ui.css?raw';

/** The value lean-ui.css gives a custom property on :root. */
function cssVariable(name: string): string {
  const found = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
  if (!found?.[1]) throw new Error(`lean-ui.css has no --${name}`);
  return found[1].replace(/\s+/g, ' ').trim();
}

describe('lean-ui.css', () => {
  it("draws with the MUI theme's values", () => {
    const { palette, shape, typography, shadows } = theme;
    const expected: Record<string, string | number> = {
      'fb-primary': palette.primary.main,
      'fb-primary-dark': palette.primary.dark,
      'fb-primary-hover': alpha(palette.primary.main, palette.action.hoverOpacity),
      'fb-primary-link-underline': alpha(palette.primary.main, 0.4),
      'fb-progress-track': lighten(palette.primary.main, 0.62),
      'fb-error': palette.error.main,
      'fb-error-alert-bg': lighten(palette.error.light, 0.9),
      'fb-error-alert-text': darken(palette.error.light, 0.6),
      'fb-warning': palette.warning.main,
      'fb-warning-alert-bg': lighten(palette.warning.light, 0.9),
      'fb-warning-alert-text': darken(palette.warning.light, 0.6),
      'fb-success': palette.success.main,
      'fb-text': palette.text.primary,
      'fb-text-secondary': palette.text.secondary,
      'fb-text-disabled': palette.text.disabled,
      'fb-action-active': palette.action.active,
      'fb-action-hover': palette.action.hover,
      'fb-action-disabled': palette.action.disabled,
      'fb-action-disabled-bg': palette.action.disabledBackground,
      'fb-divider': palette.divider,
      'fb-background': palette.background.default,
      'fb-paper': palette.background.paper,
      'fb-radius': `${shape.borderRadius}px`,
      'fb-font': typography.fontFamily ?? '',
      'fb-shadow-1': shadows[1],
    };
    const normalise = (value: string | number) => String(value).replace(/\s+/g, '').replace(/"/g, "'");
    for (const [name, value] of Object.entries(expected)) {
      expect([name, normalise(cssVariable(name))]).toEqual([name, normalise(value)]);
    }
  });
});
