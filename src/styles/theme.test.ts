import { darken, getContrast, lighten } from 'polished';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const { colors } = theme;

describe('theme', () => {
  it('keeps the written-out shades equal to the polished computation of primary', () => {
    expect(colors.primaryStrong).toBe(darken(0.12, colors.primary));
    expect(colors.primarySoft).toBe(lighten(0.42, colors.primary));
  });

  // WCAG AA for normal-size text: 4.5:1. Each pair is a text colour on the background it sits on.
  const pairs: [string, string, string][] = [
    ['text on background', colors.text, colors.background],
    ['muted text on surface', colors.textMuted, colors.surface],
    ['muted text on background', colors.textMuted, colors.background],
    ['button text on the strong red', colors.onPrimary, colors.primaryStrong],
    ['red links on surface', colors.primaryStrong, colors.surface],
    ['text on the offline note', colors.text, colors.primarySoft],
    ['a drawn number on gold', colors.text, colors.gold],
    ['a matched number', colors.onPrimary, colors.success],
    ['refusal heading', colors.danger, colors.dangerSoft],
    ['my prize row', colors.text, colors.successSoft],
    ['footer text', colors.footer.text, colors.footer.background],
    ['footer muted text', colors.footer.muted, colors.footer.background],
    ...Object.entries(colors.ticketStatus).map(([status, { fg, bg }]): [string, string, string] => [
      `ticket status ${status}`,
      fg,
      bg,
    ]),
  ];
  it.each(pairs)('%s reaches AA contrast', (_pair, foreground, background) => {
    expect(getContrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});
