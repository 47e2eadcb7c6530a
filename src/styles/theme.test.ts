import { darken, lighten } from 'polished';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme', () => {
  it('keeps the written-out shades equal to the polished computation of primary', () => {
    expect(theme.colors.primaryStrong).toBe(darken(0.12, theme.colors.primary));
    expect(theme.colors.primarySoft).toBe(lighten(0.42, theme.colors.primary));
  });
});
