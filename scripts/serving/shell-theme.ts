import type { Plugin } from 'vite';
import { theme } from '../../src/styles/theme.ts';

const { colors } = theme;

/** The static shell's CSS custom properties, each a theme value: index.html has no colour of its own. */
export const SHELL_PROPERTIES: Record<string, string> = {
  '--shell-text': colors.text,
  '--shell-background': colors.background,
  '--shell-surface': colors.surface,
  '--shell-border': colors.border,
  '--shell-primary': colors.primary,
  '--shell-primary-soft': colors.primarySoft,
  '--shell-shadow': theme.shadows.card,
  '--shell-logo-green': colors.logo.green,
  '--shell-logo-rose': colors.logo.rose,
  '--shell-logo-sun': colors.logo.sun,
  '--shell-logo-navy': colors.logo.navy,
  '--shell-logo-inner': colors.logo.inner,
};

export const shellThemeCss = (): string =>
  `:root{${Object.entries(SHELL_PROPERTIES)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/**
 * Writes the theme's colours into index.html (dev and build) as custom properties the static
 * shell's styles read, and the browser's theme colour: change the theme and the shell follows.
 */
export function shellTheme(): Plugin {
  return {
    name: 'lottery-shell-theme',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { name: 'theme-color', content: colors.primary },
        injectTo: 'head',
      },
      { tag: 'style', children: shellThemeCss(), injectTo: 'head' },
    ],
  };
}
