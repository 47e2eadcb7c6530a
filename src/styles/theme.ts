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
  },
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
