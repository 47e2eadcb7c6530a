/** Section 9's responsive thresholds (min-width, px). */
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof breakpoints;

const primary = '#ff0d1b';

export const theme = {
  colors: {
    primary,
    /**
     * White text on #ff0d1b has a contrast of about 3.9:1, below WCAG AA for small text, so
     * buttons and links with text use this darker shade (about 5.9:1 with white). Both shades
     * are polished's darken(0.12) and lighten(0.42) of primary, written out so polished stays
     * off the start route (theme.test.ts checks they still match).
     */
    primaryStrong: '#cf000c',
    primarySoft: '#ffe3e5',
    onPrimary: '#ffffff',
    text: '#1c1c1e',
    textMuted: '#5c5c66',
    background: '#f6f6f8',
    surface: '#ffffff',
    border: '#dcdce2',
    focus: '#0b57d0',
    success: '#14804a',
    danger: '#b3261e',
    overlay: 'rgba(0, 0, 0, 0.5)',
    /** A light veil behind a menu panel (lighter than a dialog's overlay). */
    scrim: 'rgba(0, 0, 0, 0.2)',
    /** Darkens a tile on a red panel (the jackpot countdown) so white text keeps its contrast. */
    shade: 'rgba(0, 0, 0, 0.25)',
    /** Drawn numbers: dark text on it keeps the contrast high. */
    gold: '#f5b301',
    successSoft: '#dff3e7',
    dangerSoft: '#fdecea',
    footer: { background: '#1c1c1e', text: '#f2f2f5', muted: '#c7c7cc', logoBackground: '#ffffff' },
    /** Dialog kinds: a soft circle and a strong one behind a white mark. */
    kinds: {
      success: { soft: '#e3f4ea', strong: '#14804a' },
      info: { soft: '#e3ecfb', strong: '#0b57d0' },
      warning: { soft: '#fff1d6', strong: '#9a5b00' },
      error: { soft: '#fde7e6', strong: '#b3261e' },
      /** A prize: gold, so a win never looks like an information box. */
      win: { soft: '#fff3c4', strong: '#a86400' },
    },
    /** Ticket status badges (text and icon say the status too, never colour alone). */
    ticketStatus: {
      open: { fg: '#3d3d47', bg: '#ececf1' },
      lost: { fg: '#5c5c66', bg: '#eeeeee' },
      won: { fg: '#0d5c34', bg: '#dff3e7' },
      cancelled: { fg: '#5c5c66', bg: '#eeeeee' },
    },
  },
  gradients: { jackpot: 'linear-gradient(135deg, #b0000b, #e0101e 60%, #ff5a3c)' },
  breakpoints,
  space: (n: number): string => `${n * 4}px`,
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' },
  fonts: {
    // System fonts only (no download): Noto Sans Arabic covers Arabic and Sorani letters.
    body: "'Noto Sans Arabic', 'Segoe UI', Tahoma, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  shadows: {
    card: '0 1px 3px rgba(0, 0, 0, 0.12)',
    raised: '0 4px 16px rgba(0, 0, 0, 0.16)',
  },
  layout: { appBarHeight: '56px', bottomNavHeight: '64px', maxContentWidth: '1200px' },
  zIndex: { appBar: 100, bottomNav: 100, progress: 900, dialog: 1000 },
} as const;

export type AppTheme = typeof theme;

/** `${media.up('md')} { ... }` inside a styled template. */
export const media = {
  up: (bp: Breakpoint): string => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint): string => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
};

/** The shell's mobile breakpoint is md (section 9). */
export const MOBILE_QUERY = `(max-width: ${breakpoints.md - 0.02}px)`;
