import type { Plugin } from 'vite';
import { theme } from '../../src/styles/theme.ts';

/**
 * The browser's theme colour, from the theme. The first screen's own colours come with the
 * prerendered HTML (decision 0232): index.html has no colour of its own.
 */
export function shellTheme(): Plugin {
  return {
    name: 'lottery-shell-theme',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { name: 'theme-color', content: theme.colors.primary },
        injectTo: 'head',
      },
    ],
  };
}
